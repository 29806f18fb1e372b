/** English strings of the site settings screen (/cmsadmin/settings/site). */
export const siteSettingsEn = {
  siteSettings: {
    defaultReplaced: "{{chosen}} is not available, so {{locale}} is the default until it is again.",
    inactiveSlugs: "Own slugs for {{locales}} are inactive while those locales are not available.",
    nav: "Site settings",
    title: "Site settings",
    intro: "The locales pages can have, the default one and the language of the public site.",
    availableLocales: "Available locales",
    availableLocalesHint: "A locale that still has pages cannot be removed.",
    defaultLocale: "Default locale",
    defaultLocaleHint:
      "Its pages have addresses without a locale prefix. Addresses of the former default locale keep working through redirects.",
    customSlugLocales: "Locales with their own slugs",
    customSlugLocalesHint:
      "Translations in these locales choose a slug of their own; in the others they keep the slug of the page they translate.",
    displayLanguage: "Display language of the public site",
    displayLanguageHint: "The language of the public site's own texts, such as 'Skip to content'.",
    pageLanguage: "The language of each page",
    save: "Save",
    saved: "The site settings are saved.",
    failed: "The site settings could not be saved",
    localeInUse_one: "{{locale}} still has {{count}} page.",
    localeInUse_other: "{{locale}} still has {{count}} pages.",
    exportTitle: "Export",
    exportIntro:
      "Download the whole site as one archive file: pages with their history, media, users and roles, menus, forms and submissions, newsletter subscribers and settings.",
    exportHowTo:
      "To move the site to another store, or to make a staging copy, import the file there with:",
    exportHint:
      "The archive holds personal data and password hashes: keep it safe. Sessions are not included, so everyone signs in again after an import.",
    exportButton: "Download export",
    exportPreparing: "Preparing the export…",
    exportReceiving: "Downloading… {{size}} MB",
    exportDone: "The export {{fileName}} is downloaded.",
    exportFailed: "The export could not be downloaded",
  },
};
