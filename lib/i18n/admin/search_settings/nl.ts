/** Dutch strings of the site search screen (/cmsadmin/settings/search). */
import type { SearchSettingsMessages } from "./en.ts";

export const searchSettingsNl: SearchSettingsMessages = {
  searchSettings: {
    nav: "Zoeken op de site",
    title: "Zoeken op de site",
    intro:
      "Gepubliceerde pagina's worden geïndexeerd zodra ze gepubliceerd zijn. Bouw de index opnieuw op na een upgrade of als resultaten niet kloppen.",
    indexAll: "Alle pagina's indexeren",
    removeAll: "Alle pagina's verwijderen",
    removeTitle: "Alle pagina's uit de zoekfunctie verwijderen?",
    removeMessage:
      "Bezoekers vinden niets totdat de pagina's opnieuw geïndexeerd (of gepubliceerd) zijn.",
    state: {
      idle: "Niet actief",
      loading: "Bezig: {{done}} van {{total}} pagina's",
      success: "Klaar: {{done}} van {{total}} pagina's",
      error: "Gestopt na {{done}} van {{total}} pagina's",
    },
    errorTitle: "De opdracht is niet afgerond",
    errorText: "Start hem opnieuw; pagina's die al geïndexeerd zijn, blijven vindbaar.",
    failed: "De zoekindex kon niet worden gewijzigd",
    indexTitle: "Geïndexeerde pagina's",
    lastRebuild: "Laatst volledig opgebouwd: {{date}}",
    neverRebuilt: "De index is nog niet volledig opnieuw opgebouwd.",
    locale: "Taal",
    pages: "Pagina's",
  },
};
