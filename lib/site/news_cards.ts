/**
 * The published news articles of a locale as cards (GET /api/ximblox/news, the news lists' "load
 * more"): read from the same per-state collections the pages are drawn from, so a draft never
 * shows and an answer costs no store read while the site state lasts.
 */
import type { NewsQuery } from "../content/news_query.ts";
import { apiError } from "../http/errors.ts";
import type { Deps } from "../ops/deps.ts";
import { newsWindow } from "../render/news.ts";
import { collectionsOf, renderContext, siteStateOf } from "./state.ts";
import { collectionTag, localeTag } from "../db/cache_tags.ts";

/** The cache tags of a news API answer for `query` (what it is read from: the news). */
export async function newsCardsTags(deps: Deps, query: NewsQuery): Promise<string[]> {
  const settings = await (await siteStateOf(deps)).settings();
  const locale = query.locale ?? settings.defaultLocale;
  return [localeTag(locale), collectionTag(locale, "news")];
}

export async function publicNewsCards(deps: Deps, query: NewsQuery) {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const locale = query.locale ?? settings.defaultLocale;
  if (!settings.availableLocales.includes(locale)) throw apiError("V_12", "locale");
  const collections = await collectionsOf(deps, state, locale, settings);
  const ctx = { ...renderContext(deps, locale, settings), media: collections.media, collections };
  return newsWindow(ctx, query);
}
