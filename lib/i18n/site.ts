/**
 * The few words the public layout says itself, in the page's language. lib/i18n holds the
 * server's text for people by feature: this file (the public site's frame, search, news,
 * locations, lab tests, FAQs), forms.ts and newsletter.ts (their pages, islands, e-mails and CSV
 * headings), accounts.ts and workflow.ts (their e-mails). Page type names are in
 * lib/content/page_types/names.ts.
 */
import { type Language, languageOf } from "../content/locales.ts";
import type { LocationText, ResearchesText } from "../content/island_text.ts";
import { siteEn } from "./site/en.ts";
import type { FaqMessages, Messages, ResearchesMessages } from "./site/en.ts";
import { siteNl } from "./site/nl.ts";
import { siteDe } from "./site/de.ts";
import { siteFr } from "./site/fr.ts";

/** "{name}", "{count}", "{term}" are replaced where they appear. */

const MESSAGES: Record<Language, Messages> = {
  en: siteEn,
  nl: siteNl,
  de: siteDe,
  fr: siteFr,
};

export function messagesFor(locale: string): Messages {
  return MESSAGES[languageOf(locale)];
}

export type { FaqMessages, Messages, ResearchesMessages };
