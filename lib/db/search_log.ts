/**
 * What the site search (lib/search) keeps in KV: the change log its indexes follow, the snapshots
 * they start from, and the state of a bulk run (index all pages, remove all pages).
 *
 * - **Change log**: every commit that changes what a public page shows (the commits of
 *   `updatePage` and `refreshPointer` in lib/db/published_pointers.ts, `deletePage` in lib/db/pages.ts) adds an entry, in that
 *   same commit (`commitWith(kv, op, { searchChanged: [page] })`, lib/db/commit_with.ts): `search_changes/{writer's ms}/{random id}` → which
 *   page. Entries are ordered by time; every instance reads them from its own last position (a
 *   little before it: clocks of instances differ, and a commit lands a moment after its time was
 *   taken) and skips those it has applied. Applying an entry reads the page as it is now, so
 *   applying one twice or late does no harm. The same commit bumps `search_head`, which
 *   instances watch. Once such a commit has returned, this process's search indexes have taken
 *   the change ({@link onSearchChange}): a published page is findable before the publish call
 *   answers. Entries older than {@link SEARCH_LOG_KEEP_MS} are pruned.
 * - **Snapshots**: one manifest (`search_snapshot`) naming a chunked blob per locale and the log
 *   position they were taken at; a restart loads them and replays the log from there.
 * - **Bulk run** (`search_job`): one record all instances share, claimed with a checked commit, so
 *   two runs never overlap and every instance reports the same progress.
 *
 * The keys are built here rather than in keys.ts so that the search's storage stays in one place.
 */
import { type BlobRef, claimBlob } from "./blobs.ts";
import { deleteListed } from "./commit_batches.ts";
import { commit } from "./kv.ts";
import { logError } from "../observe/log.ts";
import type { Block } from "../content/blocks/index.ts";
import type { PageRecord, VersionRecord } from "./page_records.ts";

export const searchKeys = {
  change: (at: number, id: string) => ["search_changes", at, id] as const,
  changes: () => ["search_changes"] as const,
  /** Summed by every change-log commit: what `kv.watch` listens to. */
  head: () => ["search_head"] as const,
  snapshot: () => ["search_snapshot"] as const,
  job: () => ["search_job"] as const,
};

/** Log entries older than this are pruned; a snapshot older than this is not replayed. */
export const SEARCH_LOG_KEEP_MS = 24 * 60 * 60_000;

/** What one change-log entry says. */
export type SearchChange =
  /** A page changed (published, unpublished, deleted, moved, its live content rewritten). */
  | { kind: "page"; pageID: number; locale: string }
  /** Every index was rebuilt from the pages (index-all-pages): rebuild too. */
  | { kind: "rebuilt" }
  /** Every index was emptied (remove-all-pages). */
  | { kind: "cleared" };

export interface SearchLogEntry {
  at: number;
  id: string;
  versionstamp: string;
  change: SearchChange;
  /**
   * The changed page as its commit wrote it, with its published version and blocks: this
   * process's indexes take them instead of reading them back (publish's round trips). Only on
   * entries this process committed; never stored.
   */
  known?: KnownPage;
}

/** A page as committed, with what its search document is made of. */
export interface KnownPage {
  page: PageRecord;
  version: VersionRecord;
  blocks: Block[];
}

type Listener = (entry: SearchLogEntry) => Promise<void> | void;
const listeners = new WeakMap<Deno.Kv, Set<Listener>>();

/**
 * Has `listener` called, in this process, after every commit on `kv` that recorded a change,
 * before that commit returns. Answers the function that stops it.
 */
export function onSearchChange(kv: Deno.Kv, listener: Listener): () => void {
  let set = listeners.get(kv);
  if (!set) listeners.set(kv, set = new Set());
  set.add(listener);
  return () => set.delete(listener);
}

async function notify(kv: Deno.Kv, entry: SearchLogEntry): Promise<void> {
  for (const listener of listeners.get(kv) ?? []) {
    try {
      await listener(entry);
    } catch (err) {
      // The commit stands; the change reaches the index through the log instead.
      logError("search: applying a change failed", err);
    }
  }
}

/** What a page commit records: the change of one page. */
export function pageChange(page: { id: number; locale: string }): SearchChange {
  return { kind: "page", pageID: page.id, locale: page.locale };
}

/** Records a bulk change (a rebuild, a clear) on its own. */
export async function recordBulkChange(
  kv: Deno.Kv,
  change: Exclude<SearchChange, { kind: "page" }>,
): Promise<void> {
  // commitWith (commit_with.ts) does the same for other commits; it imports this module.
  const op = kv.atomic();
  const pending = addSearchChange(op, change);
  const result = await commit(op);
  await notifySearchChange(kv, pending, result.versionstamp);
}

/** A change-log entry added to a commit, not yet known to have landed. */
export interface PendingSearchChange {
  at: number;
  id: string;
  change: SearchChange;
}

/**
 * Adds a change-log entry (and the bump of the head) to a commit (see commit_with.ts, which calls
 * it and, once the commit succeeded, {@link notifySearchChange}).
 */
export function addSearchChange(
  op: Deno.AtomicOperation,
  change: SearchChange,
): PendingSearchChange {
  const at = Date.now();
  const id = crypto.randomUUID();
  op.set(searchKeys.change(at, id), change).sum(searchKeys.head(), 1n);
  return { at, id, change };
}

