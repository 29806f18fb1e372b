/** The forms texts in Dutch (see ../forms.ts). */
import type { FormMailTexts, FormMessages, SubmissionsCsvHeadings } from "./en.ts";

export const formMessagesNl: FormMessages = {
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
};

export const formMailNl: FormMailTexts = {
  subject: "Nieuwe inzending: {form}",
  intro: "Het formulier “{form}” is verstuurd op {date}.",
  yes: "Ja",
  no: "Nee",
  empty: "(niet ingevuld)",
  open: "Openen in de beheeromgeving",
};

export const submissionsCsvNl: SubmissionsCsvHeadings = {
  id: "ID",
  date: "Datum",
  read: "Gelezen",
  yes: "Ja",
  no: "Nee",
};
