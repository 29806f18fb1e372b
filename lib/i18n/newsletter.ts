/**
 * What the newsletter signup and its pages say, by display language. SPEC.md section 8's
 * newsletter failure ('Error') is verbatim; the field messages are the public forms' own
 * (lib/i18n/forms.ts: 'Dit veld is verplicht', 'Ongeldig e-mailadres', 'Karakterlimiet
 * bereikt'), so a visitor reads the same words on every form. Kept beside
 * lib/i18n/site.ts, like the forms' messages, since the signup's part is handed to the
 * island (islands/NewsletterSignup.tsx) as its props.
 */
import { type Language, languageOf } from "../content/locales.ts";
import { formMessagesFor } from "./forms.ts";
import type { SignupText } from "../content/island_text.ts";
import type { SubscriberStatus } from "../content/newsletter.ts";

export type { SignupText };

export interface NewsletterMessages {
  /** The block's heading when the editor gave none. */
  heading: string;
  signup: SignupText;
  /** The page a signup without JavaScript is answered with. */
  signupTitle: string;
  sentTitle: string;
  /** Above the form again when it had mistakes. */
  fixErrors: string;
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;
  confirmedTitle: string;
  confirmedText: string;
  unsubscribeTitle: string;
  unsubscribeText: string;
  unsubscribeButton: string;
  unsubscribedTitle: string;
  unsubscribedText: string;
  linkInvalidTitle: string;
  confirmInvalidText: string;
  unsubscribeInvalidText: string;
  home: string;
}

type OwnText = Omit<NewsletterMessages, "signup"> & {
  signup: Omit<SignupText, "errors" | "honeypot">;
};

