/**
 * Each interface language's own name, so people find theirs whatever language they read now: the
 * admin's language choices and the public site's language switcher say the same.
 */
import { type Language, LANGUAGES } from "../content/locales.ts";

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  nl: "Nederlands",
  de: "Deutsch",
  fr: "Français",
};

/** A locale ("nl-nl") by the name of its language ("Nederlands"); an unknown one as it is. */
export function localeName(locale: string): string {
  const language = locale.split("-")[0];
  return (LANGUAGES as readonly string[]).includes(language)
    ? LANGUAGE_NAMES[language as Language]
    : locale;
}
