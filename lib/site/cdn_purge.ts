/**
 * Sends the CDN purges that commits queue (lib/db/cdn_purges.ts) when a CDN is in front (`CDN`,
 * `CDN_PURGE_URL`; lib/config.ts). The tags are those the change touched (lib/db/cache_tags.ts),
 * the same the answers carry (cache_headers.ts):
 *
 * - "deno-deploy": `POST` to Deno Deploy's invalidation endpoint (`http://cache.localhost/
 *   invalidate/http`, by default) with `{"tags": [...]}`, at most 500 tags a request.
 * - "varnish": a `PURGE` request to Varnish with the tags in `xkey-purge` (space-separated); the
 *   VCL (docs/varnish.vcl) removes every object carrying one of them with vmod xkey.
 *
 * The committing process sends at once (a commit wakes it). A purge that fails — a refused or
 * failed request — is logged, counted (`ximblox_cdn_purges_total{outcome="failed"}`) and sent
 * again after a backoff (1 s, doubling, up to 5 minutes), by whichever process gets to it first
 * (each claims what it sends): the queue is in the store, so a restart loses nothing. One is given
 * up (`outcome="expired"`, logged as an error) only once the CDN's copies it meant have expired
 * by themselves (`s-maxage` and `stale-while-revalidate` after the change).
 */
import { CDN_S_MAXAGE, CDN_STALE_WHILE_REVALIDATE } from "../config.ts";
import {
  type CdnPurge,
  claimCdnPurges,
  deleteCdnPurges,
  queueCdnPurgesOn,
  queuedCdnPurges,
  retryCdnPurges,
  stopQueueingCdnPurges,
} from "../db/cdn_purges.ts";
import { logError, logWarn } from "../observe/log.ts";
import { cdnPurges } from "../observe/metrics.ts";
import type { Deps } from "../ops/deps.ts";

export interface CdnPurger {
  /** Ends the timers and waits for a send under way. */
  stop(): Promise<void>;
  /** Resolves once no send is under way. */
  settled(): Promise<void>;
}

/** How often a process looks for purges others left (failed, or their process stopped). */
const SWEEP_MS = 30_000;
/** How long a claim holds: a process that stops mid-send leaves it to another after this. */
const CLAIM_MS = 30_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;
/** Changes purged in one go at most. */
const BATCH = 100;
/** After this, the CDN's copies a purge meant have expired anyway. */
const USEFUL_MS = (CDN_S_MAXAGE + CDN_STALE_WHILE_REVALIDATE) * 1000;

/** Starts sending the purges of `deps.kv`'s commits; null when no CDN is configured. */
export function startCdnPurger(deps: Deps): CdnPurger | null {
  const { kv, config } = deps;
  if (config.cdn === "none" || !config.cdnPurgeUrl) return null;
  const send = config.cdn === "deno-deploy"
    ? denoDeployPurge(config.cdnPurgeUrl)
    : varnishPurge(config.cdnPurgeUrl);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAt = Infinity;

  const retryIn = (ms: number) => {
    const at = Date.now() + ms;
    if (stopped || at >= retryAt) return;
    clearTimeout(retryTimer);
    retryAt = at;
    retryTimer = setTimeout(() => {
      retryAt = Infinity;
      kick();
    }, ms);
  };

  const run = async () => {
    const now = Date.now();
    const queued = await queuedCdnPurges(kv);
    const free = queued.filter((e) => e.value.claimedUntil <= now);
    const expired = free.filter((e) => e.value.queuedAt + USEFUL_MS <= now);
    if (expired.length) {
      await deleteCdnPurges(kv, expired);
      cdnPurges.labels("expired").inc(expired.length);
      logError("cdn purge: given up, the CDN's copies have expired", undefined, {
        changes: expired.length,
        tags: expired.flatMap((e) => e.value.tags).join(" "),
      });
    }
    const due = free.filter((e) => !expired.includes(e) && e.value.nextAt <= now).slice(0, BATCH);
    const claimed = await claimCdnPurges(kv, due, now + CLAIM_MS);
    if (claimed.length) await sendClaimed(claimed);
    // What waits for a later time (a backoff), or was claimed by a process that may stop.
    const later = queued.filter((e) => !due.includes(e) && !expired.includes(e))
      .map((e) => Math.max(e.value.nextAt, e.value.claimedUntil) - now);
    if (later.length) retryIn(Math.max(0, Math.min(...later)));
  };

  const sendClaimed = async (claimed: Deno.KvEntry<CdnPurge>[]) => {
    const tags = [...new Set(claimed.flatMap((e) => e.value.tags))];
    try {
      await send(tags);
      await deleteCdnPurges(kv, claimed);
      cdnPurges.labels("ok").inc(claimed.length);
    } catch (err) {
      const attempts = Math.max(...claimed.map((e) => e.value.attempts)) + 1;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
      await retryCdnPurges(kv, claimed, Date.now() + delay);
      cdnPurges.labels("failed").inc(claimed.length);
      logError("cdn purge: failed, to be sent again", err, {
        attempt: attempts,
        retryInMs: delay,
        tags: tags.join(" "),
      });
      retryIn(delay);
    }
  };

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((err) => logWarn("cdn purge: queue not read", { error: String(err) }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  queueCdnPurgesOn(kv, kick);
  kick();
  const sweep = setInterval(kick, SWEEP_MS);
  const settled = async () => {
    while (running) await running;
  };
  return {
    settled,
    async stop() {
      stopped = true;
      stopQueueingCdnPurges(kv);
      clearInterval(sweep);
      clearTimeout(retryTimer);
      await settled();
    },
  };
}

type Send = (tags: string[]) => Promise<void>;

function inChunks(tags: string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < tags.length; i += size) out.push(tags.slice(i, i + size));
  return out;
}

async function expectOk(res: Response, what: string): Promise<void> {
  const text = await res.text().catch(() => "");
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
}

/** Deno Deploy: POST {"tags": [...]} (at most 500 a request). */
function denoDeployPurge(url: string): Send {
  return async (tags) => {
    for (const chunk of inChunks(tags, 500)) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ tags: chunk }),
        signal: AbortSignal.timeout(10_000),
      });
      await expectOk(res, "Deno Deploy's invalidation");
    }
  };
}

/** Varnish: PURGE with `xkey-purge: tag1 tag2 …` (kept well under Varnish's header limit). */
function varnishPurge(url: string): Send {
  return async (tags) => {
    for (const chunk of inChunks(tags, 100)) {
      const res = await fetch(url, {
        method: "PURGE",
        headers: { "xkey-purge": chunk.join(" ") },
        signal: AbortSignal.timeout(10_000),
      });
      await expectOk(res, "Varnish's purge");
    }
  };
}
