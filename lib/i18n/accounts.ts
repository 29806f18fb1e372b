/** Text for people: the account e-mails, in the recipient's interface language. */
import type { Language } from "../content/locales.ts";
import { accountMailEn, emailChangedEn, secondFactorResetEn } from "./accounts/en.ts";
import type {
  AccountMailKind,
  AccountMails,
  AccountMailTexts,
  EmailChangedTexts,
} from "./accounts/en.ts";
import { accountMailNl, emailChangedNl, secondFactorResetNl } from "./accounts/nl.ts";
import { accountMailDe, emailChangedDe, secondFactorResetDe } from "./accounts/de.ts";
import { accountMailFr, emailChangedFr, secondFactorResetFr } from "./accounts/fr.ts";

export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMails> = {
  en: accountMailEn,
  nl: accountMailNl,
  de: accountMailDe,
  fr: accountMailFr,
};

/**
 * The notice sent to the OLD address when an account's e-mail address changes
 * (lib/mail/templates.ts). It names no new address.
 */
export const EMAIL_CHANGED_TEXTS: Record<Language, EmailChangedTexts> = {
  en: emailChangedEn,
  nl: emailChangedNl,
  de: emailChangedDe,
  fr: emailChangedFr,
};

/** The notice that a user manager reset the account's second factor (lib/mail/templates.ts). */
export const SECOND_FACTOR_RESET_TEXTS: Record<Language, EmailChangedTexts> = {
  en: secondFactorResetEn,
  nl: secondFactorResetNl,
  de: secondFactorResetDe,
  fr: secondFactorResetFr,
};

export type { AccountMailKind, AccountMails, AccountMailTexts, EmailChangedTexts };
