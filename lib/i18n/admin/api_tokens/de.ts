/** German strings of Configuration → API tokens (/cmsadmin/api-tokens; issue 32). */
import type { ApiTokensMessages } from "./en.ts";

export const apiTokensDe: ApiTokensMessages = {
  apiTokens: {
    title: "API-Tokens",
    intro:
      "Andere Anwendungen (eine App, ein Patientenportal) lesen veröffentlichte Seiten über die Content-API mit einem Token. Jedes Token sieht nur die Sprachen und Seitentypen, die Sie wählen.",
    documentation: "API-Beschreibung (OpenAPI)",
    create: "Neues Token",
    createTitle: "Neues API-Token",
    name: "Name",
    nameHint: "Wer es nutzt, z. B. „Patientenportal“",
    locales: "Sprachen",
    localesHint: "Nichts gewählt: alle Sprachen",
    pageTypes: "Seitentypen",
    pageTypesHint: "Nichts gewählt: alle Seitentypen",
    expiresAt: "Läuft ab am",
    expiresHint: "Leer lassen für ein Token ohne Ablaufdatum",
    submit: "Token erstellen",
    createdTitle: "Kopieren Sie das Token jetzt",
    createdText:
      "Das Token wird nur dieses eine Mal angezeigt. Bewahren Sie es dort auf, wo die Anwendung ihre Geheimnisse verwahrt; geht es verloren, widerrufen Sie es und erstellen Sie ein neues.",
    tokenLabel: "Token für {{name}}",
    copy: "Token kopieren",
    copied: "Kopiert",
    done: "Ich habe es kopiert",
    empty:
      "Noch keine API-Tokens. Erstellen Sie eines für jede Anwendung, die die Inhalte der Website liest.",
    listLabel: "API-Tokens",
    scope: "Umfang",
    allLocales: "Alle Sprachen",
    allPageTypes: "Alle Seitentypen",
    expires: "Läuft ab",
    never: "Nie",
    expired: "Abgelaufen",
    lastUsed: "Zuletzt genutzt",
    notUsed: "Noch nicht genutzt",
    created: "Erstellt",
    createdBy: "von {{name}}",
    actions: "Aktionen",
    revoke: "Widerrufen",
    revokeLabel: "{{name}} widerrufen",
    revokeTitle: "„{{name}}“ widerrufen?",
    revokeMessage:
      "Anwendungen, die dieses Token nutzen, können die Inhalte nicht mehr lesen. Dies kann nicht rückgängig gemacht werden.",
    revoked: "Token widerrufen",
    failed: "Die Tokens konnten nicht geändert werden",
  },
};
