/** English strings of the page type data editors (the editor's Details tab). */
export const pageTypesEn = {
  typeData: {
    tab: "Details",
    intro: "The fields of this page type. They are saved and published with the page.",
    news: {
      author: "Author",
      date: "Date",
      dateHint: "News lists show the newest article first.",
      summary: "Summary",
      summaryHint: "Shown in news lists; at most 500 characters.",
      image: "Image",
    },
  },
};

export type PageTypesMessages = typeof pageTypesEn;
