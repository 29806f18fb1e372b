/**
 * The news archive: `GET /nieuwsarchief` when the site's display language is Dutch
 * (`/news-archive`, `/nachrichtenarchiv`, `/archives-actualites`; lib/render/news_archive_path.ts),
 * under the locale's prefix for the other locales. `?tag=` keeps one public tag's articles,
 * `?offset=` is the first article shown; a query it cannot read shows the first page. It is
 * where a news list's "load more" leads without JavaScript (lib/render/blocks/news_list.tsx).
 *
 * Rendered per request from the collections held per state of the site, never kept in the page
 * cache; browsers revalidate it, and it is not indexed (the articles are, through their pages
 * and the sitemap). Any other address goes on to the pages (routes/site.tsx).
 */
import { Hono } from "hono";
import { splitLocalePrefix } from "../lib/content/slugs.ts";
import { htmlEntry } from "../lib/render/html_cache.ts";
import { renderNewsArchiveHtml } from "../lib/render/news_archive.tsx";
import { NEWS_ARCHIVE_SLUGS, newsArchivePath } from "../lib/render/news_archive_path.ts";
import type { AppEnv } from "./_env.ts";
import { newsQuery } from "../lib/content/news_query.ts";
import { collectionsOf, menusOf, renderContext, siteStateOf } from "../lib/site/state.ts";

const ARCHIVE_SLUGS = new Set(Object.values(NEWS_ARCHIVE_SLUGS));

export const newsArchive = new Hono<AppEnv>().get("*", async (c, next) => {
  // Most requests are pages: leave at once unless the last segment can name the archive.
  const path = c.req.path;
  if (!ARCHIVE_SLUGS.has(path.slice(path.lastIndexOf("/") + 1))) return next();
  const deps = c.get("deps");
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const { locale: prefix } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  if (!settings.availableLocales.includes(locale)) return next();
  const base = renderContext(deps, locale, settings);
  if (path !== newsArchivePath(base)) return next();

  const [menus, collections] = await Promise.all([
    menusOf(deps, state, locale, settings),
    collectionsOf(deps, state, locale, settings),
  ]);
  const ctx = { ...base, menus, collections, media: collections.media };
  const parsed = newsQuery.safeParse({ tag: c.req.query("tag"), offset: c.req.query("offset") });
  const query = parsed.success ? parsed.data : { tag: "", offset: 0 };
  const entry = await htmlEntry(renderNewsArchiveHtml(query, ctx));
  return c.body(entry.body, 200, {
    "Content-Type": "text/html; charset=UTF-8",
    "Cache-Control": "no-cache",
    "Content-Security-Policy": entry.csp,
    "X-Frame-Options": "SAMEORIGIN",
    "X-Robots-Tag": "noindex",
  });
});
