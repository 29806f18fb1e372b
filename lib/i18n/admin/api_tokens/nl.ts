/** Dutch strings of Configuration → API tokens (/cmsadmin/api-tokens; issue 32). */
import type { ApiTokensMessages } from "./en.ts";

export const apiTokensNl: ApiTokensMessages = {
  apiTokens: {
    title: "API-tokens",
    intro:
      "Andere toepassingen (een app, een patiëntenportaal) lezen gepubliceerde pagina's via de content-API met een token. Elk token ziet alleen de talen en paginatypen die je kiest.",
    documentation: "API-beschrijving (OpenAPI)",
    create: "Nieuw token",
    createTitle: "Nieuw API-token",
    name: "Naam",
    nameHint: "Wie het gebruikt, bijv. „Patiëntenportaal”",
    locales: "Talen",
    localesHint: "Niets gekozen: alle talen",
    pageTypes: "Paginatypen",
    pageTypesHint: "Niets gekozen: alle paginatypen",
    expiresAt: "Verloopt op",
    expiresHint: "Laat leeg voor een token dat niet verloopt",
    submit: "Token aanmaken",
    createdTitle: "Kopieer het token nu",
    createdText:
      "Dit is de enige keer dat het token wordt getoond. Bewaar het waar de toepassing haar geheimen bewaart; raak je het kwijt, trek het dan in en maak een nieuw.",
    tokenLabel: "Token voor {{name}}",
    copy: "Token kopiëren",
    copied: "Gekopieerd",
    done: "Ik heb het gekopieerd",
    empty: "Nog geen API-tokens. Maak er een voor elke toepassing die de inhoud van de site leest.",
    listLabel: "API-tokens",
    scope: "Bereik",
    allLocales: "Alle talen",
    allPageTypes: "Alle paginatypen",
    expires: "Verloopt",
    never: "Nooit",
    expired: "Verlopen",
    lastUsed: "Laatst gebruikt",
    notUsed: "Nog niet gebruikt",
    created: "Aangemaakt",
    createdBy: "door {{name}}",
    actions: "Acties",
    revoke: "Intrekken",
    revokeLabel: "{{name}} intrekken",
    revokeTitle: "„{{name}}” intrekken?",
    revokeMessage:
      "Toepassingen die dit token gebruiken kunnen de inhoud niet meer lezen. Dit kan niet ongedaan worden gemaakt.",
    revoked: "Token ingetrokken",
    failed: "De tokens konden niet worden gewijzigd",
  },
};
