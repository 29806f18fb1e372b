/**
 * The news archive: `/nieuwsarchief` when the site's display language is Dutch (`/news-archive`,
 * `/nachrichtenarchiv`, `/archives-actualites`; lib/render/news_archive_path.ts), under the
 * locale's prefix for the other locales. `tag` keeps one public tag's articles, `offset` is the
 * first article shown; a query it cannot read shows the first page. It is where a news list's
 * "load more" leads without JavaScript (lib/render/blocks/news_list.tsx). Drawn per request from
 * the collections held per state of the site (lib/site/uncached_html.ts); the articles are
 * indexed through their own pages and the sitemap.
 */
import { newsQuery } from "../content/news_query.ts";
import { splitLocalePrefix } from "../content/slugs.ts";
import type { Deps } from "../ops/deps.ts";
import { htmlEntry } from "../render/html_cache.ts";
import { renderNewsArchiveHtml } from "../render/news_archive.tsx";
import { newsArchivePath } from "../render/news_archive_path.ts";
import { NEWS_ARCHIVE_SLUGS } from "../i18n/slugs.ts";
import { collectionsOf, menusOf, renderContext, siteStateOf } from "./state.ts";
import { uncachedHtml } from "./uncached_html.ts";

const ARCHIVE_SLUGS = new Set(Object.values(NEWS_ARCHIVE_SLUGS));

/** Whether the last segment of `path` can name the archive (most requests are pages). */
export function mayBeNewsArchivePath(path: string): boolean {
  return ARCHIVE_SLUGS.has(path.slice(path.lastIndexOf("/") + 1));
}

/** The archive at `path`, or null when `path` is not the archive of one of the site's locales. */
export async function newsArchiveAnswer(
  deps: Deps,
  path: string,
  query: { tag?: string; offset?: string },
): Promise<Response | null> {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const { locale: prefix } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  if (!settings.availableLocales.includes(locale)) return null;
  const base = renderContext(deps, locale, settings);
  if (path !== newsArchivePath(base)) return null;

  const [menus, collections] = await Promise.all([
    menusOf(deps, state, locale, settings),
    collectionsOf(deps, state, locale, settings),
  ]);
  const ctx = { ...base, menus, collections, media: collections.media };
  const parsed = newsQuery.safeParse(query);
  const entry = await htmlEntry(
    renderNewsArchiveHtml(parsed.success ? parsed.data : { tag: "", offset: 0 }, ctx),
  );
  return uncachedHtml(entry, 200, "no-cache");
}
