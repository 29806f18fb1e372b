/**
 * The search indexes of one store (one per locale, lib/search/locale_index.ts) and how they stay
 * current on every instance. See lib/db/search_log.ts for what is kept in KV. This service holds
 * the index sets (index_set.ts) and answers for them; each job has a module of its own:
 *
 * - **Start** (load.ts): the snapshot is loaded and the change log replayed from its position. A
 *   missing, unreadable or outdated snapshot (another format, or older than the log reaches back
 *   while the log moved on) rebuilds every index from the pages, and writes a new snapshot.
 * - **Changes made here** (follow.ts, `applyLocal`): the commit that records a change applies it
 *   to the indexes before it returns (`onSearchChange`): a page published here is findable when
 *   the publish answers.
 * - **Changes made elsewhere** (follow.ts): `kv.watch` on the log's head starts a catch-up as soon
 *   as another instance's change is seen (across instances on KV Connect; on a local file it does
 *   not cross processes), and a search reads the head itself at most once a second (in the
 *   background) to catch up on what the watch does not report. The head counts the entries ever
 *   written: when the entries this instance committed since its last catch-up account for the
 *   difference, there is nothing to catch up with (a single instance never reads its own changes
 *   back). A catch-up reads the log from its last position and applies each entry by reading
 *   that page as it is now.
 * - **Index all pages / remove all pages** (bulk_runs.ts): one run at a time across all instances
 *   (a record in KV claimed with a checked commit); a rebuild reads the pages in batches, giving
 *   the event loop a turn between them, into new indexes that replace the old ones (which keep
 *   answering meanwhile) once they have caught up with the log. Other instances follow through
 *   the log.
 * - **Snapshots** (snapshots.ts) are written after a rebuild or a clear, and at most every ten
 *   minutes while there are changes; writing one prunes log entries older than a day. With each
 *   goes the list of log entries it holds from the overlap window, so a start applies none of
 *   them again.
 *
 * Every change to the indexes runs one at a time (`exclusive`, index_set.ts); searches read them
 * as they are. A service belongs to one `Deno.Kv` handle ({@link searchService}); several app
 * instances on one handle share it, and instances on other handles of the same store follow the
 * log.
 */
import { type Locale, LOCALES } from "../content/locales.ts";
import {
  getSearchJob,
  getSnapshotManifest,
  onSearchChange,
  type SearchJob,
} from "../db/search_log.ts";
import { logError } from "../observe/log.ts";
import type { LocaleIndex } from "./locale_index.ts";
import { searchLanguage } from "./text.ts";
import { IndexSets } from "./index_set.ts";
import { loadIndexes } from "./load.ts";
import { LogFollower } from "./follow.ts";
import { BulkRuns, JOB_STALE_MS } from "./bulk_runs.ts";
import { SnapshotWriter } from "./snapshots.ts";
import { SNAPSHOT_FORMAT } from "./snapshot.ts";
import type { SearchState, SearchStatus } from "../content/search_status.ts";

export type { SearchJob };

export class SearchService {
  /** Resolves once the indexes can answer (loaded or rebuilt, and caught up). */
  readonly ready: Promise<void>;
  readonly #sets: IndexSets;
  readonly #follower: LogFollower;
  readonly #bulk: BulkRuns;
  readonly #snapshots: SnapshotWriter;
  #stopListening: () => void;

  constructor(readonly kv: Deno.Kv) {
    const sets = this.#sets = new IndexSets(kv);
    const follower = this.#follower = new LogFollower(sets);
    const bulk = this.#bulk = new BulkRuns(sets);
    const snapshots = this.#snapshots = new SnapshotWriter(sets);
    sets.jobs = {
      rebuildInBackground: (options) => bulk.rebuildInBackground(options),
      maybeSnapshot: () => snapshots.maybe(),
      writeSnapshot: (options) => snapshots.write(options),
    };
    this.#stopListening = onSearchChange(kv, (entry) => follower.applyLocal(entry));
    this.ready = sets.ready = loadIndexes(sets, follower, snapshots);
    // A failed load is answered to each search; it must not become an unhandled rejection.
    this.ready.catch((err) => logError("search: the indexes could not be loaded", err));
  }

  get instance(): string {
    return this.#sets.instance;
  }

