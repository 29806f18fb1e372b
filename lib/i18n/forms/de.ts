/** The forms texts in German (see ../forms.ts). */
import type { FormMailTexts, FormMessages, SubmissionsCsvHeadings } from "./en.ts";

export const formMessagesDe: FormMessages = {
  errors: {
    required: "Dieses Feld ist erforderlich",
    limit: "Zeichenlimit erreicht",
    email: "Ungültige E-Mail-Adresse",
    phone: "Ungültige Telefonnummer",
    invalid: "Dieser Wert ist ungültig",
  },
  consent: "Kreuzen Sie dies an, um das Formular zu senden",
  failure: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.",
  busy:
    "Die Website ist gerade ausgelastet, Ihr Formular wurde noch nicht gesendet. Bitte senden Sie es gleich noch einmal.",
  submit: "Senden",
  privacy: "Wir verwenden Ihre Angaben nur, um Ihre Nachricht zu bearbeiten.",
  privacyLink: "Lesen Sie unsere Datenschutzerklärung.",
  sending: "Wird gesendet…",
  requiredNote: "Felder mit * sind Pflichtfelder.",
  optional: "optional",
  choose: "Bitte wählen",
  charactersLeft: "Noch {count} Zeichen",
  oneCharacterLeft: "Noch 1 Zeichen",
  summaryTitle: "Bitte prüfen Sie Folgendes",
  summaryCount: "Das Formular enthält {count} Fehler",
  summaryOne: "Das Formular enthält 1 Fehler",
  titlePrefix: "Fehler: ",
  captchaLabel: "Spamschutz",
  captchaIdle: "Läuft von selbst, während Sie das Formular ausfüllen.",
  captchaWorking: "Wir prüfen, dass Sie kein Roboter sind…",
  captchaDone: "Prüfung abgeschlossen",
  captchaNoScript:
    "Ohne JavaScript bittet dieses Formular Sie nach dem Senden, noch einmal zu bestätigen, dass Sie kein Roboter sind.",
  captchaHuman: "Ich bin kein Roboter",
  honeypot: "Dieses Feld leer lassen",
  backTo: "Zurück zu {page}",
};

export const formMailDe: FormMailTexts = {
  subject: "Neue Einsendung: {form}",
  intro: "Das Formular „{form}“ wurde am {date} gesendet.",
  yes: "Ja",
  no: "Nein",
  empty: "(nicht ausgefüllt)",
  open: "In der Verwaltung öffnen",
};

export const submissionsCsvDe: SubmissionsCsvHeadings = {
  id: "ID",
  date: "Datum",
  read: "Gelesen",
  yes: "Ja",
  no: "Nein",
};
