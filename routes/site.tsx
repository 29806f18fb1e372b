/**
 * The public site: `GET /{locale?}/{slug...}` serves the published version of a page.
 *
 * - `/` is the home page; `/nl-nl/…` selects a locale; the default locale has no prefix, and a
 *   prefix naming it redirects (302) to the address without one.
 * - Anything unknown, unpublished, of a locale the site does not have, or not a valid slug gets
 *   the page with slug "404" of that locale, or a plain not-found page, with status 404. A path
 *   that cannot name a page at all (empty segments, backslashes, other characters) is such a
 *   404 too, never a redirect: every Location this site sends is a path of its own.
 * - Only published versions are reachable; the query string is ignored.
 *
 * Per request nothing is read from the store while the site revision stays the same: the
 * settings and the slug → published pointer lookups are held in memory per state of the site
 * (lib/db/site_revision.ts says how a change is visible on the very next request), and the HTML
 * comes from an in-memory cache keyed by the published version.
 */
import { Hono } from "hono";
import type { Context, MiddlewareHandler } from "hono";
import {
  isValidSlug,
  NOT_FOUND_SLUG,
  publicPath,
  splitLocalePrefix,
} from "../lib/content/slugs.ts";
import { type PublishedPointer, publishedPointerIn } from "../lib/db/pages.ts";
import type { Settings } from "../lib/db/settings.ts";
import { type SiteState, siteView } from "../lib/db/site_revision.ts";
import type { Deps } from "../lib/ops/deps.ts";
import type { PublicMenus } from "../lib/content/menus.ts";
import { publicMenus } from "../lib/ops/menus.ts";
import { mergeMedia, publishedCollections } from "../lib/ops/collections.ts";
import type { PublicCollections } from "../lib/render/collections.ts";
import { publicForms } from "../lib/ops/forms/public_forms.ts";
import type { PublicForms } from "../lib/render/forms.ts";
import { loadPublished, redirectFor } from "../lib/ops/page_by_slug.ts";
import type { RenderContext } from "../lib/render/context.ts";
import { type CachedHtml, HtmlCache, htmlEntry, matchesEtag } from "../lib/render/html_cache.ts";
import { renderFallbackNotFoundHtml, renderPageHtml } from "../lib/render/page.tsx";
import { pathOf } from "../lib/http/request_path.ts";
import { publicPageCache } from "../lib/observe/metrics.ts";
import type { AppEnv } from "./_env.ts";

// Counter children looked up once: the fast path counts each hit, and it must stay cheap.
const cacheHit = publicPageCache.labels("hit");
const cacheMiss = publicPageCache.labels("miss");

const CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The favicon's address carries no hash, but it hardly ever changes. */
const FAVICON_CACHE = "public, max-age=31536000";

/** A path that may name a page: "/", or "/"-separated slug or locale segments (one "/" after). */
const PAGE_PATH = /^(?:\/[a-z0-9-]+)*\/?$/;

/** One cache per store: version ids are only unique within one. */
const caches = new WeakMap<Deno.Kv, HtmlCache>();

export function htmlCacheOf(kv: Deno.Kv): HtmlCache {
  let cache = caches.get(kv);
  if (!cache) caches.set(kv, cache = new HtmlCache());
  return cache;
}

/** The state of the public site a request that starts now is answered from. */
function siteStateOf(deps: Deps): Promise<SiteState> | SiteState {
  return siteView(deps.kv).current();
}

export function renderContext(deps: Deps, locale: string, settings: Settings): RenderContext {
  return {
    locale,
    defaultLocale: settings.defaultLocale,
    displayLanguage: settings.displayLanguage,
    siteName: deps.config.siteName,
    publicUrl: deps.config.publicUrl,
    preview: false,
    search: true,
  };
}

/**
 * The menus of a locale as drawn, read once per state of the site: every menu save, and every
 * change to a page they link to, bumps the site revision.
 */
export function menusOf(deps: Deps, state: SiteState, locale: string, settings: Settings) {
  return state.memo(
    `menus\u0000${locale}\u0000${settings.defaultLocale}`,
    () => publicMenus(deps.kv, locale, settings.defaultLocale),
  );
}

/**
 * The published pages that list blocks show (news, locations, lab tests, FAQs) of a locale, read
 * once per state of the site like the menus.
 */
export function collectionsOf(deps: Deps, state: SiteState, locale: string, settings: Settings) {
  return state.memo(
    `collections\u0000${locale}\u0000${settings.defaultLocale}`,
    () => publishedCollections(deps, locale, settings.defaultLocale),
  );
}

/**
 * The form templates that form blocks draw, read once per state of the site: a template save
 * bumps the site revision (lib/db/forms.ts).
 */
export function formsOf(deps: Deps, state: SiteState): Promise<PublicForms> {
  return state.memo("forms", () => publicForms(deps));
}

interface PageAt {
  locale: string;
  slug: string;
  settings: Settings;
  notFound: boolean;
  menus: PublicMenus;
  collections: PublicCollections;
  forms: PublicForms;
}

