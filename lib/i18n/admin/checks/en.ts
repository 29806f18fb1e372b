/**
 * English strings of the accessibility and quality checks: the editor's Checks panel, the
 * publish confirmation, the review dialog and the report. The rules' own messages are defined
 * once in lib/i18n/checks.ts (the API says the same).
 */
export const checksEn = {
  checks: {
    tab: "Checks",
    title: "Accessibility and quality",
    intro:
      "Problems visitors would meet, found as you type. Fix them before publishing, or publish anyway.",
    none: "No problems found.",
    count_one: "{{count}} problem",
    count_other: "{{count}} problems",
    countLabel_one: "{{count}} open problem",
    countLabel_other: "{{count}} open problems",
    showMe: "Show me",
    onPage: "Page",
    why: "Why",
    listLabel: "Open problems",
    publishedWith_one: "Published with {{count}} open problem",
    publishedWith_other: "Published with {{count}} open problems",
    publish: {
      open_one: "This version has {{count}} open problem:",
      open_other: "This version has {{count}} open problems:",
      anyway: "Publish anyway",
      askAgainTitle: "Publish with open problems?",
      askAgain_one:
        "Visitors will meet {{count}} problem. Publishing anyway is recorded with the page.",
      askAgain_other:
        "Visitors will meet {{count}} problems. Publishing anyway is recorded with the page.",
      goBack: "Fix first",
    },
    review: {
      title: "Checks",
      loading: "Checking…",
      failed: "The checks could not be loaded.",
    },
    report: {
      nav: "Checks report",
      title: "Checks report",
      intro: "Published pages with open accessibility and quality problems.",
      locale: "Language",
      allLocales: "All languages",
      empty: "No published page has open problems.",
      tableLabel: "Published pages with open problems",
      columns: { page: "Page", locale: "Language", problems: "Problems" },
      open: "Open in the editor",
      total_one: "{{count}} published page with open problems",
      total_other: "{{count}} published pages with open problems",
    },
  },
};

export type ChecksMessages = typeof checksEn;
