/**
 * /api/content/v1: the content API for other front ends (issue 32). Published pages, menus and
 * library files as JSON, read with a token (`Authorization: Bearer …`, Configuration → API
 * tokens); the OpenAPI 3.1 document at `/openapi.json` needs none. Mounted ahead of the API's
 * CSRF and session middleware (app.ts): a token is no browser session, and these answers set no
 * cookie. Any origin may read it (CORS): the token, not the origin, is what is trusted.
 */
import { Hono } from "hono";
import { cors } from "hono/cors";
import { contentPagesQuery } from "../../lib/content/content_api.ts";
import { contentApiDocument } from "../../lib/content/content_api_openapi.ts";
import { LOCALES } from "../../lib/content/locales.ts";
import { isMenuName } from "../../lib/content/menus.ts";
import { HOME_SLUG } from "../../lib/content/slugs.ts";
import { apiError } from "../../lib/http/errors.ts";
import { idParam, parseInput } from "../../lib/http/validate.ts";
import { VERSION } from "../../lib/observe/version.ts";
import {
  mediaAnswer,
  menuAnswer,
  pageByIdAnswer,
  pageBySlugAnswer,
  pageListAnswer,
} from "../../lib/site/content_api.ts";
import type { AppEnv } from "../_env.ts";

const isLocale = (l: string) => (LOCALES as readonly string[]).includes(l);

/** The document by public address (one per process, in practice): made once, on first ask. */
const documents = new Map<string, string>();

function documentFor(publicUrl: string): string {
  let doc = documents.get(publicUrl);
  if (!doc) documents.set(publicUrl, doc = JSON.stringify(contentApiDocument(publicUrl, VERSION)));
  return doc;
}

export const contentApi = new Hono<AppEnv>()
  .use(cors({
    origin: "*",
    allowMethods: ["GET", "HEAD", "OPTIONS"],
    allowHeaders: ["Authorization", "If-None-Match"],
    exposeHeaders: ["ETag", "Retry-After"],
    maxAge: 600,
  }))
  .get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.body(documentFor(c.var.deps.config.publicUrl), 200, {
      "Content-Type": "application/json; charset=utf-8",
    });
  })
  .get("/pages", (c) => {
    const query = parseInput(contentPagesQuery, c.req.query());
    return pageListAnswer(c.var.deps, c.req.raw, query);
  })
  .get("/pages/by-slug/:locale/:slug{.+}", (c) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale)) throw apiError("NF_01", "locale");
    return pageBySlugAnswer(c.var.deps, c.req.raw, locale, c.req.param("slug"));
  })
  .get("/pages/by-slug/:locale", (c) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale)) throw apiError("NF_01", "locale");
    return pageBySlugAnswer(c.var.deps, c.req.raw, locale, HOME_SLUG);
  })
  .get("/pages/:id", (c) => pageByIdAnswer(c.var.deps, c.req.raw, idParam(c)))
  .get("/menus/:locale/:name", (c) => {
    const { locale, name } = c.req.param();
    if (!isLocale(locale) || !isMenuName(name)) throw apiError("NF_01", "name");
    return menuAnswer(c.var.deps, c.req.raw, locale, name);
  })
  .get("/media/:id", (c) => mediaAnswer(c.var.deps, c.req.raw, idParam(c)))
  .all("*", () => {
    throw apiError("NF_01", "path");
  });
