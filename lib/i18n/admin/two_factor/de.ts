/** Strings of two-factor sign-in (issue 31), German (see ./en.ts). */
import type { TwoFactorMessages } from "./en.ts";

export const twoFactorDe: TwoFactorMessages = {
  twoFactor: {
    title: "Zwei-Faktor-Anmeldung",
    intro:
      "Melden Sie sich mit Ihrem Passwort und einem Code aus einer Authenticator-App auf Ihrem Telefon an.",
    on: "Ein",
    off: "Aus",
    start: "Zwei-Faktor-Anmeldung einschalten",
    passwordToStart: "Bestätigen Sie zum Beginnen Ihr Passwort.",
    password: "Passwort",
    continue: "Weiter",
    scan:
      "Scannen Sie diesen QR-Code mit Ihrer Authenticator-App (zum Beispiel Microsoft Authenticator, Google Authenticator oder FreeOTP).",
    qrLabel: "QR-Code für Ihre Authenticator-App",
    secretLabel: "Oder geben Sie diesen Schlüssel in der App ein",
    code: "Code aus der App",
    codeHint: "Der 6-stellige Code, den die App jetzt anzeigt.",
    confirm: "Einschalten",
    cancel: "Abbrechen",
    codesTitle: "Ihre Wiederherstellungscodes",
    codesIntro:
      "Jeder Code meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Bewahren Sie sie sicher auf: Sie werden nur dieses eine Mal angezeigt.",
    codesDone: "Ich habe meine Wiederherstellungscodes gespeichert",
    copy: "Codes kopieren",
    copied: "Kopiert",
    isOn: "Die Zwei-Faktor-Anmeldung ist für Ihr Konto eingeschaltet.",
    disableIntro:
      "Beim Ausschalten werden Sie überall sonst abgemeldet. Bestätigen Sie Ihr Passwort.",
    disable: "Ausschalten",
    disabled: "Die Zwei-Faktor-Anmeldung ist ausgeschaltet.",
    enabled: "Die Zwei-Faktor-Anmeldung ist eingeschaltet.",
    requiredTitle: "Zwei-Faktor-Anmeldung einrichten",
    requiredIntro:
      "Ihre Rolle verlangt die Zwei-Faktor-Anmeldung. Richten Sie sie ein, um fortzufahren.",
    signOut: "Abmelden",
  },
  /** User Management: a user manager resets another user's second factor. */
  twoFactorReset: {
    resetSecondFactorAria: "Zwei-Faktor-Anmeldung von {{name}} zurücksetzen",
    resetSecondFactorTitle: "Zwei-Faktor-Anmeldung zurücksetzen",
    resetSecondFactorMessage:
      "{{name}} wird überall abgemeldet und kann sich nur mit dem Passwort anmelden, bis die Zwei-Faktor-Anmeldung wieder eingeschaltet ist. Die Person wird per E-Mail informiert.",
    resetSecondFactorConfirm: "Zurücksetzen",
    resetSecondFactorDone: "Die Zwei-Faktor-Anmeldung von {{name}} wurde zurückgesetzt.",
    secondFactorBadge: "Zwei-Faktor",
  },
};
