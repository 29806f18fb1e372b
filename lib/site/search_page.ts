/**
 * The public search page: `/search` when the site's display language is English, `/zoeken` when
 * it is Dutch (`/suche`, `/recherche`; lib/render/search_path.ts), under the locale's prefix for
 * the other locales (`/nl-nl/zoeken` searches the Dutch pages). It works without JavaScript:
 * `q` the term, `type` page types to keep (none: all), `count` how many results to show (10 more
 * per "load more", at most 100). Every answer is drawn for its query (lib/site/uncached_html.ts).
 */
import { pageTypeRegistry } from "../content/page_types/index.ts";
import { splitLocalePrefix } from "../content/slugs.ts";
import { messagesFor } from "../i18n/site.ts";
import type { Deps } from "../ops/deps.ts";
import { htmlEntry } from "../render/html_cache.ts";
import {
  renderSearchPageHtml,
  SEARCH_PAGE_SIZE,
  type SearchPageInput,
} from "../render/search_page.tsx";
import { searchPath } from "../render/search_path.ts";
import { SEARCH_SLUGS } from "../i18n/slugs.ts";
import { MAX_COUNT, MAX_TERM, searchPages } from "../search/search.ts";
import { menusOf, renderContext, siteStateOf } from "./state.ts";
import { uncachedHtml } from "./uncached_html.ts";

/** The most results one search page shows. */
const MAX_SHOWN = 100;
const SEARCH_SLUG_SET = new Set(Object.values(SEARCH_SLUGS));

/** Whether the last segment of `path` can name a search page (most requests are pages). */
export function mayBeSearchPath(path: string): boolean {
  return SEARCH_SLUG_SET.has(path.slice(path.lastIndexOf("/") + 1));
}

export interface SearchQuery {
  q?: string;
  types: string[];
  count?: string;
}

/**
 * The search page at `path` (`page`); or, for another language's search address (`/search` on a
 * Dutch site: an old link, a guess), the search page to send the visitor to when no page of that
 * slug answers (`otherwise`, null when the locale is not the site's).
 */
export type SearchAnswer = { page: Response } | { otherwise: string | null };

export async function searchPageAnswer(
  deps: Deps,
  path: string,
  query: SearchQuery,
): Promise<SearchAnswer> {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const { locale: prefix, slug } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  const known = SEARCH_SLUG_SET.has(slug) && settings.availableLocales.includes(locale);
  const own = known ? searchPath(settings.displayLanguage, locale, settings.defaultLocale) : null;
  if (own !== path) return { otherwise: own };

  // The menus (the locale's snapshot) are read side by side with the search's own reads.
  const menus = menusOf(deps, state, locale, settings);
  menus.catch(() => {}); // awaited below
  const filters = filtersFor(settings.displayLanguage ?? locale);
  const term = (query.q ?? "").trim().slice(0, MAX_TERM);
  const allowed = new Set(filters.map((f) => f.id));
  const types = [...new Set(query.types)].filter((t) => allowed.has(t));
  const count = countOf(query.count);
  const input: SearchPageInput = { term, filters, types, count, total: 0, results: [] };
  if (term) await collectResults(deps, input, locale);
  const ctx = { ...renderContext(deps, locale, settings), menus: await menus };
  const entry = await htmlEntry(renderSearchPageHtml(input, ctx));
  return { page: uncachedHtml(entry, 200, "no-cache") };
}

/** The search answers at most MAX_COUNT at a time: asks for the rest in turn. */
async function collectResults(deps: Deps, input: SearchPageInput, locale: string): Promise<void> {
  for (let offset = 0; offset < input.count;) {
    const found = await searchPages(deps, {
      term: input.term,
      locales: [locale],
      pageTypes: input.types,
      count: Math.min(MAX_COUNT, input.count - offset),
      offset,
    });
    input.total = found.total;
    for (const r of found.results) input.results.push({ ...r, snippetHtml: r.snippet });
    offset += found.results.length;
    if (found.results.length === 0 || offset >= found.total) break;
  }
}

/** The page types a visitor may filter by: those with pages of their own (not the blank base). */
function filtersFor(language: string) {
  const names = messagesFor(language).searchTypes;
  return [...pageTypeRegistry.values()]
    .filter((type) => type.inOverview)
    .map((type) => ({ id: type.id, label: names[type.id] ?? type.label }));
}

function countOf(raw: string | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < SEARCH_PAGE_SIZE) return SEARCH_PAGE_SIZE;
  return Math.min(MAX_SHOWN, Math.ceil(n / SEARCH_PAGE_SIZE) * SEARCH_PAGE_SIZE);
}
