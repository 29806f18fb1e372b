/** Dutch strings of the site settings screen (/cmsadmin/settings/site). */
import type { siteSettingsEn } from "./en.ts";

export const siteSettingsNl: typeof siteSettingsEn = {
  siteSettings: {
    defaultReplaced:
      "{{chosen}} is niet beschikbaar, dus {{locale}} is de standaard tot het dat weer is.",
    inactiveSlugs:
      "Eigen slugs voor {{locales}} zijn inactief zolang die talen niet beschikbaar zijn.",
    nav: "Website-instellingen",
    title: "Website-instellingen",
    intro:
      "De talen die pagina's kunnen hebben, de standaardtaal en de taal van de publieke website.",
    availableLocales: "Beschikbare talen",
    availableLocalesHint: "Een taal die nog pagina's heeft, kan niet worden verwijderd.",
    defaultLocale: "Standaardtaal",
    defaultLocaleHint:
      "De pagina's hiervan hebben adressen zonder taalvoorvoegsel. Adressen van de vorige standaardtaal blijven werken via doorverwijzingen.",
    customSlugLocales: "Talen met eigen slugs",
    customSlugLocalesHint:
      "Vertalingen in deze talen kiezen een eigen slug; in de andere houden ze de slug van de pagina die ze vertalen.",
    displayLanguage: "Weergavetaal van de publieke website",
    displayLanguageHint:
      "De taal van de eigen teksten van de publieke website, zoals 'Naar de inhoud'.",
    pageLanguage: "De taal van elke pagina",
    save: "Opslaan",
    saved: "De website-instellingen zijn opgeslagen.",
    failed: "De website-instellingen konden niet worden opgeslagen",
    localeInUse_one: "{{locale}} heeft nog {{count}} pagina.",
    localeInUse_other: "{{locale}} heeft nog {{count}} pagina's.",
  },
};
