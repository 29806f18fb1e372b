/**
 * The accounts texts in English (see ../accounts.ts). English defines the shapes; the other languages
 * follow them key for key.
 */

/** The account e-mails (lib/mail/templates.ts): activation and password reset. */
export type AccountMailKind = "activation" | "reset";

/** Each account e-mail's texts. */
export type AccountMails = Record<AccountMailKind, AccountMailTexts>;

export interface AccountMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

export interface EmailChangedTexts {
  subject: string;
  body: string;
  advice: string;
}

export const accountMailEn: AccountMails = {
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
};

export const emailChangedEn: EmailChangedTexts = {
  subject: "The e-mail address of your {site} account has changed",
  body:
    "The e-mail address of your {site} account has been changed. E-mails for the account now go to the new address, and links sent to this address no longer work.",
  advice: "If you did not expect this change, contact your administrator.",
};

/** The notice that a user manager reset the account's second factor (issue 31). */
export const secondFactorResetEn: EmailChangedTexts = {
  subject: "Two-factor sign-in of your {site} account was reset",
  body:
    "An administrator has turned off two-factor sign-in for your {site} account. Your authenticator app and recovery codes no longer work for it. Turn two-factor sign-in on again in Settings.",
  advice: "If you did not ask for this, contact your administrator.",
};
