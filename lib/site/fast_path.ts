/**
 * The public pages' fast path: a page this state of the site has already answered with 200 is
 * sent again at once with the very headers the whole middleware chain gave it, skipping routing
 * and header work. The kept pages belong to the site state, each with the cache tags of what it
 * was built from (answer_tags.ts), so a change that bumps the site revision drops exactly those
 * it touched (lib/db/site_revision.ts). routes/site.tsx runs it first
 * (`fastPages`), and app.ts's `serveHandler` before Hono.
 */
import { type SiteState, siteView } from "../db/site_revision.ts";
import type { Deps } from "../ops/deps.ts";
import { pathOf } from "../observe/request_path.ts";
import { type CachedHtml, matchesEtag } from "../render/html_cache.ts";
import { publicPageCache } from "../observe/metrics.ts";

// Counter children looked up once: the fast path counts each hit, and it must stay cheap.
export const cacheHit = publicPageCache.labels("hit");
export const cacheMiss = publicPageCache.labels("miss");

/**
 * A page answered once in a state of the site, kept as the answers the fast path sends: each
 * request gets a clone of one of them. A clone copies the header list as it is, where a new
 * Response checks and normalises every header again (with the CSP, some 80 µs a page on the
 * bench machine, more than the rest of the fast path); it shares the body's bytes.
 */
interface ReadyPage {
  etag: string;
  ok: Response;
  notModified: Response;
}

/** Pages the slow path has just answered, waiting for their final headers (see keepAnswered). */
interface Answered {
  state: SiteState;
  path: string;
  entry: CachedHtml;
  /** The state's drop count before the answer's reads began. */
  drops: number;
  tags: string[];
}
const answered = new WeakMap<Request, Answered>();

const readyKey = (path: string) => `ready\u0000${path}`;

/** True when `state` keeps the answer to `path` for the fast path. */
export function isKept(state: SiteState, path: string): boolean {
  return state.peek(readyKey(path)) !== undefined;
}

/** Notes that `request` was answered with `entry` (200) in `state`, for {@link keepAnswered}. */
export function noteAnswered(request: Request, answer: Answered): void {
  answered.set(request, answer);
}

/** The fast path's answer to `request`; null: go the usual way. */
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
    return (fresh ? ready.notModified : ready.ok).clone();
  };
}

/**
 * Keeps a page the usual way answered (noted by {@link noteAnswered}), with the final headers of
 * `response`, for the fast path's next time. A session's answer (Set-Cookie) is never kept.
 */
export function keepAnswered(request: Request, response: Response): void {
  const done = answered.get(request);
  if (!done || response.status !== 200 || response.headers.has("Set-Cookie")) return;
  // Something was dropped while it was answered: it may have been built from what was dropped.
  if (done.state.drops !== done.drops) return;
  const headers = [...response.headers].filter(([name]) => name !== "content-length");
  const ready: ReadyPage = {
    etag: done.entry.etag,
    ok: new Response(done.entry.body, { status: 200, headers }),
    notModified: new Response(null, { status: 304, headers }),
  };
  done.state.keep(readyKey(done.path), ready, done.tags);
}
