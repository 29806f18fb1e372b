/**
 * The public site's answer to `GET /{locale?}/{slug...}`: the published version of a page (what
 * an address answers: routing.ts). Only published versions are reachable; the query string is
 * ignored.
 *
 * Per request nothing is read from the store while the site revision stays the same: the
 * settings and the slug → published pointer lookups are held in memory per state of the site
 * (lib/db/site_revision.ts says how a change is visible on the very next request), the route of
 * each path is remembered in that state, and the HTML comes from an in-memory cache keyed by the
 * published version (html.ts). A page answered with 200 is noted for the fast path
 * (fast_path.ts).
 *
 * Pages and not-found answers carry the caching headers of cache_headers.ts, with the cache tags
 * of what they were built from (answer_tags.ts): a CDN may keep them until a change purges one.
 * Redirects carry none: no CDN keeps them.
 */
import { NOT_FOUND_SLUG } from "../content/slugs.ts";
import type { SiteState } from "../db/site_revision.ts";
import type { Deps } from "../ops/deps.ts";
import { type CachedHtml, htmlEntry, matchesEtag } from "../render/html_cache.ts";
import { renderFallbackNotFoundHtml } from "../render/page.tsx";
import { cacheHit, cacheMiss, noteAnswered } from "./fast_path.ts";
import { htmlCacheOf, publishedHtml } from "./html.ts";
import { movedOrNotFound, notFoundPage, type Route, routeOf } from "./routing.ts";
import { menusOf, renderContext, siteStateOf } from "./state.ts";
import { pageAnswerTags, pathAddressTags, routeTags } from "./answer_tags.ts";
import { publicCacheHeaders } from "./cache_headers.ts";
import { addressTag, localeTag } from "../db/cache_tags.ts";

/** The answer to a public page request; `path` is the request's path as the router read it. */
export async function publicPage(deps: Deps, request: Request, path: string): Promise<Response> {
  const state = await siteStateOf(deps);
  // A drop after this may make what is read below stale: then the answer is not kept.
  const drops = state.drops;
  const route = await state.memo(`route\u0000${path}`, () => routeOf(deps, state, path), routeTags);
  const response = await answer(deps, request, state, route, path);
  if (route.kind === "page" && request.method === "GET" && response.status === 200) {
    const entry = await publishedHtml(deps, route.pointer, route.at, route.key);
    const tags = entry && pageAnswerTags(route.at, route.pointer, entry);
    if (entry) noteAnswered(request, { state, path, entry, drops, tags: tags! });
  }
  return response;
}

function send(
  deps: Deps,
  request: Request,
  entry: CachedHtml,
  status: 200 | 404,
  tags: string[],
): Response {
  const headers: [string, string][] = [
    ["Content-Type", "text/html; charset=UTF-8"],
    ...publicCacheHeaders(deps.config.cdn, tags),
    ["Content-Security-Policy", entry.csp],
    ["X-Frame-Options", "SAMEORIGIN"],
  ];
  if (status === 200) {
    headers.push(["ETag", entry.etag]);
    if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, entry.etag)) {
      return new Response(null, { status: 304, headers });
    }
  }
  // HEAD is answered without the body: say the length it would have.
  if (request.method === "HEAD") headers.push(["Content-Length", String(entry.body.byteLength)]);
  return new Response(entry.body, { status, headers });
}

/** A redirect to a path of this site; null for anything else ("//host", "/\host"). */
function redirectWithin(location: string, status: 301 | 302): Response | null {
  if (!/^\/(?![/\\])[!-[\]-~]*$/.test(location)) return null;
  return new Response(null, { status, headers: { Location: location } });
}

async function notFound(
  deps: Deps,
  request: Request,
  state: SiteState,
  locale: string,
  path: string,
): Promise<Response> {
  const found = await notFoundPage(deps, state, locale);
  const page = found && await publishedHtml(deps, found.pointer, found.at, found.key);
  const settings = await state.settings();
  // The addresses the path names: a page published at one of them later must purge this answer.
  const here = pathAddressTags(path, settings);
  if (page) {
    return send(deps, request, page, 404, [
      ...here,
      ...pageAnswerTags(found.at, found.pointer, page),
    ]);
  }
  const menus = await menusOf(deps, state, locale, settings);
  const key = ["fallback-404", locale, settings.defaultLocale, menus.key].join("\u0000");
  const fallback = await htmlCacheOf(deps.kv).get(
    key,
    () =>
      htmlEntry(renderFallbackNotFoundHtml({ ...renderContext(deps, locale, settings), menus })),
  );
  // A 404 page published later replaces it.
  const tags = [...here, localeTag(locale), addressTag(locale, NOT_FOUND_SLUG), ...menus.tags];
  return send(deps, request, fallback!, 404, tags);
}

async function answer(
  deps: Deps,
  request: Request,
  state: SiteState,
  route: Route,
  path: string,
): Promise<Response> {
  switch (route.kind) {
    case "page": {
      // A hit: the rendered HTML of this version was in memory (the fast path counts its own).
      (htmlCacheOf(deps.kv).has(route.key) ? cacheHit : cacheMiss).inc();
      const page = await publishedHtml(deps, route.pointer, route.at, route.key);
      if (page) {
        return send(
          deps,
          request,
          page,
          route.status,
          pageAnswerTags(route.at, route.pointer, page),
        );
      }
      // The version stopped being the published one since the pointer was read.
      const { locale, slug, settings } = route.at;
      const moved = await movedOrNotFound(deps, locale, slug, settings);
      return answer(deps, request, state, moved, path);
    }
    case "redirect": {
      const search = route.keepQuery ? new URL(request.url).search : "";
      return redirectWithin(route.location + search, route.status) ??
        notFound(deps, request, state, (await state.settings()).defaultLocale, path);
    }
    case "not-found":
      return notFound(deps, request, state, route.locale, path);
  }
}
