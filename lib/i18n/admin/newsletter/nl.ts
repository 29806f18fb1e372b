/** Dutch strings of the newsletter screen (/cmsadmin/newsletter). */
import { subscribersCsvNl } from "../../newsletter/nl.ts";
import type { NewsletterMessages } from "./en.ts";

// The list's columns and statuses are the export's (the CSV lists what the screen shows).
const [email, name, status, signedUp] = subscribersCsvNl.columns;

export const newsletterNl: NewsletterMessages = {
  newsletterAdmin: {
    nav: "Nieuwsbrief",
    title: "Nieuwsbrief",
    intro:
      "Wie zich heeft ingeschreven voor de nieuwsbrief. Alleen bevestigde adressen tellen: een inschrijving wordt bevestigd via de link in de bevestigingsmail, en elke e-mail bevat een link om je uit te schrijven.",
    filter: "Tonen",
    all: "Alle ({{count}})",
    confirmedCount: "Bevestigd ({{count}})",
    pendingCount: "In afwachting ({{count}})",
    unsubscribedCount: "Uitgeschreven ({{count}})",
    confirmed: subscribersCsvNl.status.confirmed,
    pending: subscribersCsvNl.status.pending,
    unsubscribed: subscribersCsvNl.status.unsubscribed,
    email,
    name,
    status,
    signedUp,
    confirmedAt: "Bevestigd op",
    actions: "Acties",
    sortSignedUp: "Aangemeld",
    sortEmail: "E-mailadres",
    sortName: "Naam",
    empty: "Er heeft zich nog niemand ingeschreven.",
    noResults: "Geen abonnees gevonden.",
    export: "CSV exporteren",
    exportHint: "De abonnees die het filter toont, als spreadsheetbestand (UTF-8).",
    deleteTitle: "Abonnee verwijderen",
    deleteMessage:
      "{{email}} verwijderen uit de abonnees? De links van dit adres werken dan niet meer. Dit kan niet ongedaan worden gemaakt.",
    deleteAria: "{{email}} verwijderen",
    deleted: "{{email}} is verwijderd.",
  },
};
