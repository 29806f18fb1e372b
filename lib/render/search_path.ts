/**
 * Where the public search page is: a slug in the site's display language (`/search`, `/zoeken`),
 * under the locale's prefix like any page (`/nl-nl/zoeken` searches the Dutch pages). A page
 * with that slug is shadowed by the search page.
 */
import { type Language, languageOf } from "../content/locales.ts";
import { publicPath } from "../content/slugs.ts";

export const SEARCH_SLUGS: Record<Language, string> = {
  en: "search",
  nl: "zoeken",
  de: "suche",
  fr: "recherche",
};

/** The search page of `locale` when the interface speaks `displayLanguage` (null: the locale's). */
export function searchPath(
  displayLanguage: string | null | undefined,
  locale: string,
  defaultLocale: string,
): string {
  return publicPath(SEARCH_SLUGS[languageOf(displayLanguage ?? locale)], locale, defaultLocale);
}
