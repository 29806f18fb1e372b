/** German strings of the site settings screen (/cmsadmin/settings/site). */
import type { siteSettingsEn } from "./en.ts";

export const siteSettingsDe: typeof siteSettingsEn = {
  siteSettings: {
    defaultReplaced:
      "{{chosen}} ist nicht verfügbar, daher ist {{locale}} der Standard, bis es wieder verfügbar ist.",
    inactiveSlugs:
      "Eigene Slugs für {{locales}} sind inaktiv, solange diese Sprachen nicht verfügbar sind.",
    nav: "Website-Einstellungen",
    title: "Website-Einstellungen",
    intro:
      "Die Sprachen, die Seiten haben können, die Standardsprache und die Sprache der öffentlichen Website.",
    availableLocales: "Verfügbare Sprachen",
    availableLocalesHint: "Eine Sprache, die noch Seiten hat, kann nicht entfernt werden.",
    defaultLocale: "Standardsprache",
    defaultLocaleHint:
      "Ihre Seiten haben Adressen ohne Sprachpräfix. Adressen der bisherigen Standardsprache funktionieren über Weiterleitungen weiter.",
    customSlugLocales: "Sprachen mit eigenen Slugs",
    customSlugLocalesHint:
      "Übersetzungen in diesen Sprachen wählen einen eigenen Slug; in den anderen behalten sie den Slug der übersetzten Seite.",
    displayLanguage: "Anzeigesprache der öffentlichen Website",
    displayLanguageHint:
      "Die Sprache der eigenen Texte der öffentlichen Website, etwa „Zum Inhalt springen“.",
    pageLanguage: "Die Sprache jeder Seite",
    save: "Speichern",
    saved: "Die Website-Einstellungen sind gespeichert.",
    failed: "Die Website-Einstellungen konnten nicht gespeichert werden",
    localeInUse_one: "{{locale}} hat noch {{count}} Seite.",
    localeInUse_other: "{{locale}} hat noch {{count}} Seiten.",
    exportTitle: "Export",
    exportIntro:
      "Laden Sie die ganze Website als eine Archivdatei herunter: Seiten mit ihrem Verlauf, Medien, Benutzer und Rollen, Menüs, Formulare und Einsendungen, Newsletter-Abonnenten und Einstellungen.",
    exportHowTo:
      "Um die Website in einen anderen Speicher umzuziehen oder eine Testkopie anzulegen, importieren Sie die Datei dort mit:",
    exportHint:
      "Das Archiv enthält personenbezogene Daten und Passwort-Hashes: Bewahren Sie es sicher auf. Sitzungen sind nicht enthalten, nach einem Import melden sich alle neu an.",
    exportButton: "Export herunterladen",
    exportPreparing: "Der Export wird vorbereitet…",
    exportReceiving: "Wird heruntergeladen… {{size}} MB",
    exportDone: "Der Export {{fileName}} ist heruntergeladen.",
    exportFailed: "Der Export konnte nicht heruntergeladen werden",
  },
};
