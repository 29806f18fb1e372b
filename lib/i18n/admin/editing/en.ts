/**
 * English strings of the editor as one document: the one Save, undo and redo, unsaved edits kept
 * in the browser, the live preview and the publish confirmation.
 */
export const editingEn = {
  editing: {
    undo: "Undo",
    redo: "Redo",
    undoWhat: "Undo: {{what}}",
    redoWhat: "Redo: {{what}}",
    undone: "Undone: {{what}}",
    redone: "Redone: {{what}}",
    shortcuts:
      "Ctrl+S saves from any tab; Ctrl+Z and Ctrl+Shift+Z undo and redo every change (inside a text field, its own typing first).",
    undoLabel: {
      add: "add {{label}}",
      delete: "delete {{label}}",
      move: "move {{label}}",
      replace: "replace by {{label}}",
      edit: "edit {{label}}",
    },
    settingsSavedWithPage:
      "The title and the slug are saved with the rest of the page by Save (Ctrl+S), from any tab.",
    slugNotReady: "Choose a slug that is valid and free before saving.",
    nothingToSave: "There is nothing new to save.",
    restore: {
      title: "Unsaved changes found",
      message: "Restore unsaved changes from {{time}}?",
      changedSince:
        "Someone saved this page after that. If you restore and save, your version replaces theirs.",
      restore: "Restore",
      discard: "Discard",
      restored: "Your unsaved changes are back. Save to keep them.",
    },
    preview: {
      toggle: "Live preview",
      title: "Live preview",
      updating: "Updating…",
      current: "Shows your unsaved changes",
      window: "Open the live preview in its own window",
      close: "Close the live preview",
      resize: "Width of the live preview",
      invalid: "Not shown until it can be saved:",
      frameTitle: "Live preview of your unsaved changes",
      waiting: "Waiting for the page editor. Keep it open in another tab or window.",
    },
    publish: {
      title: "Publish this page?",
      intro:
        "Publishing saves your changes and puts this version live. Compared with the live page:",
      firstTime_one: "This page is not live yet; it goes live with {{count}} block.",
      firstTime_other: "This page is not live yet; it goes live with {{count}} blocks.",
      confirm: "Publish",
    },
  },
};

export type EditingMessages = typeof editingEn;
