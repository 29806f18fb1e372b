/** English strings of the newsletter screen (/cmsadmin/newsletter). */
import { subscribersCsvEn } from "../../newsletter/en.ts";

// The list's columns and statuses are the export's (the CSV lists what the screen shows).
const [email, name, status, signedUp] = subscribersCsvEn.columns;

export const newsletterEn = {
  newsletterAdmin: {
    nav: "Newsletter",
    title: "Newsletter",
    intro:
      "Who signed up for the newsletter. Only confirmed addresses count: a signup is confirmed through the link in the confirmation e-mail, and every e-mail carries a link to unsubscribe.",
    filter: "Show",
    all: "All ({{count}})",
    confirmedCount: "Confirmed ({{count}})",
    pendingCount: "Pending ({{count}})",
    unsubscribedCount: "Unsubscribed ({{count}})",
    confirmed: subscribersCsvEn.status.confirmed,
    pending: subscribersCsvEn.status.pending,
    unsubscribed: subscribersCsvEn.status.unsubscribed,
    email,
    name,
    status,
    signedUp,
    confirmedAt: "Confirmed on",
    actions: "Actions",
    sortSignedUp: "Signed up",
    sortEmail: "E-mail address",
    sortName: "Name",
    empty: "Nobody has signed up yet.",
    noResults: "No subscribers match.",
    export: "Export CSV",
    exportHint: "The subscribers shown by the filter, as a spreadsheet file (UTF-8).",
    deleteTitle: "Delete subscriber",
    deleteMessage:
      "Delete {{email}} from the subscribers? The address's links stop working. This cannot be undone.",
    deleteAria: "Delete {{email}}",
    deleted: "{{email}} was deleted.",
  },
};

export type NewsletterMessages = typeof newsletterEn;
