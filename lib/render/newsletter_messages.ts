/**
 * What the newsletter signup and its pages say, by display language. SPEC.md section 8's
 * newsletter failure ('Error') is verbatim; the field messages are the public forms' own
 * (lib/render/form_messages.ts: 'Dit veld is verplicht', 'Ongeldig email adres', 'Karakterlimiet
 * bereikt'), so a visitor reads the same words on every form. Kept beside
 * lib/render/messages.ts, like the forms' messages, since the signup's part is handed to the
 * island (islands/NewsletterSignup.tsx) as its props.
 */
import { type Language, languageOf } from "../content/locales.ts";
import { formMessagesFor } from "./form_messages.ts";
import type { SignupText } from "../content/island_text.ts";

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
