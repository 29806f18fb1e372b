/** Strings of two-factor sign-in (issue 31): Settings' section and the set-up a role requires. */
export const twoFactorEn = {
  twoFactor: {
    title: "Two-factor sign-in",
    intro: "Sign in with your password and a code from an authenticator app on your phone.",
    on: "On",
    off: "Off",
    start: "Turn on two-factor sign-in",
    passwordToStart: "Confirm your password to start.",
    password: "Password",
    continue: "Continue",
    scan:
      "Scan this QR code with your authenticator app (for example Microsoft Authenticator, Google Authenticator or FreeOTP).",
    qrLabel: "QR code for your authenticator app",
    secretLabel: "Or type this key into the app",
    code: "Code from the app",
    codeHint: "The 6-digit code the app shows now.",
    confirm: "Turn on",
    cancel: "Cancel",
    codesTitle: "Your recovery codes",
    codesIntro:
      "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only this once.",
    codesDone: "I have saved my recovery codes",
    copy: "Copy codes",
    copied: "Copied",
    isOn: "Two-factor sign-in is on for your account.",
    disableIntro: "Turning it off signs you out everywhere else. Confirm your password.",
    disable: "Turn off",
    disabled: "Two-factor sign-in is off.",
    enabled: "Two-factor sign-in is on.",
    requiredTitle: "Set up two-factor sign-in",
    requiredIntro: "Your role requires two-factor sign-in. Set it up to continue.",
    signOut: "Sign out",
  },
  /** User Management: a user manager resets another user's second factor. */
  twoFactorReset: {
    resetSecondFactorAria: "Reset two-factor sign-in of {{name}}",
    resetSecondFactorTitle: "Reset two-factor sign-in",
    resetSecondFactorMessage:
      "{{name}} will be signed out everywhere and can sign in with the password alone until they turn two-factor sign-in on again. They are told by e-mail.",
    resetSecondFactorConfirm: "Reset",
    resetSecondFactorDone: "Two-factor sign-in of {{name}} was reset.",
    secondFactorBadge: "Two-factor",
  },
};

export type TwoFactorMessages = typeof twoFactorEn;
