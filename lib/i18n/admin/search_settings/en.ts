/** English strings of the site search screen (/cmsadmin/settings/search). */
export const searchSettingsEn = {
  searchSettings: {
    nav: "Site search",
    title: "Site search",
    intro:
      "Published pages are indexed as they are published. Rebuild the index after an upgrade or when results look wrong.",
    indexAll: "Index all pages",
    removeAll: "Remove all pages",
    removeTitle: "Remove all pages from the search?",
    removeMessage: "Visitors will find nothing until the pages are indexed again (or republished).",
    state: {
      idle: "Idle",
      loading: "Working: {{done}} of {{total}} pages",
      success: "Done: {{done}} of {{total}} pages",
      error: "Stopped after {{done}} of {{total}} pages",
    },
    errorTitle: "The run did not finish",
    errorText: "Start it again; pages already indexed stay findable.",
    failed: "The search index could not be changed",
    indexTitle: "Indexed pages",
    lastRebuild: "Last full rebuild: {{date}}",
    neverRebuilt: "The index has not been rebuilt in full yet.",
    locale: "Locale",
    pages: "Pages",
  },
};

export type SearchSettingsMessages = typeof searchSettingsEn;
