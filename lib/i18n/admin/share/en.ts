/**
 * English strings of Share preview in the page editor (issue 32): the dialog that makes a link
 * to the saved version for reviewers without an account, and lists and revokes the page's links.
 */
export const shareEn = {
  share: {
    open: "Share preview",
    title: "Share a preview",
    intro:
      "Anyone with the link sees version {{id}} drawn like the live site, marked as a preview and hidden from search engines, until the link expires or is revoked.",
    dirty:
      "You have unsaved changes: the link shows the last saved version. Save first to share them.",
    live:
      "This version is the live one: send its public address instead. Save a change to share a draft.",
    validFor: "Valid for",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    password: "Password (optional)",
    passwordHint:
      "Reviewers type it before the preview shows. Tell it to them apart from the link.",
    allowComments: "Allow comments",
    allowCommentsHint: "Reviewers may comment on this version, giving their name and e-mail.",
    create: "Create link",
    created: "The link is made. Copy it now: it is shown only this once.",
    url: "Share link",
    copy: "Copy link",
    copied: "Copied",
    listTitle: "Live links of this page",
    none: "This page has no live share links.",
    loadFailed: "The links could not be loaded.",
    failed: "The link could not be made.",
    createdBy: "Created by",
    version: "Version",
    expires: "Expires",
    withPassword: "Password",
    revoke: "Revoke",
    revokeLabel: "Revoke the link by {{name}}, expiring {{date}}",
    revokeConfirm: "Revoke this link? Whoever has it is told it no longer works.",
    revokeYes: "Revoke link",
    keep: "Keep it",
    revoked: "The link is revoked.",
  },
};
