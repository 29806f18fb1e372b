/**
 * The content API's answers (issue 32; routes/api/content.ts): the token checked (its read sent
 * beside the request's first data read, so it adds no round trip in sequence), the token's rate
 * limit, the answer's JSON with a strong ETag (304 on `If-None-Match`), and its caching headers.
 *
 * Caching: an answer depends on the token (its scope decides 200 or 404), so it is
 * `Cache-Control: private, no-cache` with `Vary: Authorization`: a shared cache never keeps it —
 * a CDN that kept it would hand it to a request without a token, past the 401 — while the
 * caller's own cache keeps it and asks again with its ETag (a 304 costs no body). The answers
 * still carry the public pages' cache tags (with a CDN configured): an edge that checks tokens
 * itself could key and purge by them. In this process, pages are held per state of the site as
 * the public pages are (dropped by a change that meets their tags), so a warm read costs the
 * token's read alone.
 */
import { type Cdn } from "../config.ts";
import { CONTENT_API_BASE } from "../content/content_api.ts";
import { addressTag, localeTag, pageTag, SITEMAP_TAG } from "../db/cache_tags.ts";
import type { SiteState } from "../db/site_revision.ts";
import { apiError } from "../http/errors.ts";
import { RateWindow } from "../auth/rate_window.ts";
import {
  type ApiTokenRecord,
  bearerHash,
  tokenOf,
  tokenSees,
} from "../ops/integrations/api_tokens.ts";
import type { Deps } from "../ops/deps.ts";
import {
  contentMedia,
  contentPageJson,
  contentPageList,
  pageRecord,
  publishedPageAt,
} from "../ops/site/content_pages.ts";
import type { ContentPagesQuery } from "../content/content_api.ts";
import { matchesEtag, strongEtag } from "../render/html_cache.ts";
import { publicCacheHeaders } from "./cache_headers.ts";
import { menusOf, siteStateOf } from "./state.ts";
import type { MenuName } from "../content/menus.ts";

/** What an answer is: its JSON, and the cache tags of what it was read from. */
interface Answer {
  json: unknown;
  tags: string[];
}

/** A page as held per state: its JSON, locale and type (for the scope), and its tags. */
interface HeldPage {
  json: Record<string, unknown>;
  locale: string;
  type: string;
  tags: string[];
}

export const CONTENT_API_CACHE = "private, no-cache";

const limiters = new WeakMap<Deps, RateWindow>();

function limiterOf(deps: Deps): RateWindow {
  let limiter = limiters.get(deps);
  if (!limiter) limiters.set(deps, limiter = new RateWindow(deps.config.contentApiRateLimit));
  return limiter;
}

/**
 * Answers a content API request: `read` gets the checked token and the site state, and answers
 * null for 404. The token's read, the state's and `first` (a read that needs neither) go
 * together.
 */
export async function contentAnswer<F>(
  deps: Deps,
  request: Request,
  first: () => Promise<F>,
  read: (token: ApiTokenRecord, state: SiteState, first: F) => Promise<Answer | null>,
): Promise<Response> {
  const hash = bearerHash(request.headers.get("Authorization"));
  if (hash !== null) {
    const wait = limiterOf(deps).take(hash);
    if (wait > 0) {
      throw apiError("CAPI_03", "Authorization").withHeaders({ "Retry-After": String(wait) });
    }
  }
  const [token, state, firstRead] = await Promise.all([
    tokenOf(deps, hash),
    siteStateOf(deps),
    first(),
  ]);
  const answer = await read(token, state, firstRead);
  if (!answer) throw apiError("NF_01", "");
  return jsonAnswer(request, deps.config.cdn, JSON.stringify(answer.json), answer.tags);
}

