/**
 * /sitemap.xml and /robots.txt for search engines. With a CDN (`CDN`), the sitemap is kept by it
 * until a change to which pages are published, or where, purges it (lib/site/cache_headers.ts).
 */
import { Hono } from "hono";
import { robotsTxt } from "../lib/ops/site/sitemap.ts";
import { publicSitemap } from "../lib/site/sitemap.ts";
import { sharedAnswer, SITEMAP_TAGS } from "../lib/site/cache_headers.ts";
import type { AppEnv } from "./_env.ts";

export const seo = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    const { cdn } = c.var.deps.config;
    if (cdn !== "none") {
      const xml = await publicSitemap(c.var.deps);
      const type = "application/xml; charset=UTF-8";
      return sharedAnswer(c.req.raw, cdn, xml, type, SITEMAP_TAGS);
    }
    c.header("Content-Type", "application/xml; charset=UTF-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(await publicSitemap(c.var.deps));
  })
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(c.var.deps));
  });
