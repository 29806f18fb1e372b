/** German strings of the webhooks screen (/cmsadmin/settings/webhooks). */
import type { WebhooksMessages } from "./en.ts";

export const webhooksDe: WebhooksMessages = {
  webhooks: {
    title: "Webhooks",
    intro:
      "Andere Systeme (eine App, ein Portal, ein Suchdienst) erfahren, wenn sich Inhalte ändern: Ximblox sendet für die gewählten Ereignisse eine signierte JSON-Nachricht an jede Adresse.",
    add: "Webhook hinzufügen",
    edit: "Webhook bearbeiten",
    loading: "Webhooks werden geladen…",
    empty:
      "Noch keine Webhooks. Fügen Sie einen hinzu, um Ereignisse an ein anderes System zu senden.",
    url: "Adresse (URL)",
    urlHint:
      "Eine https-Adresse des empfangenden Systems. Adressen in privaten Netzen werden abgelehnt.",
    events: "Ereignisse",
    event: {
      pagePublished: "Seite veröffentlicht",
      pageUnpublished: "Veröffentlichung zurückgezogen",
      pageDeleted: "Seite gelöscht",
      pageSlugChanged: "Seitenadresse geändert",
      mediaReplaced: "Datei ersetzt",
      mediaTrashed: "Datei in den Papierkorb verschoben",
      mediaRestored: "Datei wiederhergestellt",
      formSubmitted: "Formular abgeschickt",
    },
    includeFormAnswers: "Antworten des Formulars mitsenden",
    includeFormAnswersHint:
      "Aus: „Formular abgeschickt“ nennt das Formular, aber nicht, was der Besucher geschrieben hat.",
    enabled: "Aktiviert",
    enabledHint:
      "Ein deaktivierter Webhook behält Einstellungen und Protokoll, bekommt aber nichts.",
    status: {
      enabled: "Aktiviert",
      disabled: "Deaktiviert",
      paused: "Pausiert",
      failing: "Fehlerhaft",
    },
    pausedNote:
      "Seit {{date}} pausiert, nachdem er einen Tag lang fehlschlug. Speichern Sie ihn erneut, um ihn fortzusetzen; wer ihn anlegte, wurde per E-Mail informiert.",
    owner: "Angelegt von {{name}}",
    eventCount_one: "{{count}} Ereignis",
    eventCount_other: "{{count}} Ereignisse",
    created: "Der Webhook wurde hinzugefügt.",
    updated: "Der Webhook wurde gespeichert.",
    deleted: "Der Webhook wurde gelöscht.",
    deleteTitle: "Diesen Webhook löschen?",
    deleteMessage: "{{url}} bekommt nichts mehr, und das Zustellprotokoll wird gelöscht.",
    editAria: "Den Webhook {{url}} bearbeiten",
    deleteAria: "Den Webhook {{url}} löschen",
    logAria: "Zustellprotokoll des Webhooks {{url}}",
    secretTitle: "Das Signaturgeheimnis des Webhooks",
    secretIntro:
      "Kopieren Sie das Geheimnis jetzt und geben Sie es dem empfangenden System: Es wird nur dieses eine Mal angezeigt. Der Empfänger prüft damit die Signatur jeder Nachricht (Standard Webhooks).",
    secretCopy: "Geheimnis kopieren",
    secretCopied: "Kopiert",
    secretDone: "Ich habe es kopiert",
    log: "Zustellprotokoll",
    logTitle: "Zustellprotokoll: {{url}}",
    logLoading: "Zustellungen werden geladen…",
    logEmpty: "An diesen Webhook wurde noch nichts gesendet.",
    refresh: "Aktualisieren",
    responseCode: "Antwortcode {{code}}",
    attempts_one: "{{count}} Versuch",
    attempts_other: "{{count}} Versuche",
    answerShow: "Antwort anzeigen",
    noAnswer: "Keine Antwort",
    nextAttempt: "Nächster Versuch: {{date}}",
    resentMark: "erneut gesendet",
    deliveryState: {
      pending: "Wartet",
      retrying: "Wird wiederholt",
      delivered: "Zugestellt",
      failed: "Fehlgeschlagen",
    },
    sendAgain: "Erneut senden",
    sendAgainAria: "Erneut senden: {{event}}, {{date}}",
    sentAgain: "Das Ereignis wird erneut gesendet.",
  },
};
