/** German strings of the FAQ screen (/cmsadmin/faq). */
import type { FaqMessages } from "./en.ts";

export const faqDe: FaqMessages = {
  faqAdmin: {
    nav: "FAQ-Kategorien",
    title: "FAQ",
    intro:
      "Die häufig gestellten Fragen nach Kategorie. FAQ-Blöcke auf der Website zeigen sie, die Suche der Website findet sie.",
    locale: "Sprache",
    create: "FAQ erstellen",
    createIntro: "Die Frage ist auch der Seitentitel. Die Antwort schreiben Sie im Editor.",
    question: "Frage",
    category: "Kategorie",
    categoryHint: "Wählen Sie eine oder geben Sie eine neue ein.",
    slugHint: "Aus der Frage vorgeschlagen.",
    createAndEdit: "Erstellen und bearbeiten",
    noCategory: "Ohne Kategorie",
    questions_one: "{{count}} Frage",
    questions_other: "{{count}} Fragen",
    status: "Status",
    empty: "In dieser Sprache gibt es noch keine FAQ.",
    loadFailed: "Die FAQ konnten nicht geladen werden.",
    createFailed: "Die FAQ konnte nicht erstellt werden.",
    reindex: "FAQ-Suche neu indexieren",
    reindexHint:
      "Baut die Suche der Website aus den veröffentlichten Seiten neu auf, damit geänderte Fragen so gefunden werden, wie sie jetzt sind.",
    reindexLoading: "Indexierung… {{done}} von {{total}} Seiten",
    reindexSuccess: "Die Suche ist aktuell: {{total}} Seiten indexiert.",
    reindexError: "Die Indexierung ist fehlgeschlagen. Versuchen Sie es erneut.",
    reindexFailed: "Die Indexierung konnte nicht starten.",
  },
};
