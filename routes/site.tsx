/**
 * The public site: `GET /{locale?}/{slug...}` serves the published version of a page.
 *
 * - `/` is the home page; `/nl-nl/…` selects a locale; the default locale has no prefix, and a
 *   prefix naming it redirects (302) to the address without one.
 * - Anything unknown, unpublished, of a locale the site does not have, or not a valid slug gets
 *   the page with slug "404" of that locale, or a plain not-found page, with status 404.
 * - Only published versions are reachable; the query string is ignored.
 *
 * Per request: one KV read, of the settings and the published pointer (slug → page and version)
 * together; the HTML comes from an in-memory cache keyed by that version, so every instance is
 * right without invalidation messages.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import {
  isValidSlug,
  NOT_FOUND_SLUG,
  publicPath,
  splitLocalePrefix,
} from "../lib/content/slugs.ts";
import { getSettingsAndPublished, type PublishedPointer } from "../lib/db/pages.ts";
import type { Settings } from "../lib/db/settings.ts";
import type { Deps } from "../lib/ops/deps.ts";
import { findPublished, loadPublished, redirectFor } from "../lib/ops/page_by_slug.ts";
import type { RenderContext } from "../lib/render/context.ts";
import { type CachedHtml, HtmlCache, htmlEntry, matchesEtag } from "../lib/render/html_cache.ts";
import { renderFallbackNotFoundHtml, renderPageHtml } from "../lib/render/page.tsx";
import type { AppEnv } from "./_env.ts";

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** One cache per store: version ids are only unique within one. */
const caches = new WeakMap<Deno.Kv, HtmlCache>();
/** The default locale last seen per store, to read the pointer alongside the settings. */
const defaultGuess = new WeakMap<Deno.Kv, string>();

export function htmlCacheOf(kv: Deno.Kv): HtmlCache {
  let cache = caches.get(kv);
  if (!cache) caches.set(kv, cache = new HtmlCache());
  return cache;
}

type Pointer = PublishedPointer;

function renderContext(deps: Deps, locale: string, settings: Settings): RenderContext {
  return {
    locale,
    defaultLocale: settings.defaultLocale,
    siteName: deps.config.siteName,
    publicUrl: deps.config.publicUrl,
    preview: false,
  };
}

/** The cached HTML of a published version, or null when it is no longer the published one. */
function publishedHtml(
  deps: Deps,
  pointer: Pointer,
  at: { locale: string; slug: string; settings: Settings; notFound: boolean },
): Promise<CachedHtml | null> {
  const key = [
    at.notFound ? "404" : "page",
    at.locale,
    at.slug,
    pointer.pageID,
    pointer.versionID,
    pointer.rev,
    at.settings.defaultLocale,
  ].join("\u0000");
  return htmlCacheOf(deps.kv).get(key, async () => {
    const found = await loadPublished(deps, pointer);
    if (!found) return null;
    const ctx = { ...renderContext(deps, found.page.locale, at.settings), media: found.media };
    return htmlEntry(renderPageHtml(found, ctx, { notFound: at.notFound }));
  });
}

function send(c: Context<AppEnv>, entry: CachedHtml, status: 200 | 404): Response {
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Cache-Control", CACHE_CONTROL);
  if (status === 200) {
    c.header("ETag", entry.etag);
    if (matchesEtag(c.req.header("If-None-Match"), entry.etag)) return c.body(null, 304);
  }
  return c.body(entry.body, status);
}

async function notFound(
  c: Context<AppEnv>,
  locale: string,
  settings: Settings,
): Promise<Response> {
  const deps = c.var.deps;
  const pointer = await findPublished(deps, locale, NOT_FOUND_SLUG);
  const at = { locale, slug: NOT_FOUND_SLUG, settings, notFound: true };
  const page = pointer && await publishedHtml(deps, pointer, at);
  if (page) return send(c, page, 404);
  const key = ["fallback-404", locale, settings.defaultLocale].join("\u0000");
  const fallback = await htmlCacheOf(deps.kv).get(
    key,
    () => htmlEntry(renderFallbackNotFoundHtml(renderContext(deps, locale, settings))),
  );
  return send(c, fallback!, 404);
}

export const site = new Hono<AppEnv>()
  .get("*", async (c) => {
    const deps = c.var.deps;
    const path = c.req.path;
    if (path.length > 1 && path.endsWith("/")) {
      const url = new URL(c.req.url);
      return c.redirect(path.replace(/\/+$/, "") + url.search, 301);
    }
    const { locale: prefix, slug } = splitLocalePrefix(path);
    const guess = prefix ?? defaultGuess.get(deps.kv) ?? "";
    const valid = isValidSlug(slug);
    const [settings, guessed] = await getSettingsAndPublished(
      deps.kv,
      guess,
      valid && guess ? slug : null,
    );
    defaultGuess.set(deps.kv, settings.defaultLocale);
    const locale = prefix ?? settings.defaultLocale;
    if (prefix === settings.defaultLocale) {
      // The default locale's pages live at unprefixed addresses; a temporary redirect, as the
      // default locale may change.
      return c.redirect(publicPath(slug, locale, settings.defaultLocale), 302);
    }
    if (!valid || !settings.availableLocales.includes(locale)) {
      return notFound(
        c,
        settings.availableLocales.includes(locale) ? locale : settings.defaultLocale,
        settings,
      );
    }
    const pointer = guess === locale ? guessed : await findPublished(deps, locale, slug);
    const page = pointer &&
      await publishedHtml(deps, pointer, { locale, slug, settings, notFound: false });
    if (!page) {
      // An old address of a page that moved answers with a permanent redirect.
      const moved = await redirectFor(deps, locale, slug, settings.defaultLocale);
      if (moved) return c.redirect(moved, 301);
      return notFound(c, locale, settings);
    }
    return send(c, page, slug === NOT_FOUND_SLUG ? 404 : 200);
  });
