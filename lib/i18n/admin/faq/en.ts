/** English strings of the FAQ screen (/cmsadmin/faq). */
export const faqEn = {
  faqAdmin: {
    nav: "FAQ categories",
    title: "FAQ",
    intro:
      "The frequently asked questions by category. FAQ blocks on the site show them, and the site search finds them.",
    locale: "Language",
    create: "Create FAQ",
    createIntro: "The question is also the page's title. You write the answer in the editor.",
    question: "Question",
    category: "Category",
    categoryHint: "Choose one or type a new one.",
    slugHint: "Suggested from the question.",
    createAndEdit: "Create and edit",
    noCategory: "Without category",
    questions_one: "{{count}} question",
    questions_other: "{{count}} questions",
    status: "Status",
    empty: "There are no FAQs in this language yet.",
    loadFailed: "The FAQs could not be loaded.",
    createFailed: "The FAQ could not be created.",
    reindex: "Reindex FAQ search",
    reindexHint:
      "Rebuilds the site search from the published pages, so that changed questions are found as they are now.",
    reindexLoading: "Reindexing… {{done}} of {{total}} pages",
    reindexSuccess: "The search is up to date: {{total}} pages indexed.",
    reindexError: "Reindexing failed. Try again.",
    reindexFailed: "Reindexing could not start.",
  },
};

export type FaqMessages = typeof faqEn;