/** Where the HTML of a published version drawn at an address is cached. */
function htmlKey(pointer: PublishedPointer, at: PageAt): string {
  return [
    at.notFound ? "404" : "page",
    at.locale,
    at.slug,
    pointer.pageID,
    pointer.versionID,
    pointer.rev,
    at.settings.defaultLocale,
    at.settings.availableLocales.join(","),
    at.settings.displayLanguage ?? "",
    at.menus.key,
    at.collections.key,
    at.forms.key,
  ].join("\u0000");
}

/** The cached HTML of a published version, or null when it is no longer the published one. */
function publishedHtml(
  deps: Deps,
  pointer: PublishedPointer,
  at: PageAt,
  key = htmlKey(pointer, at),
): Promise<CachedHtml | null> {
  return htmlCacheOf(deps.kv).get(key, async () => {
    const found = await loadPublished(deps, pointer);
    if (!found) return null;
    const ctx = {
      ...renderContext(deps, found.page.locale, at.settings),
      media: mergeMedia(found.media, at.collections.media),
      menus: at.menus,
      collections: at.collections,
      forms: at.forms,
      pageID: found.page.id,
    };
    return htmlEntry(renderPageHtml(found, ctx, { notFound: at.notFound }));
  });
}

/** What an address answers in one state of the site (remembered per state, by path). */
type Route =
  | { kind: "page"; pointer: PublishedPointer; at: PageAt; key: string; status: 200 | 404 }
  | { kind: "redirect"; location: string; status: 301 | 302; keepQuery: boolean }
  | { kind: "not-found"; locale: string };

async function routeOf(deps: Deps, state: SiteState, path: string): Promise<Route> {
  const settings = await state.settings();
  if (!PAGE_PATH.test(path)) return { kind: "not-found", locale: settings.defaultLocale };
  if (path.length > 1 && path.endsWith("/")) {
    return { kind: "redirect", location: path.slice(0, -1), status: 301, keepQuery: true };
  }
  const { locale: prefix, slug } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  const known = settings.availableLocales.includes(locale);
  if (!isValidSlug(slug) || !known) {
    return { kind: "not-found", locale: known ? locale : settings.defaultLocale };
  }
  if (prefix === settings.defaultLocale) {
    // The default locale's pages live at unprefixed addresses; a temporary redirect, as the
    // default locale may change.
    const location = publicPath(slug, locale, settings.defaultLocale);
    return { kind: "redirect", location, status: 302, keepQuery: false };
  }
  const pointer = await publishedPointerIn(deps.kv, state, locale, slug);
  if (pointer) {
    const [menus, collections, forms] = await Promise.all([
      menusOf(deps, state, locale, settings),
      collectionsOf(deps, state, locale, settings),
      formsOf(deps, state),
    ]);
    const at = { locale, slug, settings, notFound: false, menus, collections, forms };
    const status = slug === NOT_FOUND_SLUG ? 404 : 200;
    return { kind: "page", pointer, at, key: htmlKey(pointer, at), status };
  }
  const route = await movedOrNotFound(deps, locale, slug, settings);
  if (route.kind !== "not-found" || prefix !== null) return route;
  // An unprefixed address of a page in a former default locale: the page now lives at its
  // prefixed address (temporarily, as the default locale may change back).
  for (const former of settings.formerDefaultLocales ?? []) {
    if (former === locale || !settings.availableLocales.includes(former)) continue;
    if (!await publishedPointerIn(deps.kv, state, former, slug)) continue;
    const location = publicPath(slug, former, settings.defaultLocale);
    return { kind: "redirect", location, status: 302, keepQuery: false };
  }
  return route;
}

/** An old address of a page that moved answers with a permanent redirect; others are 404. */
async function movedOrNotFound(
  deps: Deps,
  locale: string,
  slug: string,
  settings: Settings,
): Promise<Route> {
  const moved = await redirectFor(deps, locale, slug, settings.defaultLocale);
  if (moved) return { kind: "redirect", location: moved, status: 301, keepQuery: false };
  return { kind: "not-found", locale };
}

/** A page answered once in a state of the site, kept with its final headers for the fast path. */
interface ReadyPage {
  body: CachedHtml["body"];
  etag: string;
  headers: [string, string][];
}

/** Pages the slow path has just answered, waiting for their final headers (see fastPages). */
const answered = new WeakMap<Request, { state: SiteState; path: string; entry: CachedHtml }>();

const readyKey = (path: string) => `ready\u0000${path}`;

/**
 * The public pages' fast path: a page this state of the site has already answered with 200 is
 * sent again at once with the very headers the whole middleware chain gave it, skipping routing
 * and header work. The kept pages belong to the site state, so any change that bumps the site
 * revision drops them exactly as it drops the cached pointers. Null: go the usual way.
 */
