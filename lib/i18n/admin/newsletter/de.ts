/** German strings of the newsletter screen (/cmsadmin/newsletter). */
import { subscribersCsvDe } from "../../newsletter/de.ts";
import type { NewsletterMessages } from "./en.ts";

// The list's columns and statuses are the export's (the CSV lists what the screen shows).
const [email, name, status, signedUp] = subscribersCsvDe.columns;

export const newsletterDe: NewsletterMessages = {
  newsletterAdmin: {
    nav: "Newsletter",
    title: "Newsletter",
    intro:
      "Wer sich für den Newsletter angemeldet hat. Nur bestätigte Adressen zählen: Eine Anmeldung wird über den Link in der Bestätigungs-E-Mail bestätigt, und jede E-Mail enthält einen Link zum Abmelden.",
    filter: "Anzeigen",
    all: "Alle ({{count}})",
    confirmedCount: "Bestätigt ({{count}})",
    pendingCount: "Ausstehend ({{count}})",
    unsubscribedCount: "Abgemeldet ({{count}})",
    confirmed: subscribersCsvDe.status.confirmed,
    pending: subscribersCsvDe.status.pending,
    unsubscribed: subscribersCsvDe.status.unsubscribed,
    email,
    name,
    status,
    signedUp,
    confirmedAt: "Bestätigt am",
    actions: "Aktionen",
    sortSignedUp: "Angemeldet",
    sortEmail: "E-Mail-Adresse",
    sortName: "Name",
    empty: "Noch hat sich niemand angemeldet.",
    noResults: "Keine passenden Abonnenten.",
    export: "CSV exportieren",
    exportHint: "Die vom Filter gezeigten Abonnenten als Tabellendatei (UTF-8).",
    deleteTitle: "Abonnent löschen",
    deleteMessage:
      "{{email}} aus den Abonnenten löschen? Die Links dieser Adresse funktionieren dann nicht mehr. Dies kann nicht rückgängig gemacht werden.",
    deleteAria: "{{email}} löschen",
    deleted: "{{email}} wurde gelöscht.",
  },
};
