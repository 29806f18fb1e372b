/**
 * What the public forms say, by display language (SPEC.md section 5 for the field messages and
 * section 8 for the failure, verbatim in Dutch). Kept beside lib/i18n/site.ts rather than
 * in it: the whole set is also handed to the form island (islands/PublicForm.tsx) as its props.
 */
import { type Language, languageOf } from "../content/locales.ts";
import type { FormMessages } from "../content/island_text.ts";

export type { FormMessages };

const MESSAGES: Record<Language, FormMessages> = {
  en: {
    errors: {
      required: "This field is required",
      limit: "Character limit reached",
      email: "Invalid e-mail address",
      phone: "Invalid phone number",
      invalid: "This value is not valid",
    },
    consent: "Tick this box to send the form",
    failure: "Something went wrong. Please try again later.",
    busy: "The site is busy and your form was not sent yet. Please send it again in a moment.",
    submit: "Send",
    privacy: "We use what you fill in only to deal with your message.",
    privacyLink: "Read our privacy statement.",
    sending: "Sending…",
    requiredNote: "Fields marked * are required.",
    optional: "optional",
    choose: "Make a choice",
    charactersLeft: "{count} characters left",
    oneCharacterLeft: "1 character left",
    summaryTitle: "Please correct the following",
    summaryCount: "The form has {count} errors",
    summaryOne: "The form has 1 error",
    titlePrefix: "Error: ",
    captchaLabel: "Spam check",
    captchaIdle: "Runs by itself while you fill in the form.",
    captchaWorking: "Checking that you are not a robot…",
    captchaDone: "Check complete",
    captchaNoScript:
      "Without JavaScript this form asks you to confirm once more that you are not a robot after you send it.",
    captchaHuman: "I am not a robot",
    honeypot: "Leave this field empty",
    backTo: "Back to {page}",
  },
  nl: {
    errors: {
      required: "Dit veld is verplicht",
      limit: "Karakterlimiet bereikt",
      email: "Ongeldig e-mailadres",
      phone: "Ongeldig telefoonnummer",
      invalid: "Deze waarde is niet geldig",
    },
    consent: "Vink dit aan om het formulier te versturen",
    failure: "Er is iets fout gegaan. Probeer het later nog eens.",
    busy:
      "De site is even druk en je formulier is nog niet verstuurd. Verstuur het zo meteen opnieuw.",
    submit: "Versturen",
    privacy: "Wij gebruiken wat u invult alleen om uw bericht te behandelen.",
    privacyLink: "Lees onze privacyverklaring.",
    sending: "Bezig met versturen…",
    requiredNote: "Velden met een * zijn verplicht.",
    optional: "optioneel",
    choose: "Maak een keuze",
    charactersLeft: "Nog {count} tekens",
    oneCharacterLeft: "Nog 1 teken",
    summaryTitle: "Controleer het volgende",
    summaryCount: "Het formulier bevat {count} fouten",
    summaryOne: "Het formulier bevat 1 fout",
    titlePrefix: "Fout: ",
    captchaLabel: "Spamcontrole",
    captchaIdle: "Gebeurt vanzelf terwijl u het formulier invult.",
    captchaWorking: "We controleren of u geen robot bent…",
    captchaDone: "Controle voltooid",
    captchaNoScript:
      "Zonder JavaScript vraagt dit formulier na het versturen nog één keer te bevestigen dat u geen robot bent.",
    captchaHuman: "Ik ben geen robot",
    honeypot: "Laat dit veld leeg",
    backTo: "Terug naar {page}",
  },
  de: {
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
  },
  fr: {
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
  },
};

export function formMessagesFor(language: string): FormMessages {
  return MESSAGES[languageOf(language)];
}

/** The e-mails of a form submission (lib/mail/form_templates.ts). */
export interface FormMailTexts {
  subject: string;
  intro: string;
  yes: string;
  no: string;
  empty: string;
  open: string;
}

export const FORM_MAIL_TEXTS: Record<Language, FormMailTexts> = {
  en: {
    subject: "New submission: {form}",
    intro: "The form “{form}” was sent on {date}.",
    yes: "Yes",
    no: "No",
    empty: "(not filled in)",
    open: "Open in the admin",
  },
  nl: {
    subject: "Nieuwe inzending: {form}",
    intro: "Het formulier “{form}” is verstuurd op {date}.",
    yes: "Ja",
    no: "Nee",
    empty: "(niet ingevuld)",
    open: "Openen in de beheeromgeving",
  },
  de: {
    subject: "Neue Einsendung: {form}",
    intro: "Das Formular „{form}“ wurde am {date} gesendet.",
    yes: "Ja",
    no: "Nein",
    empty: "(nicht ausgefüllt)",
    open: "In der Verwaltung öffnen",
  },
  fr: {
    subject: "Nouvel envoi : {form}",
    intro: "Le formulaire « {form} » a été envoyé le {date}.",
    yes: "Oui",
    no: "Non",
    empty: "(non rempli)",
    open: "Ouvrir dans l’administration",
  },
};

/** The headings of a template's submissions as CSV (lib/ops/forms/submissions_csv.ts). */
export const SUBMISSIONS_CSV_HEADINGS: Record<
  Language,
  { id: string; date: string; read: string; yes: string; no: string }
> = {
  en: { id: "ID", date: "Date", read: "Read", yes: "Yes", no: "No" },
  nl: { id: "ID", date: "Datum", read: "Gelezen", yes: "Ja", no: "Nee" },
  de: { id: "ID", date: "Datum", read: "Gelesen", yes: "Ja", no: "Nein" },
  fr: { id: "ID", date: "Date", read: "Lu", yes: "Oui", no: "Non" },
};
