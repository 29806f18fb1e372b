/** The newsletter texts in German (see ../newsletter.ts). */
import type { NewsletterMailTexts, NewsletterOwnText, SubscribersCsvHeadings } from "./en.ts";

export const newsletterMessagesDe: NewsletterOwnText = {
  heading: "Newsletter",
  signup: {
    name: "Name",
    email: "E-Mail-Adresse",
    subscribe: "Abonnieren",
    privacy:
      "Wir verwenden Ihren Namen und Ihre E-Mail-Adresse nur für den Newsletter; Sie können sich jederzeit abmelden.",
    privacyLink: "Lesen Sie unsere Datenschutzerklärung.",
    sending: "Wird gesendet…",
    sent: "Gesendet",
    failure: "Error",
    success:
      "Fast fertig! Wir haben Ihnen eine E-Mail geschickt. Sehen Sie in Ihr Postfach und bestätigen Sie Ihr Abonnement mit dem Link darin.",
  },
  signupTitle: "Newsletter",
  sentTitle: "Sehen Sie in Ihr Postfach",
  fixErrors: "Bitte korrigieren Sie die Felder unten.",
  confirmTitle: "Abonnement bestätigen",
  confirmText: "Bestätigen Sie, dass Sie den Newsletter von {site} erhalten möchten.",
  confirmButton: "Abonnement bestätigen",
  confirmedTitle: "Abonnement bestätigt",
  confirmedText:
    "Danke! Ab jetzt erhalten Sie den Newsletter von {site}. Abmelden können Sie sich jederzeit über den Link unten in jeder E-Mail.",
  unsubscribeTitle: "Abmelden",
  unsubscribeText: "Sie möchten den Newsletter von {site} nicht mehr erhalten?",
  unsubscribeButton: "Abmelden",
  unsubscribedTitle: "Sie sind abgemeldet",
  unsubscribedText:
    "Sie erhalten den Newsletter von {site} nicht mehr. Sie können sich jederzeit wieder anmelden.",
  linkInvalidTitle: "Dieser Link funktioniert nicht mehr",
  confirmInvalidText:
    "Der Link wurde bereits verwendet oder ist abgelaufen. Haben Sie Ihr Abonnement schon bestätigt, sind Sie angemeldet; sonst melden Sie sich bitte erneut an.",
  unsubscribeInvalidText:
    "Dieser Abmeldelink ist nicht (mehr) gültig. Über ihn erhält diese Adresse keinen Newsletter.",
  home: "Zur Startseite",
};

export const newsletterMailDe: NewsletterMailTexts = {
  confirmSubject: "Bestätigen Sie Ihr Abonnement des {site}-Newsletters",
  confirmBody:
    "Diese E-Mail-Adresse wurde für den Newsletter von {site} angemeldet. Bestätigen Sie über den Link unten, dass Sie ihn erhalten möchten.",
  confirmAction: "Abonnement bestätigen",
  confirmExpiry: "Dieser Link ist 7 Tage gültig und kann einmal verwendet werden.",
  confirmIgnore:
    "Haben Sie sich nicht angemeldet? Dann müssen Sie nichts tun: Ohne Bestätigung erhalten Sie den Newsletter nicht.",
  welcomeSubject: "Sie haben den {site}-Newsletter abonniert",
  greeting: "Hallo,",
  welcomeBody: "Danke für Ihre Bestätigung. Ab jetzt erhalten Sie den Newsletter von {site}.",
  unsubscribe: "Sie möchten diese E-Mails nicht mehr erhalten? Abmelden:",
};

export const subscribersCsvDe: SubscribersCsvHeadings = {
  columns: [
    "E-Mail-Adresse",
    "Name",
    "Status",
    "Angemeldet",
    "Bestätigt",
    "Abgemeldet",
    "Sprache",
  ],
  status: { pending: "Ausstehend", confirmed: "Bestätigt", unsubscribed: "Abgemeldet" },
};
