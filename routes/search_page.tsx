/**
 * The public search page (lib/site/search_page.ts). Any other address goes on to the pages
 * (routes/site.tsx); another language's search address that no page has redirects to this
 * site's (302: the display language may change), query kept.
 */
import { Hono } from "hono";
import { mayBeSearchPath, searchPageAnswer } from "../lib/site/search_page.ts";
import type { AppEnv } from "./_env.ts";

export const searchPage = new Hono<AppEnv>().get("*", async (c, next) => {
  const path = c.req.path;
  if (!mayBeSearchPath(path)) return next();
  const query = {
    q: c.req.query("q"),
    types: c.req.queries("type") ?? [],
    count: c.req.query("count"),
  };
  const answer = await searchPageAnswer(c.var.deps, path, query);
  if ("page" in answer) return answer.page;
  await next();
  if (c.res.status === 404 && answer.otherwise) {
    c.res = c.redirect(answer.otherwise + new URL(c.req.url).search, 302);
  }
});
