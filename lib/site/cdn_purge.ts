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
 *
 * Where each part runs: the send after a commit, and the resend after a backoff, run in the
 * process that has the purges in hand (a timer for the backoff: it only matters while that
 * process lives). The sweep that picks up what others left — failed purges whose process stopped,
 * claims that ran out — is scheduled work (lib/server/jobs.ts, "cdn purges"): a timer every 30 s
 * on a machine of our own, `Deno.cron` every minute on Deno Deploy, where an idle instance runs no
 * timers and the cron starts one.
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
  /** Goes through the queue now (after a pass under way); answers what that pass did. */
  sweep(): Promise<CdnPurgeReport>;
}

/** What one pass over the queue did: changes purged, failed (to be retried), given up. */
export interface CdnPurgeReport {
  sent: number;
  failed: number;
  expired: number;
}

/** How often the timers sweep the queue (lib/server/jobs.ts; Deno.cron: every minute). */
export const CDN_SWEEP_MS = 30_000;
/** How long a claim holds: a process that stops mid-send leaves it to another after this. */
const CLAIM_MS = 30_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;
/** Changes purged in one go at most. */
const BATCH = 100;
/** After this, the CDN's copies a purge meant have expired anyway. */
const USEFUL_MS = (CDN_S_MAXAGE + CDN_STALE_WHILE_REVALIDATE) * 1000;

/** The purger of each store in this process (at most one: commits wake it). */
const running = new WeakMap<Deno.Kv, CdnPurger>();

/**
 * One sweep of the queue of `deps.kv` by this process's purger (the scheduled work "cdn purges");
 * null when none runs here (no CDN: nothing is queued).
 */
export async function sweepCdnPurges(deps: Deps): Promise<CdnPurgeReport | null> {
  return await running.get(deps.kv)?.sweep() ?? null;
}

/**
 * Starts sending the purges of `deps.kv`'s commits (and makes its commits queue them); null when
 * no CDN is configured. The sweep of what others left is scheduled work ({@link sweepCdnPurges}).
 */
export function startCdnPurger(deps: Deps): CdnPurger | null {
  const { kv, config } = deps;
  if (config.cdn === "none" || !config.cdnPurgeUrl) return null;
  const existing = running.get(kv);
  if (existing) return existing;
  const send = config.cdn === "deno-deploy"
    ? denoDeployPurge(config.cdnPurgeUrl)
    : varnishPurge(config.cdnPurgeUrl);
  let pass: Promise<CdnPurgeReport> | null = null;
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
      void kick();
    }, ms);
  };

  const run = async (): Promise<CdnPurgeReport> => {
    const report = { sent: 0, failed: 0, expired: 0 };
    const now = Date.now();
    const queued = await queuedCdnPurges(kv);
    const free = queued.filter((e) => e.value.claimedUntil <= now);
    const expired = free.filter((e) => e.value.queuedAt + USEFUL_MS <= now);
    if (expired.length) {
      await deleteCdnPurges(kv, expired);
      cdnPurges.labels("expired").inc(expired.length);
      report.expired = expired.length;
      logError("cdn purge: given up, the CDN's copies have expired", undefined, {
        changes: expired.length,
        tags: expired.flatMap((e) => e.value.tags).join(" "),
      });
    }
    const due = free.filter((e) => !expired.includes(e) && e.value.nextAt <= now).slice(0, BATCH);
    const claimed = await claimCdnPurges(kv, due, now + CLAIM_MS);
    if (claimed.length) {
      const sent = await sendClaimed(claimed);
      report[sent ? "sent" : "failed"] = claimed.length;
    }
    // What waits for a later time (a backoff), or was claimed by a process that may stop.
    const later = queued.filter((e) => !due.includes(e) && !expired.includes(e))
      .map((e) => Math.max(e.value.nextAt, e.value.claimedUntil) - now);
    if (later.length) retryIn(Math.max(0, Math.min(...later)));
    return report;
  };

  /** Sends claimed purges; true when the CDN took them. */
  const sendClaimed = async (claimed: Deno.KvEntry<CdnPurge>[]): Promise<boolean> => {
    const tags = [...new Set(claimed.flatMap((e) => e.value.tags))];
    try {
      await send(tags);
      await deleteCdnPurges(kv, claimed);
      cdnPurges.labels("ok").inc(claimed.length);
      return true;
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
      return false;
    }
  };

  const none: CdnPurgeReport = { sent: 0, failed: 0, expired: 0 };
  let queuedPass: Promise<CdnPurgeReport> | null = null;
  const startPass = (): Promise<CdnPurgeReport> => {
    const started: Promise<CdnPurgeReport> = run()
      .catch((err) => {
        logWarn("cdn purge: queue not read", { error: String(err) });
        return none;
      })
      .finally(() => {
        if (pass === started) pass = null;
      });
    return pass = started;
  };
  /** A pass that starts no earlier than now (what woke it may have come after the one under way read). */
  const kick = (): Promise<CdnPurgeReport> => {
    if (stopped) return Promise.resolve(none);
    if (!pass) return startPass();
    return queuedPass ??= pass.then(() => {
      queuedPass = null;
      return stopped ? none : pass ?? startPass();
    });
  };

  queueCdnPurgesOn(kv, () => void kick());
  const settled = async () => {
    while (pass || queuedPass) await (pass ?? queuedPass);
  };
  const purger: CdnPurger = {
    settled,
    sweep: kick,
    async stop() {
      stopped = true;
      if (running.get(kv) === purger) running.delete(kv);
      stopQueueingCdnPurges(kv);
      clearTimeout(retryTimer);
      await settled();
    },
  };
  running.set(kv, purger);
  return purger;
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
