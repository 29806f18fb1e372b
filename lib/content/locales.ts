/** The content locales and the admin's interface languages. */
export const LOCALES = ["en-gb", "nl-nl", "de-de", "fr-fr"] as const;
export type Locale = typeof LOCALES[number];
export const DEFAULT_LOCALE: Locale = "en-gb";

export const LANGUAGES = ["en", "nl", "de", "fr"] as const;
export type Language = typeof LANGUAGES[number];

/** The interface language of a locale: the part before the dash. */
export function languageOf(locale: string): Language {
  const lang = locale.split("-")[0] as Language;
  return LANGUAGES.includes(lang) ? lang : "en";
}
