/**
 * What the newsletter signup and its pages say, by display language. The newsletter failure
 * ('Error') is verbatim (docs/api.md, Newsletter); the field messages are the public forms' own
 * (lib/i18n/forms.ts: 'Dit veld is verplicht', 'Ongeldig e-mailadres', 'Karakterlimiet
 * bereikt'), so a visitor reads the same words on every form. Kept beside
 * lib/i18n/site.ts, like the forms' messages, since the signup's part is handed to the
 * island (islands/NewsletterSignup.tsx) as its props.
 */
import { type Language, languageOf } from "../content/locales.ts";
import { formMessagesFor } from "./forms.ts";
import type { SignupText } from "../content/island_text.ts";
import { newsletterMailEn, newsletterMessagesEn, subscribersCsvEn } from "./newsletter/en.ts";
import type {
  NewsletterMailTexts,
  NewsletterMessages,
  NewsletterOwnText,
  SubscribersCsvHeadings,
} from "./newsletter/en.ts";
import { newsletterMailNl, newsletterMessagesNl, subscribersCsvNl } from "./newsletter/nl.ts";
import { newsletterMailDe, newsletterMessagesDe, subscribersCsvDe } from "./newsletter/de.ts";
import { newsletterMailFr, newsletterMessagesFr, subscribersCsvFr } from "./newsletter/fr.ts";

export type { SignupText };

/** "{site}" is replaced by the site's name. */
const MESSAGES: Record<Language, NewsletterOwnText> = {
  en: newsletterMessagesEn,
  nl: newsletterMessagesNl,
  de: newsletterMessagesDe,
  fr: newsletterMessagesFr,
};

/** The newsletter's words in `locale`'s language (a locale or a language code). */
export function newsletterMessagesFor(locale: string): NewsletterMessages {
  const own = MESSAGES[languageOf(locale)];
  const form = formMessagesFor(locale);
  return {
    ...own,
    signup: {
      ...own.signup,
      errors: { V_01: form.errors.required, V_02: form.errors.email, V_14: form.errors.limit },
      honeypot: form.honeypot,
    },
  };
}

export const NEWSLETTER_MAIL_TEXTS: Record<Language, NewsletterMailTexts> = {
  en: newsletterMailEn,
  nl: newsletterMailNl,
  de: newsletterMailDe,
  fr: newsletterMailFr,
};

export const SUBSCRIBERS_CSV_HEADINGS: Record<Language, SubscribersCsvHeadings> = {
  en: subscribersCsvEn,
  nl: subscribersCsvNl,
  de: subscribersCsvDe,
  fr: subscribersCsvFr,
};

export type { NewsletterMailTexts, NewsletterMessages, NewsletterOwnText, SubscribersCsvHeadings };
