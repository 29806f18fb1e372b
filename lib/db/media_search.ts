/**
 * Searching the media library without reading every file record per request.
 *
 * Each instance keeps a compact in-memory index of the library (id, folder, name, lower-case
 * name and alt text: about 100 bytes a file) and answers `search-files` from it; only the files
 * it returns are read from KV. Why memory and not a token index in KV: the search matches any
 * part of a name or alt text ("ogo" finds "logo.png"), which a prefix index of tokens cannot do
 * without changing what users get, and a scan of 10,000 short strings takes about a millisecond.
 *
 * Kept current across instances without watch (which does not cross processes on a local file):
 * every commit that changes a file record also writes `media_stamp` and a change-log entry
 * `media_changes/{writer's ms}/{id}` (lib/db/media.ts). A search reads the stamp (one read); when
 * it changed, it reads the log from a little before the newest entry it has seen (clocks of
 * instances differ, and a commit lands a moment after its time was taken) and reloads just the
 * files named there. An instance that has not looked for hours rebuilds from the records. The
 * hourly collector prunes log entries older than a day.
 */
import { isWithin } from "../content/media_paths.ts";
import { deleteListed } from "./commit_batches.ts";
import { keys } from "./keys.ts";
import { getMediaMany, type MediaFileRecord } from "./media.ts";

/** How far before the newest seen entry the log is read again (clock skew, commit latency). */
const OVERLAP_MS = 5 * 60_000;
/** Not looked for this long: rebuild from the records (the log may have been pruned meanwhile). */
const REBUILD_AFTER_MS = 6 * 60 * 60_000;
/** Log entries older than this are pruned by the collector. */
export const CHANGE_LOG_KEEP_MS = 24 * 60 * 60_000;

interface IndexedFile {
  id: number;
  path: string;
  name: string;
  lowerName: string;
  lowerAlt: string;
}

interface Index {
  stamp: string | null;
  /** Newest log time seen (writers' clocks). */
  cursor: number;
  /** When this instance last caught up (its own clock). */
  syncedAt: number;
  /** Log entries already applied within the overlap window: "time/id" → time. */
  seen: Map<string, number>;
  files: Map<number, IndexedFile>;
  /** The files in name order; rebuilt lazily after a change. */
  sorted: IndexedFile[] | null;
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const indexes = new WeakMap<Deno.Kv, Promise<Index>>();

function compact(f: MediaFileRecord): IndexedFile {
  return {
    id: f.id,
    path: f.path,
    name: f.name,
    lowerName: f.name.toLowerCase(),
    lowerAlt: f.defaultAltText.toLowerCase(),
  };
}

/**
 * A change-log entry as seen. Two changes of one file in the same millisecond share a log key
 * (the second overwrites the first), so the entry's versionstamp tells them apart.
 */
function seenKey(at: number, id: number, versionstamp: string): string {
  return `${at}/${id}/${versionstamp}`;
}

async function rebuild(kv: Deno.Kv, stamp: string | null, now: number): Promise<Index> {
  const index: Index = {
    stamp,
    cursor: 0,
    syncedAt: now,
    seen: new Map(),
    files: new Map(),
    sorted: null,
  };
  // The log is read before the records, so what it names is already in them.
  for await (const e of kv.list({ prefix: keys.mediaChanges() }, { reverse: true, limit: 1 })) {
    index.cursor = e.key[1] as number;
  }
  const start = [...keys.mediaChanges(), index.cursor - OVERLAP_MS];
  for await (const e of kv.list({ prefix: keys.mediaChanges(), start }, { batchSize: 1000 })) {
    const [, at, id] = e.key as [string, number, number];
    index.seen.set(seenKey(at, id, e.versionstamp), at);
  }
  const records = kv.list<MediaFileRecord>({ prefix: keys.mediaFiles() }, { batchSize: 1000 });
  for await (const e of records) index.files.set(e.value.id, compact(e.value));
  return index;
}

async function catchUp(kv: Deno.Kv, index: Index, stamp: string | null, now: number) {
  const fresh = new Map<string, number>();
  const changed = new Set<number>();
  const start = [...keys.mediaChanges(), index.cursor - OVERLAP_MS];
  for await (const e of kv.list({ prefix: keys.mediaChanges(), start }, { batchSize: 1000 })) {
    const [, at, id] = e.key as [string, number, number];
    const key = seenKey(at, id, e.versionstamp);
    if (index.seen.has(key)) continue;
    fresh.set(key, at);
    changed.add(id);
  }
  const ids = [...changed];
  const found = new Map((await getMediaMany(kv, ids)).map((f) => [f.id, f]));
  // Applied only once everything is read: a failed read leaves the index as it was.
  for (const id of ids) {
    const f = found.get(id);
    if (f) index.files.set(id, compact(f));
    else index.files.delete(id);
  }
  if (ids.length) index.sorted = null;
  for (const [k, at] of fresh) {
    index.seen.set(k, at);
    index.cursor = Math.max(index.cursor, at);
  }
  for (const [k, at] of index.seen) if (at < index.cursor - OVERLAP_MS) index.seen.delete(k);
  index.stamp = stamp;
  index.syncedAt = now;
}

/** The index of `kv`, current as of this call (one KV read when nothing changed). */
function currentIndex(kv: Deno.Kv): Promise<Index> {
  const previous = indexes.get(kv);
  // One catch-up at a time per store: later callers wait for it and then look again.
  const next = (async () => {
    const index = previous ? await previous.catch(() => null) : null;
    const now = Date.now();
    const stamp = (await kv.get(keys.mediaStamp())).versionstamp;
    if (index && index.stamp === stamp) return index;
    if (!index || now - index.syncedAt > REBUILD_AFTER_MS) return await rebuild(kv, stamp, now);
    await catchUp(kv, index, stamp, now);
    return index;
  })();
  indexes.set(kv, next);
  return next;
}

/**
 * Files in `directory` and below whose name or default alt text contains `term` (any case), in
 * name order, at most `limit`; an empty term matches every file there.
 */
export async function searchMedia(
  kv: Deno.Kv,
  query: { term: string; directory: string; limit: number },
): Promise<MediaFileRecord[]> {
  const index = await currentIndex(kv);
  index.sorted ??= [...index.files.values()].sort((a, b) =>
    collator.compare(a.name, b.name) || a.id - b.id
  );
  const term = query.term.trim().toLowerCase();
  const ids: number[] = [];
  for (const f of index.sorted) {
    if (!isWithin(f.path, query.directory)) continue;
    if (term && !f.lowerName.includes(term) && !f.lowerAlt.includes(term)) continue;
    ids.push(f.id);
    if (ids.length >= query.limit) break;
  }
  const records = new Map((await getMediaMany(kv, ids)).map((f) => [f.id, f]));
  return ids.flatMap((id) => records.get(id) ?? []);
}

/** Deletes change-log entries older than {@link CHANGE_LOG_KEEP_MS}; answers how many. */
export async function pruneMediaChanges(kv: Deno.Kv, now = Date.now()): Promise<number> {
  const end = [...keys.mediaChanges(), now - CHANGE_LOG_KEEP_MS];
  return await deleteListed(kv, kv.list({ prefix: keys.mediaChanges(), end }, { batchSize: 1000 }));
}
