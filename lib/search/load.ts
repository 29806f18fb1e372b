/**
 * Loading the indexes at the start (service.ts is the map): from the snapshot and the change log
 * since, or, without a usable snapshot, built from the pages; building is also what a bulk run
 * and a rebuild after another instance's do.
 */
import { createHash } from "node:crypto";
import { type Locale, LOCALES } from "../content/locales.ts";
import { type BlobRef, readBlob } from "../db/blobs.ts";
import { allPages } from "../db/pages.ts";
import {
  getSnapshotManifest,
  lastSearchLogTime,
  readSearchLog,
  SEARCH_LOG_KEEP_MS,
  type SearchHead,
  searchHead,
  type SearchLogEntry,
  type SnapshotManifest,
} from "../db/search_log.ts";
import { logWarn } from "../observe/log.ts";
import { isSearchable, publishedVersions, searchDocOf } from "./documents.ts";
import { LocaleIndex } from "./locale_index.ts";
import { decodeApplied, decodeSnapshot, SNAPSHOT_FORMAT } from "./snapshot.ts";
import {
  BATCH,
  breathe,
  emptyIndexes,
  entryKey,
  type Indexes,
  type IndexSet,
  type IndexSets,
  type Languages,
  OVERLAP_MS,
  siteLanguages,
} from "./index_set.ts";
import { catchUpInto, type LogFollower } from "./follow.ts";
import type { SnapshotWriter } from "./snapshots.ts";

/** Loads the indexes of `sets` at the start; see the service's header. */
export async function loadIndexes(
  sets: IndexSets,
  follower: LogFollower,
  snapshots: SnapshotWriter,
): Promise<void> {
  // Two round trips in sequence to a loaded index (a cold instance on Deno Deploy waits for it):
  // the manifest, the log's head and the settings together; then every snapshot blob and the
  // log since the snapshot together.
  const [manifest, head, languages] = await Promise.all([
    getSnapshotManifest(sets.kv),
    searchHead(sets.kv),
    siteLanguages(sets.kv),
  ]);
  let set: IndexSet | null = null;
  let log: SearchLogEntry[] | null = null;
  if (manifest.value && usable(manifest.value, head, languages)) {
    try {
      [set, log] = await Promise.all([
        loadSnapshot(sets.kv, manifest.value, languages),
        readSearchLog(sets.kv, manifest.value.cursor - OVERLAP_MS),
      ]);
      sets.lastRebuildAt = manifest.value.lastRebuildAt;
      snapshots.lastSnapshotAt = manifest.value.at;
    } catch (err) {
      logWarn(`search: the snapshot cannot be read (${err}); rebuilding from the pages.`);
    }
  }
  if (set) {
    await catchUpInto(sets, set, log);
    sets.set = set;
    follower.loaded(head);
    return;
  }
  // No usable snapshot: build, answer searches, then keep a snapshot for the next start.
  sets.set = await buildIndexSet(sets, () => {});
  follower.loaded(head);
  sets.dirty = true;
  sets.track(snapshots.write());
}

function usable(m: SnapshotManifest, head: SearchHead, languages: Languages): boolean {
  if (m.format !== SNAPSHOT_FORMAT) return false;
  // Stemmed in another language (the display language changed while stopped): rebuilt.
  if (LOCALES.some((l) => m.locales[l]?.language !== languages[l].name)) return false;
  // The log it would replay from may be pruned: only if nothing changed since is it current.
  const old = Date.now() - m.at > SEARCH_LOG_KEEP_MS - OVERLAP_MS - 60 * 60_000;
  return !old || m.head === head.stamp;
}

async function loadSnapshot(
  kv: Deno.Kv,
  m: SnapshotManifest,
  languages: Languages,
): Promise<IndexSet> {
  const indexes = {} as Indexes;
  // Read together, decoded one at a time (each decode holds the thread).
  const [applied, ...bytes] = await Promise.all([
    readChecked(kv, m.applied, "the list of applied log entries"),
    ...LOCALES.map((locale) => readChecked(kv, m.locales[locale].ref, `the ${locale} snapshot`)),
  ]);
  for (const [i, locale] of LOCALES.entries()) {
    indexes[locale] = new LocaleIndex(languages[locale], await decodeSnapshot(bytes[i]));
    await breathe();
  }
  const seen = new Map<string, number>();
  for (const key of await decodeApplied(applied)) seen.set(key, Number(key.split("/")[0]));
  return { indexes, cursor: m.cursor, seen };
}

/** A blob's bytes, refused when they do not match its hash. */
async function readChecked(
  kv: Deno.Kv,
  ref: BlobRef,
  what: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await readBlob(kv, ref) as Uint8Array<ArrayBuffer>;
  const hash = createHash("sha256").update(bytes).digest("hex");
  if (hash !== ref.sha256) throw new Error(`${what} does not match its hash`);
  return bytes;
}

/**
 * New indexes of every published page. The log is read first: what its recent entries say is
 * then in the pages read after, and what comes later is caught up with before they are used.
 */
export async function buildIndexSet(
  sets: IndexSets,
  report: (done: number, total: number) => Promise<void> | void,
): Promise<IndexSet> {
  const kv = sets.kv;
  const cursor = await lastSearchLogTime(kv);
  const seen = new Map<string, number>();
  for (const e of await readSearchLog(kv, cursor - OVERLAP_MS)) seen.set(entryKey(e), e.at);
  const pages = (await allPages(kv)).filter(isSearchable);
  const indexes = emptyIndexes(await siteLanguages(kv));
  let done = 0;
  await report(0, pages.length);
  for (let i = 0; i < pages.length; i += BATCH) {
    if (sets.closed) throw new Error("The search service was stopped.");
    const batch = pages.slice(i, i + BATCH);
    const versions = await publishedVersions(kv, batch);
    const docs = await Promise.all(batch.map((page, j) => {
      const version = versions[j];
      return version ? searchDocOf(kv, page, version).catch(() => null) : null;
    }));
    batch.forEach((page, j) => {
      const doc = docs[j];
      if (doc) indexes[page.locale as Locale]?.put(doc);
    });
    done += batch.length;
    await report(done, pages.length);
    await breathe();
  }
  const set: IndexSet = { indexes, cursor, seen };
  await catchUpInto(sets, set);
  return set;
}
