/** The accounts texts in Dutch (see ../accounts.ts). */
import type { AccountMails, EmailChangedTexts } from "./en.ts";

export const accountMailNl: AccountMails = {
  activation: {
    subject: "Activeer je {site}-account",
    greeting: (n) => `Hallo ${n},`,
    body: "Er is een account voor je aangemaakt. Kies een wachtwoord om het te activeren.",
    action: "Account activeren",
    expiry: "Deze link is 7 dagen geldig en kan één keer worden gebruikt.",
    ignore: "Verwachtte je deze e-mail niet, dan kun je hem negeren.",
  },
  reset: {
    subject: "Stel je {site}-wachtwoord opnieuw in",
    greeting: (n) => `Hallo ${n},`,
    body:
      "We kregen een verzoek om je wachtwoord opnieuw in te stellen. Kies een nieuw wachtwoord via de link hieronder.",
    action: "Wachtwoord opnieuw instellen",
    expiry: "Deze link is 60 minuten geldig en kan één keer worden gebruikt.",
    ignore: "Heb je dit niet gevraagd, negeer dan deze e-mail; je wachtwoord blijft hetzelfde.",
  },
};

export const emailChangedNl: EmailChangedTexts = {
  subject: "Het e-mailadres van je {site}-account is gewijzigd",
  body:
    "Het e-mailadres van je {site}-account is gewijzigd. E-mails voor het account gaan nu naar het nieuwe adres, en links die naar dit adres zijn gestuurd werken niet meer.",
  advice: "Verwachtte je deze wijziging niet, neem dan contact op met je beheerder.",
};

export const secondFactorResetNl: EmailChangedTexts = {
  subject: "Tweestapsaanmelding van je {site}-account is gereset",
  body:
    "Een beheerder heeft tweestapsaanmelding voor je {site}-account uitgezet. Je authenticator-app en herstelcodes werken er niet meer voor. Zet tweestapsaanmelding opnieuw aan bij Instellingen.",
  advice: "Heb je hier niet om gevraagd, neem dan contact op met je beheerder.",
};