async function jsonAnswer(
  request: Request,
  cdn: Cdn,
  body: string,
  tags: string[],
): Promise<Response> {
  const bytes = new TextEncoder().encode(body);
  const etag = await strongEtag(bytes);
  const headers = new Headers(publicCacheHeaders(cdn, tags));
  headers.set("Cache-Control", CONTENT_API_CACHE);
  headers.set("Vary", "Authorization");
  headers.set("ETag", etag);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status: 200, headers });
}

/** The published page at an address, held per state. */
function heldPageAt(
  deps: Deps,
  state: SiteState,
  locale: string,
  slug: string,
): Promise<HeldPage | null> {
  return state.memo(
    `content-api\u0000${locale}\u0000${slug}`,
    async () => {
      const found = await publishedPageAt(deps, state, locale, slug);
      if (!found) return null;
      const settings = await state.settings();
      return {
        json: contentPageJson(deps, found, settings.defaultLocale),
        locale,
        type: found.page.type,
        tags: [localeTag(locale), addressTag(locale, slug), pageTag(found.page.id)],
      };
    },
    (held) => held?.tags ?? [addressTag(locale, slug)],
  );
}

function pageAnswer(token: ApiTokenRecord, held: HeldPage | null): Answer | null {
  if (!held || !tokenSees(token, held.locale, held.type)) return null;
  return { json: held.json, tags: held.tags };
}

/** `GET /pages/by-slug/{locale}/{slug…}`. */
export function pageBySlugAnswer(
  deps: Deps,
  request: Request,
  locale: string,
  slug: string,
): Promise<Response> {
  return contentAnswer(deps, request, async () => {}, async (token, state) => {
    // Out of scope is not found: a token cannot learn what else is published.
    if (!tokenSees(token, locale)) return null;
    return pageAnswer(token, await heldPageAt(deps, state, locale, slug));
  });
}

/** `GET /pages/{id}`: the page record (for its address) is read beside the token. */
export function pageByIdAnswer(deps: Deps, request: Request, id: number): Promise<Response> {
  return contentAnswer(deps, request, () => pageRecord(deps, id), async (token, state, page) => {
    if (!page || page.publishedVersionID === null || !tokenSees(token, page.locale, page.type)) {
      return null;
    }
    const held = await heldPageAt(deps, state, page.locale, page.slug);
    // Another page at its address: it moved or was unpublished since the site state was read.
    return pageAnswer(token, held?.json.id === id ? held : null);
  });
}

/** `GET /pages`: a page of the list (read anew each time: an index read, then the records). */
export function pageListAnswer(
  deps: Deps,
  request: Request,
  query: ContentPagesQuery,
): Promise<Response> {
  return contentAnswer(deps, request, async () => {}, async (token, state) => {
    const settings = await state.settings();
    const locale = query.locale ?? settings.defaultLocale;
    if (!tokenSees(token, locale) || (query.type && !tokenSees(token, locale, query.type))) {
      return null;
    }
    const list = await contentPageList(deps, token, { ...query, locale }, settings.defaultLocale);
    return { json: list, tags: [localeTag(locale), SITEMAP_TAG] };
  });
}

/** `GET /menus/{locale}/{name}`: as the public site draws it. */
export function menuAnswer(
  deps: Deps,
  request: Request,
  locale: string,
  name: MenuName,
): Promise<Response> {
  return contentAnswer(deps, request, async () => {}, async (token, state) => {
    if (!tokenSees(token, locale)) return null;
    const menus = await menusOf(deps, state, locale, await state.settings());
    return {
      json: { locale, name, items: menus.menus[name] ?? [] },
      tags: [localeTag(locale), ...menus.tags],
    };
  });
}

/** `GET /media/{id}`. */
export function mediaAnswer(deps: Deps, request: Request, id: number): Promise<Response> {
  return contentAnswer(deps, request, async () => {}, async (token) => {
    const found = await contentMedia(deps, token, id);
    return found && { json: found.json, tags: [] };
  });
}

/** The OpenAPI document's address (it needs no token: it describes, it shows no content). */
export const OPENAPI_PATH = `${CONTENT_API_BASE}/openapi.json`;
