/** French strings of the accessibility and quality checks (see en.ts). */
import type { ChecksMessages } from "./en.ts";

export const checksFr: ChecksMessages = {
  checks: {
    tab: "Contrôles",
    title: "Accessibilité et qualité",
    intro:
      "Les problèmes que rencontreraient les visiteurs, trouvés pendant la saisie. Corrigez-les avant de publier, ou publiez quand même.",
    none: "Aucun problème trouvé.",
    count_one: "{{count}} problème",
    count_other: "{{count}} problèmes",
    countLabel_one: "{{count}} problème ouvert",
    countLabel_other: "{{count}} problèmes ouverts",
    showMe: "Montrer",
    onPage: "Page",
    why: "Pourquoi",
    listLabel: "Problèmes ouverts",
    publishedWith_one: "Publiée avec {{count}} problème ouvert",
    publishedWith_other: "Publiée avec {{count}} problèmes ouverts",
    publish: {
      open_one: "Cette version a {{count}} problème ouvert :",
      open_other: "Cette version a {{count}} problèmes ouverts :",
      anyway: "Publier quand même",
      askAgainTitle: "Publier avec des problèmes ouverts ?",
      askAgain_one:
        "Les visiteurs rencontreront {{count}} problème. Publier quand même est consigné avec la page.",
      askAgain_other:
        "Les visiteurs rencontreront {{count}} problèmes. Publier quand même est consigné avec la page.",
      goBack: "Corriger d’abord",
    },
    review: {
      title: "Contrôles",
      loading: "Contrôle en cours…",
      failed: "Les contrôles n’ont pas pu être chargés.",
    },
    report: {
      nav: "Rapport des contrôles",
      title: "Rapport des contrôles",
      intro: "Pages publiées avec des problèmes d’accessibilité et de qualité ouverts.",
      locale: "Langue",
      allLocales: "Toutes les langues",
      empty: "Aucune page publiée n’a de problème ouvert.",
      tableLabel: "Pages publiées avec des problèmes ouverts",
      columns: { page: "Page", locale: "Langue", problems: "Problèmes" },
      open: "Ouvrir dans l’éditeur",
      total_one: "{{count}} page publiée avec des problèmes ouverts",
      total_other: "{{count}} pages publiées avec des problèmes ouverts",
    },
  },
};
