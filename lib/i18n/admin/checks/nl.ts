/** Dutch strings of the accessibility and quality checks (see en.ts). */
import type { ChecksMessages } from "./en.ts";

export const checksNl: ChecksMessages = {
  checks: {
    tab: "Controles",
    title: "Toegankelijkheid en kwaliteit",
    intro:
      "Problemen waar bezoekers tegenaan lopen, gevonden terwijl u typt. Los ze op voor het publiceren, of publiceer toch.",
    none: "Geen problemen gevonden.",
    count_one: "{{count}} probleem",
    count_other: "{{count}} problemen",
    countLabel_one: "{{count}} open probleem",
    countLabel_other: "{{count}} open problemen",
    showMe: "Toon mij",
    onPage: "Pagina",
    why: "Waarom",
    listLabel: "Open problemen",
    publishedWith_one: "Gepubliceerd met {{count}} open probleem",
    publishedWith_other: "Gepubliceerd met {{count}} open problemen",
    publish: {
      open_one: "Deze versie heeft {{count}} open probleem:",
      open_other: "Deze versie heeft {{count}} open problemen:",
      anyway: "Toch publiceren",
      askAgainTitle: "Publiceren met open problemen?",
      askAgain_one:
        "Bezoekers lopen tegen {{count}} probleem aan. Toch publiceren wordt bij de pagina vastgelegd.",
      askAgain_other:
        "Bezoekers lopen tegen {{count}} problemen aan. Toch publiceren wordt bij de pagina vastgelegd.",
      goBack: "Eerst oplossen",
    },
    review: {
      title: "Controles",
      loading: "Bezig met controleren…",
      failed: "De controles konden niet worden geladen.",
    },
    report: {
      nav: "Controlerapport",
      title: "Controlerapport",
      intro: "Gepubliceerde pagina's met open problemen in toegankelijkheid en kwaliteit.",
      locale: "Taal",
      allLocales: "Alle talen",
      empty: "Geen enkele gepubliceerde pagina heeft open problemen.",
      tableLabel: "Gepubliceerde pagina's met open problemen",
      columns: { page: "Pagina", locale: "Taal", problems: "Problemen" },
      open: "Openen in de editor",
      total_one: "{{count}} gepubliceerde pagina met open problemen",
      total_other: "{{count}} gepubliceerde pagina's met open problemen",
    },
  },
};
