/** Text for people: the account e-mails, in the recipient's interface language. */
import type { Language } from "../content/locales.ts";
import { accountMailEn, emailChangedEn } from "./accounts/en.ts";
import type {
  AccountMailKind,
  AccountMails,
  AccountMailTexts,
  EmailChangedTexts,
} from "./accounts/en.ts";
import { accountMailNl, emailChangedNl } from "./accounts/nl.ts";
import { accountMailDe, emailChangedDe } from "./accounts/de.ts";
import { accountMailFr, emailChangedFr } from "./accounts/fr.ts";

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

export type { AccountMailKind, AccountMails, AccountMailTexts, EmailChangedTexts };
