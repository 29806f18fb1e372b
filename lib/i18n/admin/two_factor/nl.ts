/** Strings of two-factor sign-in (issue 31), Dutch (see ./en.ts). */
import type { TwoFactorMessages } from "./en.ts";

export const twoFactorNl: TwoFactorMessages = {
  twoFactor: {
    title: "Tweestapsaanmelding",
    intro: "Meld je aan met je wachtwoord en een code uit een authenticator-app op je telefoon.",
    on: "Aan",
    off: "Uit",
    start: "Tweestapsaanmelding aanzetten",
    passwordToStart: "Bevestig je wachtwoord om te beginnen.",
    password: "Wachtwoord",
    continue: "Verder",
    scan:
      "Scan deze QR-code met je authenticator-app (bijvoorbeeld Microsoft Authenticator, Google Authenticator of FreeOTP).",
    qrLabel: "QR-code voor je authenticator-app",
    secretLabel: "Of typ deze sleutel in de app",
    code: "Code uit de app",
    codeHint: "De 6-cijferige code die de app nu toont.",
    confirm: "Aanzetten",
    cancel: "Annuleren",
    codesTitle: "Je herstelcodes",
    codesIntro:
      "Met elke code kun je je één keer aanmelden als je je telefoon kwijt bent. Bewaar ze op een veilige plek: ze worden alleen nu getoond.",
    codesDone: "Ik heb mijn herstelcodes bewaard",
    copy: "Codes kopiëren",
    copied: "Gekopieerd",
    isOn: "Tweestapsaanmelding staat aan voor je account.",
    disableIntro: "Uitzetten meldt je overal elders af. Bevestig je wachtwoord.",
    disable: "Uitzetten",
    disabled: "Tweestapsaanmelding staat uit.",
    enabled: "Tweestapsaanmelding staat aan.",
    requiredTitle: "Tweestapsaanmelding instellen",
    requiredIntro: "Je rol vereist tweestapsaanmelding. Stel die in om verder te gaan.",
    signOut: "Afmelden",
  },
  /** User Management: a user manager resets another user's second factor. */
  twoFactorReset: {
    resetSecondFactorAria: "Tweestapsaanmelding van {{name}} resetten",
    resetSecondFactorTitle: "Tweestapsaanmelding resetten",
    resetSecondFactorMessage:
      "{{name}} wordt overal afgemeld en kan zich met alleen het wachtwoord aanmelden tot tweestapsaanmelding weer aan staat. Diegene krijgt hierover een e-mail.",
    resetSecondFactorConfirm: "Resetten",
    resetSecondFactorDone: "Tweestapsaanmelding van {{name}} is gereset.",
    secondFactorBadge: "Tweestaps",
  },
};
