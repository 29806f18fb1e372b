/** German strings of the accessibility and quality checks (see en.ts). */
import type { ChecksMessages } from "./en.ts";

export const checksDe: ChecksMessages = {
  checks: {
    tab: "Prüfungen",
    title: "Barrierefreiheit und Qualität",
    intro:
      "Probleme, auf die Besucher stoßen würden, gefunden während Sie tippen. Beheben Sie sie vor dem Veröffentlichen oder veröffentlichen Sie trotzdem.",
    none: "Keine Probleme gefunden.",
    count_one: "{{count}} Problem",
    count_other: "{{count}} Probleme",
    countLabel_one: "{{count}} offenes Problem",
    countLabel_other: "{{count}} offene Probleme",
    showMe: "Zeigen",
    onPage: "Seite",
    why: "Warum",
    listLabel: "Offene Probleme",
    publishedWith_one: "Mit {{count}} offenem Problem veröffentlicht",
    publishedWith_other: "Mit {{count}} offenen Problemen veröffentlicht",
    publish: {
      open_one: "Diese Version hat {{count}} offenes Problem:",
      open_other: "Diese Version hat {{count}} offene Probleme:",
      anyway: "Trotzdem veröffentlichen",
      askAgainTitle: "Mit offenen Problemen veröffentlichen?",
      askAgain_one:
        "Besucher werden auf {{count}} Problem stoßen. Das Veröffentlichen trotz Problemen wird bei der Seite festgehalten.",
      askAgain_other:
        "Besucher werden auf {{count}} Probleme stoßen. Das Veröffentlichen trotz Problemen wird bei der Seite festgehalten.",
      goBack: "Erst beheben",
    },
    review: {
      title: "Prüfungen",
      loading: "Wird geprüft…",
      failed: "Die Prüfungen konnten nicht geladen werden.",
    },
    report: {
      nav: "Prüfbericht",
      title: "Prüfbericht",
      intro: "Veröffentlichte Seiten mit offenen Problemen bei Barrierefreiheit und Qualität.",
      locale: "Sprache",
      allLocales: "Alle Sprachen",
      empty: "Keine veröffentlichte Seite hat offene Probleme.",
      tableLabel: "Veröffentlichte Seiten mit offenen Problemen",
      columns: { page: "Seite", locale: "Sprache", problems: "Probleme" },
      open: "Im Editor öffnen",
      total_one: "{{count}} veröffentlichte Seite mit offenen Problemen",
      total_other: "{{count}} veröffentlichte Seiten mit offenen Problemen",
    },
  },
};
