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

/** The content locale of an interface language ("nl" → "nl-nl"); null when there is none. */
export function localeOfLanguage(language: string): Locale | null {
  return LOCALES.find((l) => l.startsWith(`${language}-`)) ?? null;
}

/**
 * The locale whose language the pages of `locale` are written in: the locale's own, except that
 * a site with a display language writes its default locale's pages in that language (SPEC.md
 * section 1: the demo site's default locale is en-gb and its text Dutch). Search stems by it and
 * the public pages declare it (`<html lang>`), so that screen readers pronounce the text right.
 */
export function writtenLocale(
  locale: string,
  settings: { defaultLocale: string; displayLanguage?: string | null },
): string {
  if (locale !== settings.defaultLocale || !settings.displayLanguage) return locale;
  return localeOfLanguage(settings.displayLanguage) ?? locale;
}

/** The locale the site's own interface text is in: the display language's, else the page's. */
export function interfaceLocale(locale: string, displayLanguage?: string | null): string {
  return (displayLanguage && localeOfLanguage(displayLanguage)) || locale;
}
