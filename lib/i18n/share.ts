/** Text for people: a share link's pages (issue 32), in the language of the page shared. */
import { type Language, languageOf } from "../content/locales.ts";
import { type ShareMessages, shareMessagesEn } from "./share/en.ts";
import { shareMessagesNl } from "./share/nl.ts";
import { shareMessagesDe } from "./share/de.ts";
import { shareMessagesFr } from "./share/fr.ts";

const MESSAGES: Record<Language, ShareMessages> = {
  en: shareMessagesEn,
  nl: shareMessagesNl,
  de: shareMessagesDe,
  fr: shareMessagesFr,
};

/** A share link's words in `locale`'s language (a locale or a language code). */
export function shareMessagesFor(locale: string): ShareMessages {
  return MESSAGES[languageOf(locale)];
}

export type { ShareMessages };
