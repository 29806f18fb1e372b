/**
 * Where the public search page is: a slug in the site's display language (`/search`, `/zoeken`),
 * under the locale's prefix like any page (`/nl-nl/zoeken` searches the Dutch pages). A page
 * with that slug is shadowed by the search page.
 */
import { languageOf } from "../content/locales.ts";
import { SEARCH_SLUGS } from "../i18n/slugs.ts";
import { publicPath } from "../content/slugs.ts";

/** The search page of `locale` when the interface speaks `displayLanguage` (null: the locale's). */
export function searchPath(
  displayLanguage: string | null | undefined,
  locale: string,
  defaultLocale: string,
): string {
  return publicPath(SEARCH_SLUGS[languageOf(displayLanguage ?? locale)], locale, defaultLocale);
}
