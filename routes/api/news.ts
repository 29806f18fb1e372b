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
 * Caching: without a CDN (`CDN=none`), like every API answer this one is `no-store`
 * (routes/_middleware.ts) — it carries the browser's CSRF token. With one, it is the one public
 * API answer a CDN keeps: it passes no CSRF or session middleware (app.ts), carries no token or
 * cookie, and has the public caching headers with the news collection's cache tag
 * (lib/site/cache_headers.ts). Either way the collections behind it are held in memory per state
 * of the site, so an answer costs no store read.
 */
import { Hono } from "hono";
import { parseInput } from "../../lib/http/validate.ts";
import type { AppEnv } from "../_env.ts";
import { newsQuery } from "../../lib/content/news_query.ts";
import { newsCardsTags, publicNewsCards } from "../../lib/site/news_cards.ts";
import { sharedAnswer } from "../../lib/site/cache_headers.ts";

export const news = new Hono<AppEnv>().get("/", async (c) => {
  const query = parseInput(newsQuery, {
    locale: c.req.query("locale"),
    tag: c.req.query("tag"),
    offset: c.req.query("offset"),
    count: c.req.query("count"),
  });
  const { total, cards } = await publicNewsCards(c.var.deps, query);
  const { deps } = c.var;
  if (deps.config.cdn === "none") return c.json({ Success: true, total, items: cards });
  const body = JSON.stringify({ Success: true, total, items: cards });
  const tags = await newsCardsTags(deps, query);
  return sharedAnswer(c.req.raw, deps.config.cdn, body, "application/json", tags);
});