/** Has this process's search indexes apply entries whose commit succeeded, before it returns. */
export async function notifySearchChange(
  kv: Deno.Kv,
  pending: PendingSearchChange,
  versionstamp: string,
  known?: KnownPage,
): Promise<void> {
  const { change } = pending;
  const ofThisPage = known && change.kind === "page" && known.page.id === change.pageID;
  await notify(kv, { ...pending, versionstamp, ...(ofThisPage ? { known } : {}) });
}

/** Log entries from time `from` on, oldest first. */
export async function readSearchLog(kv: Deno.Kv, from: number): Promise<SearchLogEntry[]> {
  const out: SearchLogEntry[] = [];
  const start = [...searchKeys.changes(), from];
  const entries = kv.list<SearchChange>({ prefix: searchKeys.changes(), start }, {
    batchSize: 1000,
  });
  for await (const e of entries) {
    const [, at, id] = e.key as [string, number, string];
    out.push({ at, id, versionstamp: e.versionstamp, change: e.value });
  }
  return out;
}

/** The time of the newest log entry (0 when the log is empty). */
export async function lastSearchLogTime(kv: Deno.Kv): Promise<number> {
  for await (const e of kv.list({ prefix: searchKeys.changes() }, { reverse: true, limit: 1 })) {
    return e.key[1] as number;
  }
  return 0;
}

/** Where the log stands: its newest commit, and how many entries were ever written. */
export interface SearchHead {
  /** The versionstamp of the last commit that wrote an entry (null: none yet). */
  stamp: string | null;
  /** Entries written, ever (pruning does not lower it). */
  count: bigint;
}

/** The head as KV holds it (`search_head`, summed by every entry's commit). */
export function headOf(entry: Deno.KvEntryMaybe<unknown>): SearchHead {
  const value = entry.value as Deno.KvU64 | null;
  return { stamp: entry.versionstamp, count: value?.value ?? 0n };
}

export async function searchHead(kv: Deno.Kv): Promise<SearchHead> {
  return headOf(await kv.get(searchKeys.head()));
}

/** Deletes log entries older than {@link SEARCH_LOG_KEEP_MS}; answers how many. */
export async function pruneSearchLog(kv: Deno.Kv, now = Date.now()): Promise<number> {
  const end = [...searchKeys.changes(), now - SEARCH_LOG_KEEP_MS];
  return await deleteListed(
    kv,
    kv.list({ prefix: searchKeys.changes(), end }, { batchSize: 1000 }),
  );
}

/** The snapshot of every locale's index, and where in the log it was taken. */
export interface SnapshotManifest {
  /** The snapshot format (see lib/search); another one is not loaded. */
  format: number;
  /** When it was taken. */
  at: number;
  /** Log position: entries before `cursor` (less the overlap) are in it... */
  cursor: number;
  /**
   * ...and so are the entries of the overlap window listed in this blob (gzipped JSON of
   * "time/id" keys). A blob, not a list here: a bulk import puts thousands of entries in the
   * window, and every one left out would be read again at the next start.
   */
  applied: BlobRef;
  /** Per locale: the snapshot, its pages, and the language its words were stemmed in. */
  locales: Record<string, { ref: BlobRef; pages: number; language: string }>;
  /** When every index was last rebuilt from the pages (ms), if ever. */
  lastRebuildAt: number | null;
  /** The log's head when it was taken: an old snapshot is still current if the head is the same. */
  head: string | null;
}

export async function getSnapshotManifest(
  kv: Deno.Kv,
): Promise<Deno.KvEntryMaybe<SnapshotManifest>> {
  return await kv.get<SnapshotManifest>(searchKeys.snapshot());
}

/** The state of the bulk run all instances share. */
export interface SearchJob {
  kind: "index" | "remove";
  state: "loading" | "success" | "error";
  done: number;
  total: number;
  startedAt: number;
  finishedAt: number | null;
  /** The instance running it, and when it last said so: a silent one has stopped. */
  owner: string;
  heartbeat: number;
}

export async function getSearchJob(kv: Deno.Kv): Promise<Deno.KvEntryMaybe<SearchJob>> {
  return await kv.get<SearchJob>(searchKeys.job());
}

/** The head's changes as KV reports them (the first answer is the head as it is). */
export function watchSearchHead(kv: Deno.Kv): ReadableStream<[Deno.KvEntryMaybe<unknown>]> {
  return kv.watch([searchKeys.head()]);
}

/**
 * Writes `job` over the bulk run read as `before` (a checked commit): the versionstamp to write
 * against next, or null when another instance wrote first.
 */
export async function writeSearchJob(
  kv: Deno.Kv,
  before: { versionstamp: string | null },
  job: SearchJob,
): Promise<string | null> {
  const result = await kv.atomic()
    .check({ key: searchKeys.job(), versionstamp: before.versionstamp })
    .set(searchKeys.job(), job)
    .commit();
  return result.ok ? result.versionstamp : null;
}

/**
 * Puts `manifest` in place of the one read as `before`, claiming the blobs it names, in one
 * checked commit. False when another snapshot landed first (the blobs stay unclaimed).
 */
export async function writeSnapshotManifest(
  kv: Deno.Kv,
  before: { versionstamp: string | null },
  manifest: SnapshotManifest,
  written: BlobRef[],
): Promise<boolean> {
  const op = kv.atomic()
    .check({ key: searchKeys.snapshot(), versionstamp: before.versionstamp })
    .set(searchKeys.snapshot(), manifest);
  for (const ref of written) claimBlob(op, ref);
  return (await op.commit()).ok;
}
