/** German strings of presence and soft locks in the page editor (see en.ts). */
import type { PresenceMessages } from "./en.ts";

export const presenceDe: PresenceMessages = {
  presence: {
    listLabel: "Andere auf dieser Seite",
    editing: "{{name}} bearbeitet diese Seite — seit {{time}}",
    open: "{{name}} hat diese Seite geöffnet — seit {{time}}",
    selfEditing: "Sie bearbeiten diese Seite in einem anderen Tab — seit {{time}}",
    selfOpen: "Sie haben diese Seite in einem anderen Tab geöffnet — seit {{time}}",
    readOnlySelf:
      "Die Seite ist hier schreibgeschützt, solange Sie sie in einem anderen Tab bearbeiten. Übernehmen Sie, um hier Änderungen vorzunehmen; der andere Tab behält seine nicht gespeicherten Änderungen.",
    readOnly:
      "Die Seite ist für Sie schreibgeschützt, solange {{name}} sie bearbeitet. Übernehmen Sie, um Änderungen vorzunehmen: {{name}} erfährt es sofort und behält die nicht gespeicherten Änderungen im eigenen Browser.",
    takeOver: "Übernehmen",
    idleRule: "Ändert {{name}} {{minutes}} Minuten lang nichts, wird die Seite wieder frei.",
    released: {
      title: "Diese Seite ist jetzt für andere frei",
      message:
        "Sie haben {{minutes}} Minuten lang nichts geändert, daher dürfen andere sie seit {{time}} bearbeiten. Ihre ungespeicherten Änderungen bleiben hier; ändern Sie etwas, um weiterzuarbeiten, sofern nicht inzwischen jemand anderes begonnen hat.",
    },
    takeOverFailed: "Die Seite konnte nicht übernommen werden. Bitte versuchen Sie es erneut.",
    tookOver: "Sie bearbeiten diese Seite jetzt.",
    lost: {
      title: "{{name}} hat diese Seite übernommen",
      message:
        "Um {{time}} hat {{name}} die Bearbeitung übernommen. Die Seite ist jetzt für Sie schreibgeschützt; Ihre nicht gespeicherten Änderungen bleiben in diesem Browser und werden nach dem Neuladen wieder angeboten.",
      messageSaved:
        "Um {{time}} hat {{name}} die Bearbeitung übernommen. Die Seite ist jetzt für Sie schreibgeschützt; laden Sie neu, um die Änderungen zu sehen.",
      reload: "Neu laden",
      takeBack: "Zurücknehmen",
    },
    merge: {
      open: "Nebeneinander vergleichen",
      title: "Ihre Änderungen und die gespeicherte Version",
      intro:
        "Jemand hat diese Seite gespeichert, nachdem Sie begonnen haben. Wählen Sie für jeden abweichenden Block, welche Version bleibt, und speichern Sie das Ergebnis. Seitenfelder, die Sie geändert haben (Titel, SEO), behalten Ihren Wert; die anderen den gespeicherten.",
      loading: "Die gespeicherte Version wird geladen…",
      loadFailed: "Die gespeicherte Version konnte nicht geladen werden.",
      none: "Die Blöcke sind in beiden Versionen gleich; beim Speichern bleiben Ihre Seitenfelder.",
      mine: "Ihre Version",
      stored: "Gespeicherte Version",
      keepMine: "Ihre behalten",
      keepStored: "Gespeicherte behalten",
      choice: "Welcher Block {{block}} bleibt",
      absent: "Nicht in dieser Version",
      onlyMine: "Nur in Ihrer Fassung",
      onlyStored: "Nur in der gespeicherten Fassung",
      store: "Zusammengeführte Version speichern",
      cancel: "Abbrechen",
    },
  },
};
