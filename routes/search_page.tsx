/**
 * The public search page: `GET /search` when the site's display language is English, `/zoeken`
 * when it is Dutch (`/suche`, `/recherche`; lib/render/search_path.ts), under the locale's prefix
 * for the other locales (`/nl-nl/zoeken` searches the Dutch pages). It works without JavaScript:
 * `?q=` the term, `type=` page types to keep (repeated; none: all), `count=` how many results to
 * show (10 more per "load more", at most 100).
 *
 * Every answer is rendered for its query and never kept in the page cache; browsers revalidate
 * it (`no-cache`), and it is not indexed (`noindex` in the page and in X-Robots-Tag). Any other
 * address goes on to the pages (routes/site.tsx); another language's search address that no
 * page has redirects to this one (302: the display language may change), query kept.
 */
import { Hono } from "hono";
import { pageTypeRegistry } from "../lib/content/page_types/index.ts";
import { splitLocalePrefix } from "../lib/content/slugs.ts";
import type { Settings } from "../lib/site/state.ts";
import { htmlEntry } from "../lib/render/html_cache.ts";
import { messagesFor } from "../lib/i18n/site.ts";
import {
  renderSearchPageHtml,
  SEARCH_PAGE_SIZE,
  type SearchPageInput,
} from "../lib/render/search_page.tsx";
import { SEARCH_SLUGS, searchPath } from "../lib/render/search_path.ts";
import { MAX_COUNT, MAX_TERM, searchPages } from "../lib/search/search.ts";
import type { AppEnv } from "./_env.ts";
import { menusOf, renderContext, siteStateOf } from "../lib/site/state.ts";

/** The most results one search page shows. */
const MAX_SHOWN = 100;
const SEARCH_SLUG_SET = new Set(Object.values(SEARCH_SLUGS));

/** The locale whose search page `path` is, or null when it is not the search page. */
function searchLocale(path: string, settings: Settings): string | null {
  const { locale: prefix, slug } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  if (!SEARCH_SLUG_SET.has(slug) || !settings.availableLocales.includes(locale)) return null;
  return path === searchPath(settings.displayLanguage, locale, settings.defaultLocale)
    ? locale
    : null;
}

/**
 * The search page for a search address in any language (`/search`, `/nl-nl/suche`): the one of
 * its locale; null for anything else or a locale the site does not have.
 */
function searchPathOf(path: string, settings: Settings): string | null {
  const { locale: prefix, slug } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  if (!SEARCH_SLUG_SET.has(slug) || !settings.availableLocales.includes(locale)) return null;
  return searchPath(settings.displayLanguage, locale, settings.defaultLocale);
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

export const searchPage = new Hono<AppEnv>().get("*", async (c, next) => {
  // Most requests are pages: leave at once unless the last segment can name a search page.
  const path = c.req.path;
  if (!SEARCH_SLUG_SET.has(path.slice(path.lastIndexOf("/") + 1))) return next();
  const deps = c.get("deps");
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const locale = searchLocale(path, settings);
  if (!locale) {
    // Another language's search address (/search on a Dutch site: an old link, a guess): the
    // search page, unless a page of that slug answers.
    await next();
    const to = c.res.status === 404 ? searchPathOf(path, settings) : null;
    if (to) c.res = c.redirect(to + new URL(c.req.url).search, 302);
    return;
  }

  const ctx = {
    ...renderContext(deps, locale, settings),
    menus: await menusOf(deps, state, locale, settings),
  };
  const filters = filtersFor(settings.displayLanguage ?? locale);
  const term = (c.req.query("q") ?? "").trim().slice(0, MAX_TERM);
  const known = new Set(filters.map((f) => f.id));
  const types = [...new Set(c.req.queries("type") ?? [])].filter((t) => known.has(t));
  const count = countOf(c.req.query("count"));
  const input: SearchPageInput = { term, filters, types, count, total: 0, results: [] };
  if (term) {
    // The search answers at most MAX_COUNT at a time: ask for the rest in turn.
    for (let offset = 0; offset < count;) {
      const found = await searchPages(deps, {
        term,
        locales: [locale],
        pageTypes: types,
        count: Math.min(MAX_COUNT, count - offset),
        offset,
      });
      input.total = found.total;
      for (const r of found.results) input.results.push({ ...r, snippetHtml: r.snippet });
      offset += found.results.length;
      if (found.results.length === 0 || offset >= found.total) break;
    }
  }
  const entry = await htmlEntry(renderSearchPageHtml(input, ctx));
  return c.body(entry.body, 200, {
    "Content-Type": "text/html; charset=UTF-8",
    "Cache-Control": "no-cache",
    "Content-Security-Policy": entry.csp,
    "X-Frame-Options": "SAMEORIGIN",
    "X-Robots-Tag": "noindex",
  });
});
