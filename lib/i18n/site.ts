/**
 * The few words the public layout says itself, in the page's language: the public site's frame,
 * search, news, locations, lab tests, FAQs ("{name}", "{count}", "{term}" are replaced where they
 * appear). The texts are in ./site/<language>.ts; the catalogue's layout is described in
 * docs/architecture.md ("Text for people").
 */
import { type Language, languageOf } from "../content/locales.ts";
import { siteEn } from "./site/en.ts";
import type { FaqMessages, Messages, ResearchesMessages } from "./site/en.ts";
import { siteNl } from "./site/nl.ts";
import { siteDe } from "./site/de.ts";
import { siteFr } from "./site/fr.ts";

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
