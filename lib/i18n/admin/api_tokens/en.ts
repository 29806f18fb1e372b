/** English strings of Configuration → API tokens (/cmsadmin/api-tokens; issue 32). */
export const apiTokensEn = {
  apiTokens: {
    title: "API tokens",
    intro:
      "Other front ends (an app, a patient portal) read published pages through the content API with a token. Each token sees only the locales and page types you choose.",
    documentation: "API description (OpenAPI)",
    create: "New token",
    createTitle: "New API token",
    name: "Name",
    nameHint: "Who uses it, e.g. “Patient portal”",
    locales: "Locales",
    localesHint: "None chosen: every locale",
    pageTypes: "Page types",
    pageTypesHint: "None chosen: every page type",
    expiresAt: "Expires on",
    expiresHint: "Leave empty for a token that does not expire",
    submit: "Create token",
    createdTitle: "Copy the token now",
    createdText:
      "This is the only time the token is shown. Store it where the front end keeps its secrets; if it is lost, revoke it and make a new one.",
    tokenLabel: "Token for {{name}}",
    copy: "Copy token",
    copied: "Copied",
    done: "I have copied it",
    empty: "No API tokens yet. Make one for each front end that reads the site's content.",
    listLabel: "API tokens",
    scope: "Scope",
    allLocales: "All locales",
    allPageTypes: "All page types",
    expires: "Expires",
    never: "Never",
    expired: "Expired",
    lastUsed: "Last used",
    notUsed: "Not used yet",
    created: "Created",
    createdBy: "by {{name}}",
    actions: "Actions",
    revoke: "Revoke",
    revokeLabel: "Revoke {{name}}",
    revokeTitle: "Revoke “{{name}}”?",
    revokeMessage:
      "Front ends that use this token can no longer read the content. This cannot be undone.",
    revoked: "Token revoked",
    failed: "The tokens could not be changed",
  },
};

export type ApiTokensMessages = typeof apiTokensEn;
