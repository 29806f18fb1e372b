/** /sitemap.xml and /robots.txt for search engines. */
import { Hono } from "hono";
import { robotsTxt } from "../lib/ops/site/sitemap.ts";
import { publicSitemap } from "../lib/site/sitemap.ts";
import type { AppEnv } from "./_env.ts";

export const seo = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    c.header("Content-Type", "application/xml; charset=UTF-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(await publicSitemap(c.var.deps));
  })
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(c.var.deps));
  });
