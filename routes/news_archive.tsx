/**
 * The news archive (lib/site/news_archive_page.ts). Any other address goes on to the pages
 * (routes/site.tsx).
 */
import { Hono } from "hono";
import { mayBeNewsArchivePath, newsArchiveAnswer } from "../lib/site/news_archive_page.ts";
import type { AppEnv } from "./_env.ts";

export const newsArchive = new Hono<AppEnv>().get("*", async (c, next) => {
  if (!mayBeNewsArchivePath(c.req.path)) return next();
  const query = { tag: c.req.query("tag"), offset: c.req.query("offset") };
  return (await newsArchiveAnswer(c.var.deps, c.req.path, query)) ?? next();
});
