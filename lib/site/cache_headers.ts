/**
 * The caching headers of the public answers a CDN may keep — public pages, the news API, the
 * sitemap — by the configured CDN (`CDN`, lib/config.ts). Without one ("none") they say what they
 * said before: `public, max-age=0, must-revalidate` (browsers ask again each time, answered 304
 * by ETag). With one, browsers still ask each time (`max-age=0`) but the CDN keeps the answer
 * for `s-maxage` and may send it `stale-while-revalidate` longer while it asks again; the cache
 * tags (lib/db/cache_tags.ts) say what the answer was built from, so that a change purges
 * exactly those answers (lib/site/cdn_purge.ts).
 *
 * Anything per visitor is never given these headers: answers for a session, answers that set a
 * cookie (routes/_shared_cache.ts turns those private), drafts, previews and form answers.
 */
import { type Cdn, CDN_S_MAXAGE, CDN_STALE_WHILE_REVALIDATE } from "../config.ts";
import { SITE_TAG, SITEMAP_TAG } from "../db/cache_tags.ts";
import { matchesEtag, strongEtag } from "../render/html_cache.ts";

/** Without a CDN: browsers and any cache ask again each time (answered 304 by ETag). */
export const REVALIDATE = "public, max-age=0, must-revalidate";

const SHARED =
  `public, max-age=0, s-maxage=${CDN_S_MAXAGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}`;

/** The sitemap's tags: it lists every published page (and the settings, as every answer). */
export const SITEMAP_TAGS = [SITEMAP_TAG];

/** Deno Deploy takes at most 500 tags per answer. */
const MAX_TAGS = 500;

/**
 * The `Cache-Control` (and, with a CDN, cache tag) headers of a public answer built from `tags`
 * (SITE_TAG is added: every answer goes with a purge of everything). An answer with more tags
 * than the CDN takes is not kept by it.
 */
export function publicCacheHeaders(cdn: Cdn, tags: Iterable<string>): [string, string][] {
  if (cdn === "none") return [["Cache-Control", REVALIDATE]];
  const all = [...new Set([SITE_TAG, ...tags])];
  if (all.length > MAX_TAGS) return [["Cache-Control", REVALIDATE]];
  return [
    ["Cache-Control", SHARED],
    cdn === "deno-deploy" ? ["Deno-Cache-Tag", all.join(",")] : ["xkey", all.join(" ")],
  ];
}

/**
 * A public answer a CDN may keep (the news API, the sitemap), with a strong ETag — a hash of the
 * body — and 304 when the request already has it.
 */
export async function sharedAnswer(
  request: Request,
  cdn: Cdn,
  body: string,
  contentType: string,
  tags: Iterable<string>,
): Promise<Response> {
  const bytes = new TextEncoder().encode(body);
  const etag = await strongEtag(bytes);
  const headers: [string, string][] = [
    ["Content-Type", contentType],
    ...publicCacheHeaders(cdn, tags),
    ["ETag", etag],
  ];
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status: 200, headers });
}
