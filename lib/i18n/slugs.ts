/**
 * The words of the public site's own addresses, in the site's display language: the search page
 * (`/search`, `/zoeken`; lib/render/search_path.ts) and the news archive (`/news-archive`,
 * `/nieuwsarchief`; lib/render/news_archive_path.ts).
 */
import type { Language } from "../content/locales.ts";

export const SEARCH_SLUGS: Record<Language, string> = {
  en: "search",
  nl: "zoeken",
  de: "suche",
  fr: "recherche",
};

export const NEWS_ARCHIVE_SLUGS: Record<Language, string> = {
  en: "news-archive",
  nl: "nieuwsarchief",
  de: "nachrichtenarchiv",
  fr: "archives-actualites",
};
