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
    exportTitle: "Exporteren",
    exportIntro:
      "Download de hele site als één archiefbestand: pagina's met hun geschiedenis, media, gebruikers en rollen, menu's, formulieren en inzendingen, nieuwsbriefabonnees en instellingen.",
    exportHowTo:
      "Om de site naar een andere opslag te verhuizen, of een testkopie te maken, importeert u het bestand daar met:",
    exportHint:
      "Het archief bevat persoonsgegevens en wachtwoordhashes: bewaar het veilig. Sessies gaan niet mee, dus na een import meldt iedereen zich opnieuw aan.",
    exportButton: "Export downloaden",
    exportPreparing: "De export wordt voorbereid…",
    exportReceiving: "Downloaden… {{size}} MB",
    exportDone: "De export {{fileName}} is gedownload.",
    exportFailed: "De export kon niet worden gedownload",
  },
};