/** "{site}" is replaced by the site's name. */
const MESSAGES: Record<Language, OwnText> = {
  en: {
    heading: "Newsletter",
    signup: {
      name: "Name",
      email: "E-mail address",
      subscribe: "Subscribe",
      privacy:
        "We use your name and e-mail address only to send you the newsletter, and you can unsubscribe at any time.",
      privacyLink: "Read our privacy statement.",
      sending: "Sending…",
      sent: "Sent",
      failure: "Error",
      success:
        "Almost done! We have sent you an e-mail. Check your mailbox and confirm your subscription with the link in it.",
    },
    signupTitle: "Newsletter",
    sentTitle: "Check your mailbox",
    fixErrors: "Please correct the fields below.",
    confirmTitle: "Confirm your subscription",
    confirmText: "Confirm that you want to receive the {site} newsletter.",
    confirmButton: "Confirm subscription",
    confirmedTitle: "Subscription confirmed",
    confirmedText:
      "Thank you! From now on you will receive the {site} newsletter. You can unsubscribe at any time with the link at the bottom of every e-mail.",
    unsubscribeTitle: "Unsubscribe",
    unsubscribeText: "No longer want to receive the {site} newsletter?",
    unsubscribeButton: "Unsubscribe",
    unsubscribedTitle: "You are unsubscribed",
    unsubscribedText:
      "You will no longer receive the {site} newsletter. You can sign up again at any time.",
    linkInvalidTitle: "This link no longer works",
    confirmInvalidText:
      "The link has been used or has expired. If you already confirmed your subscription, you are subscribed; otherwise, please sign up again.",
    unsubscribeInvalidText:
      "This unsubscribe link is not valid (any more). This address does not receive the newsletter through it.",
    home: "Go to the home page",
  },
  nl: {
    heading: "Nieuwsbrief",
    signup: {
      name: "Naam",
      email: "E-mailadres",
      subscribe: "Inschrijven",
      privacy:
        "Wij gebruiken uw naam en e-mailadres alleen om u de nieuwsbrief te sturen; u kunt zich altijd weer afmelden.",
      privacyLink: "Lees onze privacyverklaring.",
      sending: "Bezig met versturen…",
      sent: "Verstuurd",
      failure: "Error",
      success:
        "Bijna klaar! We hebben u een e-mail gestuurd. Kijk in uw mailbox en bevestig uw inschrijving met de link in die e-mail.",
    },
    signupTitle: "Nieuwsbrief",
    sentTitle: "Kijk in uw mailbox",
    fixErrors: "Verbeter de velden hieronder.",
    confirmTitle: "Bevestig uw inschrijving",
    confirmText: "Bevestig dat u de nieuwsbrief van {site} wilt ontvangen.",
    confirmButton: "Inschrijving bevestigen",
    confirmedTitle: "Inschrijving bevestigd",
    confirmedText:
      "Bedankt! Vanaf nu ontvangt u de nieuwsbrief van {site}. Uitschrijven kan altijd via de link onderaan elke e-mail.",
    unsubscribeTitle: "Uitschrijven",
    unsubscribeText: "Wilt u de nieuwsbrief van {site} niet meer ontvangen?",
    unsubscribeButton: "Uitschrijven",
    unsubscribedTitle: "U bent uitgeschreven",
    unsubscribedText:
      "U ontvangt de nieuwsbrief van {site} niet meer. U kunt zich altijd opnieuw aanmelden.",
    linkInvalidTitle: "Deze link werkt niet meer",
    confirmInvalidText:
      "De link is al gebruikt of verlopen. Heeft u uw inschrijving al bevestigd, dan bent u ingeschreven; anders kunt u zich opnieuw aanmelden.",
    unsubscribeInvalidText:
      "Deze uitschrijflink is niet (meer) geldig. Dit adres ontvangt via deze link geen nieuwsbrief.",
    home: "Naar de homepage",
  },
  de: {
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
  },
  fr: {
    heading: "Newsletter",
    signup: {
      name: "Nom",
      email: "Adresse e-mail",
      subscribe: "S’inscrire",
      privacy:
        "Nous utilisons votre nom et votre adresse e-mail uniquement pour vous envoyer la lettre d’information ; vous pouvez vous désinscrire à tout moment.",
      privacyLink: "Lire notre déclaration de confidentialité.",
      sending: "Envoi en cours…",
      sent: "Envoyé",
      failure: "Error",
      success:
        "Presque terminé ! Nous vous avons envoyé un e-mail. Consultez votre boîte de réception et confirmez votre inscription avec le lien qu’il contient.",
    },
    signupTitle: "Newsletter",
    sentTitle: "Consultez votre boîte de réception",
    fixErrors: "Veuillez corriger les champs ci-dessous.",
    confirmTitle: "Confirmez votre inscription",
    confirmText: "Confirmez que vous souhaitez recevoir la newsletter de {site}.",
    confirmButton: "Confirmer l’inscription",
    confirmedTitle: "Inscription confirmée",
    confirmedText:
      "Merci ! Vous recevrez désormais la newsletter de {site}. Vous pouvez vous désinscrire à tout moment avec le lien en bas de chaque e-mail.",
    unsubscribeTitle: "Se désinscrire",
    unsubscribeText: "Vous ne souhaitez plus recevoir la newsletter de {site} ?",
    unsubscribeButton: "Se désinscrire",
    unsubscribedTitle: "Vous êtes désinscrit",
    unsubscribedText:
      "Vous ne recevrez plus la newsletter de {site}. Vous pouvez vous réinscrire à tout moment.",
    linkInvalidTitle: "Ce lien ne fonctionne plus",
    confirmInvalidText:
      "Le lien a déjà été utilisé ou a expiré. Si vous avez déjà confirmé votre inscription, vous êtes inscrit ; sinon, inscrivez-vous à nouveau.",
    unsubscribeInvalidText:
      "Ce lien de désinscription n’est pas (ou plus) valable. Cette adresse ne reçoit pas de newsletter par ce lien.",
    home: "Aller à la page d’accueil",
  },
};

/** The newsletter's words in `locale`'s language (a locale or a language code). */
export function newsletterMessagesFor(locale: string): NewsletterMessages {
  const own = MESSAGES[languageOf(locale)];
  const form = formMessagesFor(locale);
  return {
    ...own,
    signup: {
      ...own.signup,
      errors: { V_01: form.errors.required, V_02: form.errors.email, V_14: form.errors.limit },
      honeypot: form.honeypot,
    },
  };
}