  /** The index of a locale (for searching; changes go through the service). */
  index(locale: Locale): LocaleIndex {
    if (!this.#sets.set) throw new Error("The search indexes are not loaded yet.");
    return this.#sets.set.indexes[locale];
  }

  /** Pages per locale in this instance's indexes. */
  indexedPages(): Record<string, number> {
    return this.#sets.indexedPages();
  }

  /**
   * Readies the indexes for a search: waits for the start, and at most once a second checks in
   * the background whether another instance changed something (see the header).
   */
  async prepare(
    settings?: { defaultLocale: string; displayLanguage: string | null },
  ): Promise<void> {
    await this.ready;
    this.#follower.startWatch();
    if (settings) this.#followLanguages(settings);
    this.#follower.poll();
  }

  /**
   * A change of the site's display language or default locale changes the language a locale's
   * pages are stemmed in: this instance rebuilds its indexes in the background (answering from
   * the old ones meanwhile, each stemming queries as it stemmed its pages).
   */
  #followLanguages(settings: { defaultLocale: string; displayLanguage: string | null }): void {
    const set = this.#sets.set;
    if (!set || this.#bulk.rebuilding || this.#sets.closed) return;
    if (LOCALES.every((l) => set.indexes[l].language === searchLanguage(l, settings))) return;
    this.#bulk.rebuildInBackground({ snapshot: true });
  }

  /** Catches up with the change log now. */
  sync(): Promise<void> {
    return this.#follower.sync();
  }

  /** The shared state of bulk runs, and this instance's indexes. */
  async status(): Promise<SearchStatus> {
    const job = (await getSearchJob(this.kv)).value;
    let state: SearchState = job?.state ?? "idle";
    if (job?.state === "loading" && Date.now() - job.heartbeat > JOB_STALE_MS) state = "error";
    const manifest = (await getSnapshotManifest(this.kv)).value;
    const last = Math.max(this.#sets.lastRebuildAt ?? 0, manifest?.lastRebuildAt ?? 0);
    return {
      state,
      kind: job?.kind ?? null,
      done: job?.done ?? 0,
      total: job?.total ?? 0,
      lastRebuildAt: last ? new Date(last).toISOString() : null,
      indexedPages: this.indexedPages(),
    };
  }

  /**
   * Starts rebuilding every index from the pages, in the background. Answers the run: this one,
   * or the one already under way. SearchBusy (bulk_runs.ts) while pages are being removed.
   */
  indexAll(): Promise<SearchJob> {
    return this.#bulk.indexAll();
  }

  /** Starts emptying every index (on every instance), in the background; see `indexAll`. */
  removeAll(): Promise<SearchJob> {
    return this.#bulk.removeAll();
  }

  /** Writes a snapshot of the indexes now (after a wait for changes under way). */
  async snapshot(): Promise<void> {
    await this.ready;
    await this.#snapshots.write();
  }

  /**
   * Leaves a snapshot that the next start loads without replaying anything (the predeploy step,
   * `deno task prepare`): waits for the load and for the snapshot a rebuild writes, then writes
   * one if the store holds none of this format or the indexes changed since.
   */
  async ensureSnapshot(): Promise<void> {
    await this.ready;
    await this.#sets.background();
    const current = (await getSnapshotManifest(this.kv)).value;
    if (current?.format !== SNAPSHOT_FORMAT || this.#sets.dirty) await this.#snapshots.write();
  }

  /** Resolves once the work running in the background (a catch-up, a snapshot) is done. */
  async settled(): Promise<void> {
    await this.ready.catch(() => {});
    await this.#sets.background();
  }

  /** Stops following the store, after the work under way. */
  async stop(): Promise<void> {
    this.#sets.closed = true;
    this.#stopListening();
    await this.ready.catch(() => {});
    await this.#sets.background();
    await this.#sets.queued();
  }
}

const services = new WeakMap<Deno.Kv, SearchService>();

/** The search service of a store handle, started (loading its indexes) on first use. */
export function searchService(kv: Deno.Kv): SearchService {
  let service = services.get(kv);
  if (!service) services.set(kv, service = new SearchService(kv));
  return service;
}

/** Stops the search service of a store handle, if it has one (before the store is closed). */
export async function stopSearchService(kv: Deno.Kv): Promise<void> {
  const service = services.get(kv);
  if (!service) return;
  services.delete(kv);
  await service.stop();
}
