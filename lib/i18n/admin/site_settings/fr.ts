/** French strings of the site settings screen (/cmsadmin/settings/site). */
import type { siteSettingsEn } from "./en.ts";

export const siteSettingsFr: typeof siteSettingsEn = {
  siteSettings: {
    defaultReplaced:
      "{{chosen}} n'est pas disponible : {{locale}} est la langue par défaut jusqu'à son retour.",
    inactiveSlugs:
      "Les slugs propres à {{locales}} sont inactifs tant que ces langues ne sont pas disponibles.",
    nav: "Paramètres du site",
    title: "Paramètres du site",
    intro:
      "Les langues que les pages peuvent avoir, la langue par défaut et la langue du site public.",
    availableLocales: "Langues disponibles",
    availableLocalesHint: "Une langue qui a encore des pages ne peut pas être retirée.",
    defaultLocale: "Langue par défaut",
    defaultLocaleHint:
      "Ses pages ont des adresses sans préfixe de langue. Les adresses de l'ancienne langue par défaut restent valables par des redirections.",
    customSlugLocales: "Langues avec leurs propres slugs",
    customSlugLocalesHint:
      "Les traductions dans ces langues choisissent leur propre slug ; dans les autres, elles gardent celui de la page traduite.",
    displayLanguage: "Langue d'affichage du site public",
    displayLanguageHint: "La langue des textes propres au site public, comme « Aller au contenu ».",
    pageLanguage: "La langue de chaque page",
    save: "Enregistrer",
    saved: "Les paramètres du site sont enregistrés.",
    failed: "Les paramètres du site n'ont pas pu être enregistrés",
    localeInUse_one: "{{locale}} a encore {{count}} page.",
    localeInUse_other: "{{locale}} a encore {{count}} pages.",
    exportTitle: "Exportation",
    exportIntro:
      "Téléchargez tout le site dans un seul fichier d'archive : les pages et leur historique, les médias, les utilisateurs et les rôles, les menus, les formulaires et leurs envois, les abonnés à la newsletter et les paramètres.",
    exportHowTo:
      "Pour déplacer le site vers un autre stockage, ou en faire une copie de test, importez-y le fichier avec :",
    exportHint:
      "L'archive contient des données personnelles et des empreintes de mots de passe : conservez-la en lieu sûr. Les sessions n'en font pas partie : après une importation, chacun se reconnecte.",
    exportButton: "Télécharger l'exportation",
    exportPreparing: "Préparation de l'exportation…",
    exportReceiving: "Téléchargement… {{size}} Mo",
    exportDone: "L'exportation {{fileName}} est téléchargée.",
    exportFailed: "L'exportation n'a pas pu être téléchargée",
  },
};
