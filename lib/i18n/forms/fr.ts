/** The forms texts in French (see ../forms.ts). */
import type { FormMailTexts, FormMessages, SubmissionsCsvHeadings } from "./en.ts";

export const formMessagesFr: FormMessages = {
  errors: {
    required: "Ce champ est obligatoire",
    limit: "Limite de caractères atteinte",
    email: "Adresse e-mail invalide",
    phone: "Numéro de téléphone invalide",
    invalid: "Cette valeur n’est pas valide",
  },
  consent: "Cochez cette case pour envoyer le formulaire",
  failure: "Une erreur s’est produite. Veuillez réessayer plus tard.",
  busy:
    "Le site est occupé et votre formulaire n’a pas encore été envoyé. Veuillez le renvoyer dans un instant.",
  submit: "Envoyer",
  privacy: "Nous utilisons ce que vous saisissez uniquement pour traiter votre message.",
  privacyLink: "Lire notre déclaration de confidentialité.",
  sending: "Envoi en cours…",
  requiredNote: "Les champs marqués d’un * sont obligatoires.",
  optional: "facultatif",
  choose: "Faites un choix",
  charactersLeft: "Encore {count} caractères",
  oneCharacterLeft: "Encore 1 caractère",
  summaryTitle: "Veuillez corriger ce qui suit",
  summaryCount: "Le formulaire contient {count} erreurs",
  summaryOne: "Le formulaire contient 1 erreur",
  titlePrefix: "Erreur : ",
  captchaLabel: "Contrôle anti-spam",
  captchaIdle: "Se fait tout seul pendant que vous remplissez le formulaire.",
  captchaWorking: "Nous vérifions que vous n’êtes pas un robot…",
  captchaDone: "Vérification terminée",
  captchaNoScript:
    "Sans JavaScript, ce formulaire vous demande après l’envoi de confirmer une fois encore que vous n’êtes pas un robot.",
  captchaHuman: "Je ne suis pas un robot",
  honeypot: "Laissez ce champ vide",
  backTo: "Retour à {page}",
};

export const formMailFr: FormMailTexts = {
  subject: "Nouvel envoi : {form}",
  intro: "Le formulaire « {form} » a été envoyé le {date}.",
  yes: "Oui",
  no: "Non",
  empty: "(non rempli)",
  open: "Ouvrir dans l’administration",
};

export const submissionsCsvFr: SubmissionsCsvHeadings = {
  id: "ID",
  date: "Date",
  read: "Lu",
  yes: "Oui",
  no: "Non",
};
