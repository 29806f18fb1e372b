/** Text for people: the account e-mails, in the recipient's interface language. */
import type { Language } from "../content/locales.ts";

/** The account e-mails (lib/mail/templates.ts): activation and password reset. */
export type AccountMailKind = "activation" | "reset";

export interface AccountMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

export const ACCOUNT_MAIL_TEXTS: Record<Language, Record<AccountMailKind, AccountMailTexts>> = {
  en: {
    activation: {
      subject: "Activate your {site} account",
      greeting: (n) => `Hello ${n},`,
      body: "An account has been created for you. Choose a password to activate it.",
      action: "Activate account",
      expiry: "This link is valid for 7 days and can be used once.",
      ignore: "If you did not expect this e-mail, you can ignore it.",
    },
    reset: {
      subject: "Reset your {site} password",
      greeting: (n) => `Hello ${n},`,
      body: "We received a request to reset your password. Choose a new one with the link below.",
      action: "Reset password",
      expiry: "This link is valid for 60 minutes and can be used once.",
      ignore:
        "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
    },
  },
  nl: {
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
  },
  de: {
    activation: {
      subject: "Aktivieren Sie Ihr {site}-Konto",
      greeting: (n) => `Hallo ${n},`,
      body: "Für Sie wurde ein Konto angelegt. Wählen Sie ein Passwort, um es zu aktivieren.",
      action: "Konto aktivieren",
      expiry: "Dieser Link ist 7 Tage gültig und kann einmal verwendet werden.",
      ignore: "Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.",
    },
    reset: {
      subject: "Setzen Sie Ihr {site}-Passwort zurück",
      greeting: (n) => `Hallo ${n},`,
      body:
        "Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten. Wählen Sie über den folgenden Link ein neues.",
      action: "Passwort zurücksetzen",
      expiry: "Dieser Link ist 60 Minuten gültig und kann einmal verwendet werden.",
      ignore:
        "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
    },
  },
  fr: {
    activation: {
      subject: "Activez votre compte {site}",
      greeting: (n) => `Bonjour ${n},`,
      body: "Un compte a été créé pour vous. Choisissez un mot de passe pour l'activer.",
      action: "Activer le compte",
      expiry: "Ce lien est valable 7 jours et ne peut servir qu'une fois.",
      ignore: "Si vous n'attendiez pas cet e-mail, vous pouvez l'ignorer.",
    },
    reset: {
      subject: "Réinitialisez votre mot de passe {site}",
      greeting: (n) => `Bonjour ${n},`,
      body:
        "Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.",
      action: "Réinitialiser le mot de passe",
      expiry: "Ce lien est valable 60 minutes et ne peut servir qu'une fois.",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
  },
};

export interface EmailChangedTexts {
  subject: string;
  body: string;
  advice: string;
}

/**
 * The notice sent to the OLD address when an account's e-mail address changes
 * (lib/mail/templates.ts). It names no new address.
 */
export const EMAIL_CHANGED_TEXTS: Record<Language, EmailChangedTexts> = {
  en: {
    subject: "The e-mail address of your {site} account has changed",
    body:
      "The e-mail address of your {site} account has been changed. E-mails for the account now go to the new address, and links sent to this address no longer work.",
    advice: "If you did not expect this change, contact your administrator.",
  },
  nl: {
    subject: "Het e-mailadres van je {site}-account is gewijzigd",
    body:
      "Het e-mailadres van je {site}-account is gewijzigd. E-mails voor het account gaan nu naar het nieuwe adres, en links die naar dit adres zijn gestuurd werken niet meer.",
    advice: "Verwachtte je deze wijziging niet, neem dan contact op met je beheerder.",
  },
  de: {
    subject: "Die E-Mail-Adresse Ihres {site}-Kontos wurde geändert",
    body:
      "Die E-Mail-Adresse Ihres {site}-Kontos wurde geändert. E-Mails zum Konto gehen jetzt an die neue Adresse, und an diese Adresse gesendete Links funktionieren nicht mehr.",
    advice: "Wenn Sie diese Änderung nicht erwartet haben, wenden Sie sich an Ihre Administration.",
  },
  fr: {
    subject: "L'adresse e-mail de votre compte {site} a été modifiée",
    body:
      "L'adresse e-mail de votre compte {site} a été modifiée. Les e-mails du compte sont désormais envoyés à la nouvelle adresse, et les liens envoyés à cette adresse ne fonctionnent plus.",
    advice: "Si vous ne vous attendiez pas à ce changement, contactez votre administrateur.",
  },
};
