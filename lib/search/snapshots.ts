/**
 * Snapshots of the indexes (service.ts is the map): written after a rebuild or a clear, and at
 * most every ten minutes while there are changes, one process at a time across the store; writing
 * one prunes log entries older than a day.
 */
import { type Locale, LOCALES } from "../content/locales.ts";
import { type BlobRef, deleteBlob, writeBlob } from "../db/blobs.ts";
import { withLease } from "../db/leases.ts";
import {
  getSnapshotManifest,
  pruneSearchLog,
  searchHead,
  type SnapshotManifest,
  writeSnapshotManifest,
} from "../db/search_log.ts";
import { logInfo } from "../observe/log.ts";
import { encodeApplied, encodeSnapshot, SNAPSHOT_FORMAT } from "./snapshot.ts";
import type { IndexSets } from "./index_set.ts";

/** How often, at most, a snapshot is written while changes come in. */
const SNAPSHOT_EVERY_MS = 10 * 60_000;
/** Largest snapshot of one locale, compressed. */
const MAX_SNAPSHOT_BYTES = 2 * 1024 * 1024 * 1024;

/** Writes the snapshots of one instance's index sets. */
export class SnapshotWriter {
  lastSnapshotAt = 0;
  #snapshotting: Promise<void> | null = null;

  constructor(readonly sets: IndexSets) {}

  /** Writes a snapshot in the background when there are changes and the last is old enough. */
  maybe(): void {
    const sets = this.sets;
    if (!sets.dirty || this.#snapshotting || sets.closed) return;
    if (Date.now() - this.lastSnapshotAt < SNAPSHOT_EVERY_MS) return;
    sets.track(this.write({ ifStale: true }));
  }

  /**
   * Writes a snapshot of the indexes: encoded while no change runs (so it is one state of them),
   * then stored as one chunked blob per locale and made current by one commit of the manifest.
   */
  async write(options: { ifStale?: boolean } = {}): Promise<void> {
    while (this.#snapshotting) {
      if (options.ifStale) return;
      await this.#snapshotting.catch(() => {});
    }
    // One process at a time across the store: a snapshot due anyway (ifStale) is left to the
    // process writing one now; an asked-for one waits for it. A writer that died leaves only
    // unclaimed blobs, which the collector removes (lib/db/blobs.ts), and its lease expires.
    const run = withLease(
      this.sets.kv,
      "search-snapshot",
      { ttlMs: 60_000, waitMs: options.ifStale ? 0 : 120_000 },
      () => this.#store(options),
    ).then(() => {});
    this.#snapshotting = run;
    try {
      await run;
    } finally {
      this.#snapshotting = null;
    }
  }

  async #store(options: { ifStale?: boolean }): Promise<void> {
    const sets = this.sets;
    const kv = sets.kv;
    const written: BlobRef[] = [];
    try {
      const before = await getSnapshotManifest(kv);
      // Another instance wrote one lately: that one serves the next start as well.
      if (options.ifStale && before.value && Date.now() - before.value.at < SNAPSHOT_EVERY_MS) {
        this.lastSnapshotAt = before.value.at;
        return;
      }
      const encoded = await sets.exclusive(async () => {
        const set = sets.set!;
        const head = await searchHead(kv);
        const bytes: Partial<Record<Locale, Uint8Array>> = {};
        for (const locale of LOCALES) {
          const stream = encodeSnapshot(set.indexes[locale]);
          bytes[locale] = new Uint8Array(await new Response(stream).arrayBuffer());
        }
        sets.dirty = false;
        return {
          bytes: bytes as Record<Locale, Uint8Array>,
          cursor: set.cursor,
          applied: await encodeApplied(set.seen.keys()),
          pages: sets.indexedPages(),
          languages: Object.fromEntries(LOCALES.map((l) => [l, set.indexes[l].language.name])),
          head,
        };
      });
      const applied = await writeBlob(kv, encoded.applied, { maxBytes: MAX_SNAPSHOT_BYTES });
      written.push(applied);
      const locales: SnapshotManifest["locales"] = {};
      for (const locale of LOCALES) {
        const ref = await writeBlob(kv, encoded.bytes[locale], {
          maxBytes: MAX_SNAPSHOT_BYTES,
        });
        written.push(ref);
        locales[locale] = {
          ref,
          pages: encoded.pages[locale],
          language: encoded.languages[locale],
        };
      }
      const now = Date.now();
      const manifest: SnapshotManifest = {
        format: SNAPSHOT_FORMAT,
        at: now,
        cursor: encoded.cursor,
        applied,
        locales,
        lastRebuildAt: sets.lastRebuildAt ?? before.value?.lastRebuildAt ?? null,
        head: encoded.head.stamp,
      };
      if (!(await writeSnapshotManifest(kv, before, manifest, written))) {
        // Another instance's snapshot landed first; it stands.
        for (const ref of written) await deleteBlob(kv, ref);
        return;
      }
      this.lastSnapshotAt = now;
      logInfo("search: snapshot written", { pages: encoded.pages });
      const old = before.value;
      for (const { ref } of Object.values(old?.locales ?? {})) await deleteBlob(kv, ref);
      // (A manifest of format 1 has no such blob.)
      if (old?.applied) await deleteBlob(kv, old.applied);
      await pruneSearchLog(kv, now);
    } catch (err) {
      for (const ref of written) await deleteBlob(kv, ref).catch(() => {});
      throw err;
    }
  }
}
