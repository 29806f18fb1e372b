/**
 * The log of site changes: every commit that bumps the site revision (site_generation.ts) also
 * writes what it touched — its cache tags (cache_tags.ts) — under the writer's clock and a random
 * id. Another process, on seeing the revision move, reads the entries it has not seen and drops
 * only the kept answers built from those tags (site_revision.ts `SiteView`), instead of all of
 * them. It checks that it has them all: the revision counts bumps, so when fewer unseen entries
 * are found than the revision moved (an entry expired, a writer without the log), it drops
 * everything, as before.
 *
 * Entries expire after {@link CHANGE_TTL_MS}; readers read from a little before the newest entry
 * they have seen ({@link READ_MARGIN_MS}), which covers commits that landed after ones with a
 * later clock reading (their ids are made just before they commit) and clocks of other machines
 * a little behind.
 */
import { keys } from "./keys.ts";

export interface SiteChange {
  id: string;
  at: number;
  tags: string[];
}

/** How long an entry is kept: a process that has not caught up for that long drops all. */
export const CHANGE_TTL_MS = 15 * 60_000;

/** How far before the newest entry seen a reader starts to read again. */
export const READ_MARGIN_MS = 60_000;

/**
 * The entries this process wrote (id → time), for their entries' lifetime: every view in this
 * process dropped what they touched as they committed (site_generation.ts), so a catch-up that
 * reads them back counts them without dropping again (a second drop would cost the answers
 * kept since, the very first views after a publish).
 */
const own = new Map<string, number>();

/** Adds the log entry of a change touching `tags` to the commit that makes it. */
export function addSiteChange(op: Deno.AtomicOperation, tags: readonly string[]): void {
  const at = Date.now();
  const id = crypto.randomUUID();
  for (const [old, when] of own) {
    if (when > at - CHANGE_TTL_MS) break;
    own.delete(old);
  }
  own.set(id, at);
  op.set(keys.siteChange(at, id), [...tags], { expireIn: CHANGE_TTL_MS });
}

/** Whether this process wrote the entry `id` (and so has dropped what it touched already). */
export function isOwnSiteChange(id: string): boolean {
  return own.has(id);
}

/**
 * The entries written at `since` or later (writer's clock), oldest first; then the site revision
 * read after them, so that every entry whose commit the revision counts is in the list or the
 * revision shows more bumps than were found.
 */
export async function siteChangesSince(
  kv: Deno.Kv,
  since: number,
): Promise<{ changes: SiteChange[]; revision: bigint }> {
  const changes: SiteChange[] = [];
  const iter = kv.list<string[]>({
    start: keys.siteChange(Math.max(0, since), ""),
    end: [...keys.siteChanges(), Number.MAX_SAFE_INTEGER],
  });
  for await (const e of iter) {
    const [, at, id] = e.key as [string, number, string];
    changes.push({ id, at, tags: e.value });
  }
  const rev = await kv.get<Deno.KvU64>(keys.siteRevision());
  return { changes, revision: rev.value?.value ?? 0n };
}
