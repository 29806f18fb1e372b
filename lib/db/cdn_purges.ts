/**
 * CDN purges waiting to be sent. When a CDN is in front (`CDN`, lib/site/cdn_purge.ts), every
 * commit that bumps the site revision also queues, in that same commit, a purge of the tags it
 * touched: a purge is never lost to a crash between the change and the request to the CDN. The
 * purger of the committing process sends it at once; one that fails is retried with backoff,
 * from any process (each claims what it sends with a checked commit, so it is sent once), until
 * it succeeds or the CDN's copies have expired by themselves.
 */
import { keys } from "./keys.ts";

export interface CdnPurge {
  tags: string[];
  /** When the change was committed. */
  queuedAt: number;
  attempts: number;
  /** Not sent again before this time (backoff after a failure). */
  nextAt: number;
  /** A process is sending it until this time. */
  claimedUntil: number;
}

/** Per store: wakes this process's purger after a commit queued a purge. */
const purgers = new WeakMap<Deno.Kv, () => void>();

/** Makes commits on `kv` queue CDN purges, and `wake` run after each one that did. */
export function queueCdnPurgesOn(kv: Deno.Kv, wake: () => void): void {
  purgers.set(kv, wake);
}

export function stopQueueingCdnPurges(kv: Deno.Kv): void {
  purgers.delete(kv);
}

/** Adds a purge of `tags` to a commit, when a purger runs for `kv`; answers whether it did. */
export function addCdnPurge(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  tags: readonly string[],
): boolean {
  if (!purgers.has(kv)) return false;
  const now = Date.now();
  const purge: CdnPurge = {
    tags: [...tags],
    queuedAt: now,
    attempts: 0,
    nextAt: 0,
    claimedUntil: 0,
  };
  op.set(keys.cdnPurge(`${now.toString(36).padStart(9, "0")}-${crypto.randomUUID()}`), purge);
  return true;
}

/** Tells this process's purger that a commit queued a purge. */
export function wakeCdnPurger(kv: Deno.Kv): void {
  purgers.get(kv)?.();
}

/** Every queued purge, oldest first (the queue is short: sent ones are deleted). */
export async function queuedCdnPurges(kv: Deno.Kv): Promise<Deno.KvEntry<CdnPurge>[]> {
  const out: Deno.KvEntry<CdnPurge>[] = [];
  for await (const e of kv.list<CdnPurge>({ prefix: keys.cdnPurges() })) out.push(e);
  return out;
}

/** Claims purges for this process until `until`: those still as read (others took the rest). */
export async function claimCdnPurges(
  kv: Deno.Kv,
  entries: Deno.KvEntry<CdnPurge>[],
  until: number,
): Promise<Deno.KvEntry<CdnPurge>[]> {
  const claimed: Deno.KvEntry<CdnPurge>[] = [];
  for (const e of entries) {
    const value = { ...e.value, claimedUntil: until };
    const result = await kv.atomic().check(e).set(e.key, value).commit();
    if (result.ok) claimed.push({ ...e, value, versionstamp: result.versionstamp });
  }
  return claimed;
}

/** Deletes purges that were sent (or whose CDN copies expired). */
export async function deleteCdnPurges(kv: Deno.Kv, entries: Deno.KvEntry<CdnPurge>[]) {
  for (const e of entries) await kv.atomic().check(e).delete(e.key).commit();
}

/** Puts claimed purges back, to be sent again at `nextAt`. */
export async function retryCdnPurges(
  kv: Deno.Kv,
  entries: Deno.KvEntry<CdnPurge>[],
  nextAt: number,
): Promise<void> {
  for (const e of entries) {
    const value = { ...e.value, attempts: e.value.attempts + 1, nextAt, claimedUntil: 0 };
    await kv.atomic().check(e).set(e.key, value).commit();
  }
}
