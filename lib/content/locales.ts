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
 * a site with a display language writes its default locale's pages in that language (the
 * demo site's default locale is en-gb and its text Dutch). Search stems by it and
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

/**
 * The language versions of a page to offer (the switcher, hreflang links, the sitemap): its
 * published translations named by the language each is written in (`writtenLocale`), one per
 * language. Two versions in one language (the demo's default-locale pages are Dutch, and so is
 * its nl-nl home) are one language to a visitor: the page itself is kept, else the first (issue
 * 28: "English" was offered for a page that is Dutch). Fewer than two means nothing to offer.
 */
export function languageVersions<T extends { locale: string }>(
  versions: readonly T[],
  current: string,
  settings: { defaultLocale: string; displayLanguage?: string | null },
): (T & { written: string })[] {
  const kept = new Map<string, T>();
  for (const version of versions) {
    const written = writtenLocale(version.locale, settings);
    if (!kept.has(written) || version.locale === current) kept.set(written, version);
  }
  return versions
    .filter((v) => kept.get(writtenLocale(v.locale, settings)) === v)
    .map((v) => ({ ...v, written: writtenLocale(v.locale, settings) }));
}
