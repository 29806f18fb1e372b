/** German strings of the editor as one document (see en.ts). */
import type { EditingMessages } from "./en.ts";

export const editingDe: EditingMessages = {
  editing: {
    undo: "Rückgängig",
    redo: "Wiederholen",
    undoWhat: "Rückgängig: {{what}}",
    redoWhat: "Wiederholen: {{what}}",
    undone: "Rückgängig gemacht: {{what}}",
    redone: "Wiederholt: {{what}}",
    shortcuts:
      "Strg+S speichert aus jedem Tab; Strg+Z und Strg+Umschalt+Z machen jede Änderung rückgängig bzw. wiederholen sie (in einem Textfeld zuerst die eigene Eingabe).",
    undoLabel: {
      add: "{{label}} hinzufügen",
      delete: "{{label}} löschen",
      move: "{{label}} verschieben",
      replace: "durch {{label}} ersetzen",
      edit: "{{label}} bearbeiten",
    },
    settingsSavedWithPage:
      "Titel und Slug werden mit dem Rest der Seite über Speichern (Strg+S) gespeichert, aus jedem Tab.",
    slugNotReady: "Wählen Sie vor dem Speichern einen gültigen, freien Slug.",
    nothingToSave: "Es gibt nichts Neues zu speichern.",
    restore: {
      title: "Nicht gespeicherte Änderungen gefunden",
      message: "Nicht gespeicherte Änderungen von {{time}} wiederherstellen?",
      changedSince:
        "Jemand hat diese Seite danach gespeichert. Wenn Sie wiederherstellen und speichern, ersetzt Ihre Fassung die andere.",
      restore: "Wiederherstellen",
      discard: "Verwerfen",
      restored:
        "Ihre nicht gespeicherten Änderungen sind zurück. Speichern Sie, um sie zu behalten.",
    },
    preview: {
      toggle: "Live-Vorschau",
      title: "Live-Vorschau",
      updating: "Wird aktualisiert…",
      current: "Zeigt Ihre nicht gespeicherten Änderungen",
      window: "Live-Vorschau in eigenem Fenster öffnen",
      close: "Live-Vorschau schließen",
      resize: "Breite der Live-Vorschau",
      invalid: "Nicht angezeigt, bis es gespeichert werden kann:",
      frameTitle: "Live-Vorschau Ihrer nicht gespeicherten Änderungen",
      waiting:
        "Warten auf den Seiteneditor. Lassen Sie ihn in einem anderen Tab oder Fenster offen.",
    },
    publish: {
      title: "Diese Seite veröffentlichen?",
      intro:
        "Veröffentlichen speichert Ihre Änderungen und stellt diese Fassung live. Verglichen mit der Live-Seite:",
      firstTime_one: "Diese Seite ist noch nicht live; sie geht mit {{count}} Block live.",
      firstTime_other: "Diese Seite ist noch nicht live; sie geht mit {{count}} Blöcken live.",
      confirm: "Veröffentlichen",
    },
  },
};
