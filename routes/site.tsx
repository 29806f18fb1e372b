/**
 * The public site: `GET /{locale?}/{slug...}` serves the published version of a page, and
 * `/favicon.ico`. The service is lib/site/ (public_page.ts says what an address answers and how
 * little is read per request); this module only mounts it, with the fast path as the app's first
 * middleware.
 */
import { Hono } from "hono";
import type { MiddlewareHandler } from "hono";
import type { Deps } from "../lib/ops/deps.ts";
import { faviconResponse } from "../lib/site/favicon.ts";
import { fastPage, keepAnswered } from "../lib/site/fast_path.ts";
import { publicPage } from "../lib/site/public_page.ts";
import type { AppEnv } from "./_env.ts";

/**
 * The app's first middleware: answers from the fast path when it can, and keeps each page the
 * usual way answered, with its final headers, for the fast path's next time.
 */
export function fastPages(deps: Deps): MiddlewareHandler<AppEnv> {
  const fast = fastPage(deps);
  return async (c, next) => {
    const hit = fast(c.req.raw);
    if (hit) return hit;
    await next();
    keepAnswered(c.req.raw, c.res);
  };
}

export const site = new Hono<AppEnv>()
  .get("/favicon.ico", (c) => faviconResponse(c.req.raw))
  .get("*", (c) => publicPage(c.get("deps"), c.req.raw, c.req.path));
