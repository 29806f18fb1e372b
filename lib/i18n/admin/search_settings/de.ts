/** German strings of the site search screen (/cmsadmin/settings/search). */
import type { SearchSettingsMessages } from "./en.ts";

export const searchSettingsDe: SearchSettingsMessages = {
  searchSettings: {
    nav: "Website-Suche",
    title: "Website-Suche",
    intro:
      "Veröffentlichte Seiten werden beim Veröffentlichen indiziert. Bauen Sie den Index nach einem Upgrade oder bei falschen Ergebnissen neu auf.",
    indexAll: "Alle Seiten indizieren",
    removeAll: "Alle Seiten entfernen",
    removeTitle: "Alle Seiten aus der Suche entfernen?",
    removeMessage:
      "Besucher finden nichts, bis die Seiten wieder indiziert (oder neu veröffentlicht) sind.",
    state: {
      idle: "Untätig",
      loading: "In Arbeit: {{done}} von {{total}} Seiten",
      success: "Fertig: {{done}} von {{total}} Seiten",
      error: "Angehalten nach {{done}} von {{total}} Seiten",
    },
    errorTitle: "Der Lauf wurde nicht abgeschlossen",
    errorText: "Starten Sie ihn erneut; bereits indizierte Seiten bleiben auffindbar.",
    failed: "Der Suchindex konnte nicht geändert werden",
    indexTitle: "Indizierte Seiten",
    lastRebuild: "Letzter vollständiger Neuaufbau: {{date}}",
    neverRebuilt: "Der Index wurde noch nicht vollständig neu aufgebaut.",
    locale: "Sprache",
    pages: "Seiten",
  },
};
