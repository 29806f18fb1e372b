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
