/** The newsletter texts in French (see ../newsletter.ts). */
import type { NewsletterMailTexts, NewsletterOwnText, SubscribersCsvHeadings } from "./en.ts";

export const newsletterMessagesFr: NewsletterOwnText = {
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
};

export const newsletterMailFr: NewsletterMailTexts = {
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
};

export const subscribersCsvFr: SubscribersCsvHeadings = {
  columns: ["Adresse e-mail", "Nom", "Statut", "Inscrit le", "Confirmé", "Désinscrit", "Langue"],
  status: { pending: "En attente", confirmed: "Confirmé", unsubscribed: "Désinscrit" },
};