export function fastPage(deps: Deps): (request: Request) => Response | null {
  const view = siteView(deps.kv);
  return (request) => {
    if (request.method !== "GET") return null;
    const state = view.current();
    if (state instanceof Promise) return null;
    const ready = state.peek<ReadyPage>(readyKey(pathOf(request.url)));
    if (!ready) return null;
    cacheHit.inc();
    const fresh = matchesEtag(request.headers.get("If-None-Match") ?? undefined, ready.etag);
    return new Response(fresh ? null : ready.body, {
      status: fresh ? 304 : 200,
      headers: ready.headers,
    });
  };
}

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
    const done = answered.get(c.req.raw);
    if (!done || c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
    const headers = [...c.res.headers].filter(([name]) => name !== "content-length");
    done.state.keep(readyKey(done.path), { body: done.entry.body, etag: done.entry.etag, headers });
  };
}

function send(c: Context<AppEnv>, entry: CachedHtml, status: 200 | 404): Response {
  const headers: [string, string][] = [
    ["Content-Type", "text/html; charset=UTF-8"],
    ["Cache-Control", CACHE_CONTROL],
    ["Content-Security-Policy", entry.csp],
    ["X-Frame-Options", "SAMEORIGIN"],
  ];
  if (status === 200) {
    headers.push(["ETag", entry.etag]);
    if (matchesEtag(c.req.header("If-None-Match"), entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  // HEAD is answered without the body: say the length it would have.
  if (c.req.method === "HEAD") headers.push(["Content-Length", String(entry.body.byteLength)]);
  return new Response(entry.body, { status, headers });
}

/** A redirect to a path of this site; null for anything else ("//host", "/\host"). */
function redirectWithin(c: Context<AppEnv>, location: string, status: 301 | 302): Response | null {
  if (!/^\/(?![/\\])[!-[\]-~]*$/.test(location)) return null;
  return c.redirect(location, status);
}

async function notFound(c: Context<AppEnv>, state: SiteState, locale: string): Promise<Response> {
  const deps = c.get("deps");
  const settings = await state.settings();
  const pointer = await publishedPointerIn(deps.kv, state, locale, NOT_FOUND_SLUG);
  const [menus, collections, forms] = await Promise.all([
    menusOf(deps, state, locale, settings),
    collectionsOf(deps, state, locale, settings),
    formsOf(deps, state),
  ]);
  const at = { locale, slug: NOT_FOUND_SLUG, settings, notFound: true, menus, collections, forms };
  const page = pointer && await publishedHtml(deps, pointer, at);
  if (page) return send(c, page, 404);
  const key = ["fallback-404", locale, settings.defaultLocale, menus.key].join("\u0000");
  const fallback = await htmlCacheOf(deps.kv).get(
    key,
    () =>
      htmlEntry(renderFallbackNotFoundHtml({ ...renderContext(deps, locale, settings), menus })),
  );
  return send(c, fallback!, 404);
}

async function answer(c: Context<AppEnv>, state: SiteState, route: Route): Promise<Response> {
  const deps = c.get("deps");
  switch (route.kind) {
    case "page": {
      // A hit: the rendered HTML of this version was in memory (the fast path counts its own).
      (htmlCacheOf(deps.kv).has(route.key) ? cacheHit : cacheMiss).inc();
      const page = await publishedHtml(deps, route.pointer, route.at, route.key);
      if (page) return send(c, page, route.status);
      // The version stopped being the published one since the pointer was read.
      const { locale, slug, settings } = route.at;
      return answer(c, state, await movedOrNotFound(deps, locale, slug, settings));
    }
    case "redirect": {
      const search = route.keepQuery ? new URL(c.req.url).search : "";
      return redirectWithin(c, route.location + search, route.status) ??
        notFound(c, state, (await state.settings()).defaultLocale);
    }
    case "not-found":
      return notFound(c, state, route.locale);
  }
}

let favicon: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | null = null;

function readFavicon() {
  return favicon ??= Deno.readFile(new URL("../static/favicon.ico", import.meta.url))
    .then(async (body) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
      const hex = [...digest.subarray(0, 12)].map((b) => b.toString(16).padStart(2, "0"));
      return { body, etag: `"${hex.join("")}"` };
    });
}

export const site = new Hono<AppEnv>()
  .get("/favicon.ico", async (c) => {
    const icon = await readFavicon();
    c.header("Content-Type", "image/x-icon");
    c.header("Cache-Control", FAVICON_CACHE);
    c.header("ETag", icon.etag);
    if (matchesEtag(c.req.header("If-None-Match"), icon.etag)) return c.body(null, 304);
    c.header("Content-Length", String(icon.body.byteLength));
    return c.body(icon.body);
  })
  .get("*", async (c) => {
    const deps = c.get("deps");
    const state = await siteStateOf(deps);
    const path = c.req.path;
    const route = await state.memo(`route\u0000${path}`, () => routeOf(deps, state, path));
    const response = await answer(c, state, route);
    if (route.kind === "page" && c.req.method === "GET" && response.status === 200) {
      const entry = await publishedHtml(deps, route.pointer, route.at, route.key);
      if (entry) answered.set(c.req.raw, { state, path, entry });
    }
    return response;
  });
