/**
 * Leases: background work that must run once across every process sharing a store (the hourly
 * collector, search snapshots, index backfills) is run under a lease on one KV key per job.
 *
 * - **Claim**: one checked commit (`check` the entry as read) writes this process's holder id and
 *   an expiry; two processes claiming together cannot both win. The expiry is in the value and
 *   checked in code: KV's `expireIn` is lazy and may leave an expired entry readable for a while.
 * - **Renew**: while the job runs, the holder pushes the expiry on every third of the lease's
 *   time, checked against its own claim, so a long job is not taken over; a job whose renewal
 *   finds another holder learns it through `lease.lost` (its process stalled past the expiry).
 * - **Release**: at the end the key says nobody holds it, and when the job finished, when (`doneAt`).
 *   With `minIntervalMs` a job that another process finished lately is skipped: an hourly job on
 *   every process's hourly timer then runs about once an hour in all, not once per process.
 * - **A process that dies** holds its lease until the expiry; then the next claim, in any
 *   process, takes it over. Jobs under a lease must therefore be safe to run again after being
 *   cut off anywhere (each of ours is: every step is checked against what it changes).
 */
import { logError, logInfo } from "../observe/log.ts";
import { jobRuns } from "../observe/metrics.ts";
import { keys } from "./keys.ts";

interface LeaseRecord {
  /** The holding run's id; null: nobody holds it. */
  holder: string | null;
  /** Until when (ms since the epoch) the holder may run unrenewed. */
  until: number;
  /** When a run last finished (0: never). */
  doneAt: number;
}

export interface LeaseOptions {
  /** How long a claim lasts unrenewed: longer than a stall, shorter than a tolerable delay. */
  ttlMs: number;
  /** Skip the run when the job finished (in any process) less than this long ago. */
  minIntervalMs?: number;
  /** While another process holds the lease, wait for it (up to this long) instead of skipping. */
  waitMs?: number;
  /** False for a step of the start rather than a job: its outcome is counted, not logged. */
  log?: boolean;
}

/** A held lease, as the job sees it. */
export interface Lease {
  /** True once a renewal found that another run took the lease over. */
  readonly lost: boolean;
}

export type LeaseOutcome<T> = { ran: true; value: T } | { ran: false; reason: "held" | "recent" };

/** Where a job's lease stands: "free", "held" by a live run, or done too "recent"ly to run. */
async function tryClaim(
  kv: Deno.Kv,
  job: string,
  holder: string,
  opts: LeaseOptions,
): Promise<"claimed" | "held" | "recent"> {
  const entry = await kv.get<LeaseRecord>(keys.lease(job));
  const now = Date.now();
  const cur = entry.value;
  if (cur?.holder && cur.until > now) return "held";
  if (cur && opts.minIntervalMs && now - cur.doneAt < opts.minIntervalMs) return "recent";
  const next: LeaseRecord = { holder, until: now + opts.ttlMs, doneAt: cur?.doneAt ?? 0 };
  const result = await kv.atomic().check(entry).set(keys.lease(job), next).commit();
  // Lost the race to another claim made since the read: that one runs.
  return result.ok ? "claimed" : "held";
}

/** Rewrites the lease, only while this run still holds it; false when it does not. */
async function rewrite(
  kv: Deno.Kv,
  job: string,
  holder: string,
  change: (cur: LeaseRecord) => LeaseRecord,
): Promise<boolean> {
  for (;;) {
    const entry = await kv.get<LeaseRecord>(keys.lease(job));
    if (entry.value?.holder !== holder) return false;
    const ok = (await kv.atomic().check(entry).set(keys.lease(job), change(entry.value)).commit())
      .ok;
    if (ok) return true;
  }
}

/**
 * Runs `run` under the lease of `job` when this process can claim it; otherwise (another
 * process runs the job, or finished it within `minIntervalMs`) answers `{ran: false}`. A run
 * that throws releases the lease without counting as done, so the next claim runs it again.
 * Each outcome is counted in `ximblox_jobs_total` and logged.
 */
export async function withLease<T>(
  kv: Deno.Kv,
  job: string,
  opts: LeaseOptions,
  run: (lease: Lease) => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const holder = crypto.randomUUID();
  const waitUntil = Date.now() + (opts.waitMs ?? 0);
  let claim = await tryClaim(kv, job, holder, opts);
  // Waiting for the holder: poll until it releases or its claim expires (then it is ours).
  while (claim === "held" && Date.now() < waitUntil) {
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    claim = await tryClaim(kv, job, holder, opts);
  }
  if (claim !== "claimed") {
    jobRuns.inc({ job, outcome: "skipped" });
    return { ran: false, reason: claim };
  }
  const state = { lost: false };
  const renewing = setInterval(() => {
    rewrite(kv, job, holder, (cur) => ({ ...cur, until: Date.now() + opts.ttlMs }))
      .then((held) => {
        if (!held) state.lost = true;
      })
      .catch((err) => logError(`job ${job}: renewing its lease failed`, err));
  }, Math.max(10, opts.ttlMs / 3));
  const started = performance.now();
  let done = false;
  try {
    const value = await run(state);
    done = true;
    jobRuns.inc({ job, outcome: "done" });
    if (opts.log !== false) {
      logInfo(`job ${job} done`, { ms: Math.round(performance.now() - started) });
    }
    return { ran: true, value };
  } catch (err) {
    jobRuns.inc({ job, outcome: "failed" });
    logError(`job ${job} failed`, err);
    throw err;
  } finally {
    clearInterval(renewing);
    await rewrite(kv, job, holder, (cur) => ({
      holder: null,
      until: 0,
      doneAt: done ? Date.now() : cur.doneAt,
    })).catch((err) => logError(`job ${job}: releasing its lease failed`, err));
  }
}