/** The newsletter's e-mails (lib/mail/newsletter_templates.ts). */
export interface NewsletterMailTexts {
  confirmSubject: string;
  /** Speaks of "the link below": the text version has only the link (the HTML one a button too). */
  confirmBody: string;
  confirmAction: string;
  confirmExpiry: string;
  confirmIgnore: string;
  welcomeSubject: string;
  greeting: string;
  welcomeBody: string;
  /** Before the unsubscribe link at the foot of every mail. */
  unsubscribe: string;
}

export const NEWSLETTER_MAIL_TEXTS: Record<Language, NewsletterMailTexts> = {
  en: {
    confirmSubject: "Confirm your subscription to the {site} newsletter",
    confirmBody:
      "This e-mail address was signed up for the {site} newsletter. Confirm with the link below that you want to receive it.",
    confirmAction: "Confirm subscription",
    confirmExpiry: "This link is valid for 7 days and can be used once.",
    confirmIgnore:
      "Did you not sign up? Then you need not do anything: without confirmation you will not receive the newsletter.",
    welcomeSubject: "You are subscribed to the {site} newsletter",
    greeting: "Hello,",
    welcomeBody: "Thank you for confirming. From now on you will receive the {site} newsletter.",
    unsubscribe: "No longer want these e-mails? Unsubscribe:",
  },
  nl: {
    confirmSubject: "Bevestig uw inschrijving voor de nieuwsbrief van {site}",
    confirmBody:
      "Dit e-mailadres is aangemeld voor de nieuwsbrief van {site}. Bevestig via de link hieronder dat u de nieuwsbrief wilt ontvangen.",
    confirmAction: "Inschrijving bevestigen",
    confirmExpiry: "Deze link is 7 dagen geldig en kan één keer worden gebruikt.",
    confirmIgnore:
      "Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u de nieuwsbrief niet.",
    welcomeSubject: "U bent ingeschreven voor de nieuwsbrief van {site}",
    greeting: "Beste lezer,",
    welcomeBody: "Bedankt voor uw bevestiging. Vanaf nu ontvangt u de nieuwsbrief van {site}.",
    unsubscribe: "Wilt u deze e-mails niet meer ontvangen? Uitschrijven:",
  },
  de: {
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
  },
  fr: {
    confirmSubject: "Confirmez votre inscription à la newsletter de {site}",
    confirmBody:
      "Cette adresse e-mail a été inscrite à la newsletter de {site}. Confirmez avec le lien ci-dessous que vous souhaitez la recevoir.",
    confirmAction: "Confirmer l’inscription",
    confirmExpiry: "Ce lien est valable 7 jours et ne peut servir qu’une fois.",
    confirmIgnore:
      "Vous ne vous êtes pas inscrit ? Vous n’avez rien à faire : sans confirmation, vous ne recevrez pas la newsletter.",
    welcomeSubject: "Vous êtes inscrit à la newsletter de {site}",
    greeting: "Bonjour,",
    welcomeBody: "Merci de votre confirmation. Vous recevrez désormais la newsletter de {site}.",
    unsubscribe: "Vous ne souhaitez plus recevoir ces e-mails ? Se désinscrire :",
  },
};

/** The headings of the subscribers as CSV (lib/ops/newsletter/export_subscribers.ts). */
export interface SubscribersCsvHeadings {
  columns: [string, string, string, string, string, string, string];
  status: Record<SubscriberStatus, string>;
}

export const SUBSCRIBERS_CSV_HEADINGS: Record<Language, SubscribersCsvHeadings> = {
  en: {
    columns: [
      "E-mail address",
      "Name",
      "Status",
      "Signed up",
      "Confirmed",
      "Unsubscribed",
      "Locale",
    ],
    status: { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
  },
  nl: {
    columns: ["E-mailadres", "Naam", "Status", "Aangemeld", "Bevestigd", "Uitgeschreven", "Taal"],
    status: { pending: "In afwachting", confirmed: "Bevestigd", unsubscribed: "Uitgeschreven" },
  },
  de: {
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
  },
  fr: {
    columns: ["Adresse e-mail", "Nom", "Statut", "Inscrit", "Confirmé", "Désinscrit", "Langue"],
    status: { pending: "En attente", confirmed: "Confirmé", unsubscribed: "Désinscrit" },
  },
};
