/** Dutch strings of the FAQ screen (/cmsadmin/faq). */
import type { FaqMessages } from "./en.ts";

export const faqNl: FaqMessages = {
  faqAdmin: {
    nav: "Vragen per categorie",
    title: "Veelgestelde vragen",
    intro:
      "De veelgestelde vragen per categorie. FAQ-blokken op de site tonen ze en de zoekfunctie van de site vindt ze.",
    locale: "Taal",
    create: "FAQ aanmaken",
    createIntro: "De vraag is ook de titel van de pagina. Het antwoord schrijft u in de editor.",
    question: "Vraag",
    category: "Categorie",
    categoryHint: "Kies er een of typ een nieuwe.",
    slugHint: "Voorgesteld op basis van de vraag.",
    createAndEdit: "Aanmaken en bewerken",
    noCategory: "Zonder categorie",
    questions_one: "{{count}} vraag",
    questions_other: "{{count}} vragen",
    status: "Status",
    empty: "Er zijn nog geen veelgestelde vragen in deze taal.",
    loadFailed: "De veelgestelde vragen konden niet worden geladen.",
    createFailed: "De FAQ kon niet worden aangemaakt.",
    reindex: "FAQ-zoekindex vernieuwen",
    reindexHint:
      "Bouwt de zoekindex van de site opnieuw op uit de gepubliceerde pagina's, zodat gewijzigde vragen worden gevonden zoals ze nu zijn.",
    reindexLoading: "Bezig met indexeren… {{done}} van {{total}} pagina's",
    reindexSuccess: "De zoekindex is bijgewerkt: {{total}} pagina's geïndexeerd.",
    reindexError: "Het indexeren is mislukt. Probeer het opnieuw.",
    reindexFailed: "Het indexeren kon niet starten.",
  },
};
