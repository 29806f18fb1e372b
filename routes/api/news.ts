/**
 * /api/ximblox/news: the published news articles of a locale as cards, for the news lists' "load
 * more" (islands/NewsLoadMore.tsx). Anyone may read it; no session is needed.
 *
 * `GET /?locale=&tag=&offset=&count=` → `{Success, total, items}`: the articles newest first
 * (one public tag's for `tag`, ignoring case), `count` (1–24, default 6) from `offset` (default
 * 0), each `{pageID, url, title, summary, date, dateText, image}` exactly as a news list draws it
 * (lib/render/news.ts). `locale` is one of the site's locales (default: the default locale). Only
 * published versions are read — from the same per-state collections the pages are drawn from —
 * so a draft never shows. Anything else in the query is V_12 (a tag over 50 characters V_11).
 *
 * Caching: like every API answer this one is `no-store` (routes/_middleware.ts) — it carries the
 * browser's CSRF token; the collections behind it are held in memory per state of the site, so
 * an answer costs no store read.
 */
import { Hono } from "hono";
import { z } from "zod";
import { MAX_NEWS_COUNT, NEWS_PAGE_SIZE } from "../../lib/content/blocks/news_list.ts";
import { LOCALES } from "../../lib/content/locales.ts";
import { MAX_TAG } from "../../lib/content/tags.ts";
import { apiError } from "../../lib/http/errors.ts";
import { parseInput } from "../../lib/http/validate.ts";
import { newsWindow } from "../../lib/render/news.ts";
import type { AppEnv } from "../_env.ts";
import { collectionsOf, renderContext, siteStateOf } from "../../lib/site/state.ts";

/** Far beyond any real list: an offset past it is a mistake, not a page. */
const MAX_OFFSET = 100_000;

const int = (min: number, max: number) =>
  z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(min, { error: "V_12" })
    .max(max, { error: "V_12" });

export const newsQuery = z.object({
  locale: z.enum(LOCALES, { error: "V_12" }).optional(),
  tag: z.string({ error: "V_12" }).trim().max(MAX_TAG, { error: "V_11" }).default(""),
  offset: int(0, MAX_OFFSET).default(0),
  count: int(1, MAX_NEWS_COUNT).default(NEWS_PAGE_SIZE),
});

export const news = new Hono<AppEnv>().get("/", async (c) => {
  const query = parseInput(newsQuery, {
    locale: c.req.query("locale"),
    tag: c.req.query("tag"),
    offset: c.req.query("offset"),
    count: c.req.query("count"),
  });
  const deps = c.var.deps;
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const locale = query.locale ?? settings.defaultLocale;
  if (!settings.availableLocales.includes(locale)) throw apiError("V_12", "locale");
  const collections = await collectionsOf(deps, state, locale, settings);
  const ctx = { ...renderContext(deps, locale, settings), media: collections.media, collections };
  const { total, cards } = newsWindow(ctx, query);
  return c.json({ Success: true, total, items: cards });
});
