/** Dutch strings of the editor as one document (see en.ts). */
import type { EditingMessages } from "./en.ts";

export const editingNl: EditingMessages = {
  editing: {
    undo: "Ongedaan maken",
    redo: "Opnieuw",
    undoWhat: "Ongedaan maken: {{what}}",
    redoWhat: "Opnieuw: {{what}}",
    undone: "Ongedaan gemaakt: {{what}}",
    redone: "Opnieuw gedaan: {{what}}",
    shortcuts:
      "Ctrl+S slaat op vanuit elk tabblad; Ctrl+Z en Ctrl+Shift+Z maken elke wijziging ongedaan en opnieuw (in een tekstveld eerst het eigen typewerk).",
    undoLabel: {
      add: "{{label}} toevoegen",
      delete: "{{label}} verwijderen",
      move: "{{label}} verplaatsen",
      replace: "vervangen door {{label}}",
      edit: "{{label}} bewerken",
    },
    settingsSavedWithPage:
      "De titel en de slug worden met de rest van de pagina opgeslagen via Opslaan (Ctrl+S), vanuit elk tabblad.",
    slugNotReady: "Kies een geldige, vrije slug voordat je opslaat.",
    nothingToSave: "Er is niets nieuws om op te slaan.",
    restore: {
      title: "Niet-opgeslagen wijzigingen gevonden",
      message: "Niet-opgeslagen wijzigingen van {{time}} terugzetten?",
      changedSince:
        "Iemand heeft deze pagina daarna opgeslagen. Zet je terug en sla je op, dan vervangt jouw versie de zijne.",
      restore: "Terugzetten",
      discard: "Weggooien",
      restored: "Je niet-opgeslagen wijzigingen zijn terug. Sla op om ze te bewaren.",
    },
    preview: {
      toggle: "Live voorbeeld",
      title: "Live voorbeeld",
      updating: "Bijwerken…",
      current: "Toont je niet-opgeslagen wijzigingen",
      window: "Live voorbeeld in een eigen venster openen",
      close: "Live voorbeeld sluiten",
      resize: "Breedte van het live voorbeeld",
      invalid: "Niet getoond totdat het kan worden opgeslagen:",
      frameTitle: "Live voorbeeld van je niet-opgeslagen wijzigingen",
      waiting: "Wachten op de pagina-editor. Houd die open in een ander tabblad of venster.",
    },
    publish: {
      title: "Deze pagina publiceren?",
      intro:
        "Publiceren slaat je wijzigingen op en zet deze versie live. Vergeleken met de live pagina:",
      firstTime_one: "Deze pagina is nog niet live; ze gaat live met {{count}} blok.",
      firstTime_other: "Deze pagina is nog niet live; ze gaat live met {{count}} blokken.",
      confirm: "Publiceren",
    },
  },
};
