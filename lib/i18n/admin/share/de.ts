/** Deutsche Texte von Vorschau teilen im Seiteneditor (siehe ./en.ts). */
export const shareDe = {
  share: {
    open: "Vorschau teilen",
    title: "Eine Vorschau teilen",
    intro:
      "Alle mit dem Link sehen Version {{id}} so dargestellt wie auf der Live-Website, als Vorschau markiert und vor Suchmaschinen verborgen, bis der Link abläuft oder widerrufen wird.",
    dirty:
      "Sie haben ungespeicherte Änderungen: Der Link zeigt die zuletzt gespeicherte Version. Speichern Sie zuerst, um sie zu teilen.",
    live:
      "Diese Version ist die veröffentlichte: Senden Sie stattdessen ihre öffentliche Adresse. Speichern Sie eine Änderung, um einen Entwurf zu teilen.",
    validFor: "Gültig für",
    hours_one: "{{count}} Stunde",
    hours_other: "{{count}} Stunden",
    days_one: "{{count}} Tag",
    days_other: "{{count}} Tage",
    password: "Passwort (optional)",
    passwordHint:
      "Prüfende geben es ein, bevor die Vorschau erscheint. Teilen Sie es getrennt vom Link mit.",
    allowComments: "Kommentare erlauben",
    allowCommentsHint: "Prüfende dürfen diese Version kommentieren, mit Name und E-Mail.",
    create: "Link erstellen",
    created:
      "Der Link ist erstellt. Kopieren Sie ihn jetzt: Er wird nur dieses eine Mal angezeigt.",
    url: "Freigabelink",
    copy: "Link kopieren",
    copied: "Kopiert",
    listTitle: "Gültige Links dieser Seite",
    none: "Diese Seite hat keine gültigen Freigabelinks.",
    loadFailed: "Die Links konnten nicht geladen werden.",
    failed: "Der Link konnte nicht erstellt werden.",
    createdBy: "Erstellt von",
    version: "Version",
    expires: "Läuft ab",
    withPassword: "Passwort",
    revoke: "Widerrufen",
    revokeLabel: "Den Link von {{name}} widerrufen, läuft ab {{date}}",
    revokeConfirm: "Diesen Link widerrufen? Wer ihn hat, erfährt, dass er nicht mehr funktioniert.",
    revokeYes: "Link widerrufen",
    keep: "Behalten",
    revoked: "Der Link ist widerrufen.",
  },
};
