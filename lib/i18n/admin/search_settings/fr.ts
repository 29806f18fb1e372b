/** French strings of the site search screen (/cmsadmin/settings/search). */
import type { SearchSettingsMessages } from "./en.ts";

export const searchSettingsFr: SearchSettingsMessages = {
  searchSettings: {
    nav: "Recherche du site",
    title: "Recherche du site",
    intro:
      "Les pages publiées sont indexées dès leur publication. Reconstruisez l’index après une mise à jour ou si les résultats semblent faux.",
    indexAll: "Indexer toutes les pages",
    removeAll: "Retirer toutes les pages",
    removeTitle: "Retirer toutes les pages de la recherche ?",
    removeMessage:
      "Les visiteurs ne trouveront rien tant que les pages ne seront pas réindexées (ou republiées).",
    state: {
      idle: "Inactif",
      loading: "En cours : {{done}} pages sur {{total}}",
      success: "Terminé : {{done}} pages sur {{total}}",
      error: "Arrêté après {{done}} pages sur {{total}}",
    },
    errorTitle: "L’opération n’est pas allée à son terme",
    errorText: "Relancez-la ; les pages déjà indexées restent trouvables.",
    failed: "L’index de recherche n’a pas pu être modifié",
    indexTitle: "Pages indexées",
    lastRebuild: "Dernière reconstruction complète : {{date}}",
    neverRebuilt: "L’index n’a pas encore été reconstruit entièrement.",
    locale: "Langue",
    pages: "Pages",
  },
};
