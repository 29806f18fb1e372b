/**
 * The search indexes of one store (one per locale, lib/search/locale_index.ts) and how they stay
 * current on every instance. See lib/db/search_log.ts for what is kept in KV.
 *
 * - **Start**: the snapshot is loaded and the change log replayed from its position. A missing,
 *   unreadable or outdated snapshot (another format, or older than the log reaches back while
 *   the log moved on) rebuilds every index from the pages, and writes a new snapshot.
 * - **Changes made here**: the commit that records a change applies it to the indexes before it
 *   returns (`onSearchChange`): a page published here is findable when the publish answers.
 * - **Changes made elsewhere**: `kv.watch` on the log's head starts a catch-up as soon as another
 *   instance's change is seen (across instances on KV Connect; on a local file it does not cross
 *   processes), and a search reads the head itself at most once a second (in the background) to
 *   catch up on what the watch does not report. The head counts the entries ever written: when
 *   the entries this instance committed since its last catch-up account for the difference,
 *   there is nothing to catch up with (a single instance never reads its own changes back). A
 *   catch-up reads the log from its last position and applies each entry by reading that page
 *   as it is now.
 * - **Index all pages / remove all pages**: one run at a time across all instances (a record in
 *   KV claimed with a checked commit); a rebuild reads the pages in batches, giving the event
 *   loop a turn between them, into new indexes that replace the old ones (which keep answering
 *   meanwhile) once they have caught up with the log. Other instances follow through the log.
 * - **Snapshots** are written after a rebuild or a clear, and at most every ten minutes while
 *   there are changes; writing one prunes log entries older than a day. With each goes the list
 *   of log entries it holds from the overlap window, so a start applies none of them again.
 *
 * Every change to the indexes runs one at a time (`#exclusive`); searches read them as they are.
 * A service belongs to one `Deno.Kv` handle ({@link searchService}); several app instances on one
 * handle share it, and instances on other handles of the same store follow the log.
 */
import { withLease } from "../db/leases.ts";
import { createHash } from "node:crypto";
import { type Locale, LOCALES } from "../content/locales.ts";
import { type BlobRef, deleteBlob, readBlob, writeBlob } from "../db/blobs.ts";
import { allPages, getPages } from "../db/pages.ts";
import { getVersion } from "../db/versions.ts";
import { type PageRecord } from "../db/page_records.ts";
import { getSettings } from "../db/settings.ts";
import {
  getSearchJob,
  getSnapshotManifest,
  headOf,
  lastSearchLogTime,
  onSearchChange,
  pruneSearchLog,
  readSearchLog,
  recordBulkChange,
  SEARCH_LOG_KEEP_MS,
  type SearchHead,
  searchHead,
  type SearchJob,
  type SearchLogEntry,
  type SnapshotManifest,
  watchSearchHead,
  writeSearchJob,
  writeSnapshotManifest,
} from "../db/search_log.ts";
import { isSearchable, publishedVersions, searchDocOf, sourceOf } from "./documents.ts";
import { LocaleIndex, type SearchDoc } from "./locale_index.ts";
import {
  decodeApplied,
  decodeSnapshot,
  encodeApplied,
  encodeSnapshot,
  SNAPSHOT_FORMAT,
} from "./snapshot.ts";
import { logError, logInfo, logWarn } from "../observe/log.ts";
import { type Language, searchLanguage } from "./text.ts";

/** How far before its last position an instance reads the log again (clock skew, slow commits). */
const OVERLAP_MS = 5 * 60_000;
/** How often, at most, a search reads the log's head itself. */
const POLL_MS = 1000;
/** How often, at most, a snapshot is written while changes come in. */
const SNAPSHOT_EVERY_MS = 10 * 60_000;
/** Pages read and indexed per batch of a rebuild, between turns of the event loop. */
const BATCH = 40;
/** A bulk run whose instance has not reported for this long has stopped. */
const JOB_STALE_MS = 60_000;
/** How often a running bulk run reports its progress. */
const REPORT_MS = 500;
/** How long a head not explained by the changes made here waits before a catch-up. */
const HEAD_SETTLE_MS = 100;
/** Most changes made here that are remembered between two looks at the log's head. */
const MAX_LOCAL_STAMPS = 1000;
/** Largest snapshot of one locale, compressed. */
const MAX_SNAPSHOT_BYTES = 2 * 1024 * 1024 * 1024;

type Indexes = Record<Locale, LocaleIndex>;

/** A set of indexes and where in the change log they stand. */
interface IndexSet {
  indexes: Indexes;
  /** Newest log time read; entries from OVERLAP_MS before it on are read again. */
  cursor: number;
  /** Log entries applied within the overlap window: "time/id" → time. */
  seen: Map<string, number>;
}

export type { SearchJob };

export type SearchState = "idle" | "loading" | "success" | "error";

export interface SearchStatus {
  state: SearchState;
  /** Which bulk run the state is of; null before any. */
  kind: "index" | "remove" | null;
  done: number;
  total: number;
  /** When every index was last rebuilt from the pages (ISO), if ever. */
  lastRebuildAt: string | null;
  /** Pages in each locale's index, on the instance that answers. */
  indexedPages: Record<string, number>;
}

/** A bulk run is under way of the other kind (index-all against remove-all). */
export class SearchBusy extends Error {
  constructor(readonly job: SearchJob) {
    super("Another bulk search run is under way.");
  }
}

type Languages = Record<Locale, Language>;

function emptyIndexes(languages: Languages): Indexes {
  return Object.fromEntries(LOCALES.map((l) => [l, new LocaleIndex(languages[l])])) as Indexes;
}

/** The languages the indexes of `indexes` stem in. */
function languagesOf(indexes: Indexes): Languages {
  return Object.fromEntries(LOCALES.map((l) => [l, indexes[l].language])) as Languages;
}

/** The language each locale's pages are written in, by the site's settings now. */
async function siteLanguages(kv: Deno.Kv): Promise<Languages> {
  const settings = await getSettings(kv);
  return Object.fromEntries(LOCALES.map((l) => [l, searchLanguage(l, settings)])) as Languages;
}

function entryKey(e: { at: number; id: string }): string {
  return `${e.at}/${e.id}`;
}

/** A turn of the event loop for other work. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class SearchService {
  readonly instance = crypto.randomUUID();
  /** Resolves once the indexes can answer (loaded or rebuilt, and caught up). */
  readonly ready: Promise<void>;
  #set: IndexSet | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #stopListening: () => void;
  #closed = false;
  /** Work running in the background, awaited by `stop`. */
  #background = new Set<Promise<unknown>>();
  #lastRebuildAt: number | null = null;
  #lastSnapshotAt = 0;
  #dirty = false;
  #snapshotting: Promise<void> | null = null;
  #rebuilding: Promise<void> | null = null;
  #catchUp: Promise<void> | null = null;
  #catchUpAgain = false;
  /** The log's head as of the last catch-up (every entry it counts is applied here)... */
  #head: SearchHead | null = null;
  /** ...and the entries committed and applied here since (versionstamps after the head's). */
  #localStamps: string[] = [];
  #polledAt = 0;
  #watch: "off" | "live" | "failed" = "off";

  constructor(readonly kv: Deno.Kv) {
    this.#stopListening = onSearchChange(kv, (entry) => this.#applyLocal(entry));
    this.ready = this.#load();
    // A failed load is answered to each search; it must not become an unhandled rejection.
    this.ready.catch((err) => logError("search: the indexes could not be loaded", err));
  }

  /** The index of a locale (for searching; changes go through the service). */
  index(locale: Locale): LocaleIndex {
    if (!this.#set) throw new Error("The search indexes are not loaded yet.");
    return this.#set.indexes[locale];
  }

  /** Pages per locale in this instance's indexes. */
  indexedPages(): Record<string, number> {
    return Object.fromEntries(LOCALES.map((l) => [l, this.#set?.indexes[l].size ?? 0]));
  }

  /**
   * Readies the indexes for a search: waits for the start, and at most once a second checks in
   * the background whether another instance changed something (see the header).
   */
  async prepare(
    settings?: { defaultLocale: string; displayLanguage: string | null },
  ): Promise<void> {
    await this.ready;
    this.#startWatch();
    if (settings) this.#followLanguages(settings);
    const now = Date.now();
    if (now - this.#polledAt < POLL_MS) return;
    this.#polledAt = now;
    this.#track(
      searchHead(this.kv).then((head) => this.#followHead(head)),
    );
  }

  /**
   * A change of the site's display language or default locale changes the language a locale's
   * pages are stemmed in: this instance rebuilds its indexes in the background (answering from
   * the old ones meanwhile, each stemming queries as it stemmed its pages).
   */
  #followLanguages(settings: { defaultLocale: string; displayLanguage: string | null }): void {
    const set = this.#set;
    if (!set || this.#rebuilding || this.#closed) return;
    if (LOCALES.every((l) => set.indexes[l].language === searchLanguage(l, settings))) return;
    this.#rebuildInBackground({ snapshot: true });
  }

  /** Catches up with the change log now. */
  async sync(): Promise<void> {
    await this.ready;
    if (this.#catchUp) {
      this.#catchUpAgain = true;
      return this.#catchUp;
    }
    const run = (async () => {
      do {
        this.#catchUpAgain = false;
        const head = await searchHead(this.kv);
        // Read before taking the turn: after a bulk import the log's overlap window holds
        // thousands of entries, and reading them must not hold up the changes made here.
        const set = this.#set;
        const entries = set ? await readSearchLog(this.kv, set.cursor - OVERLAP_MS) : [];
        await this.#exclusive(async () => {
          if (this.#set) await this.#catchUpInto(this.#set, set === this.#set ? entries : null);
          this.#advanceHead(head);
        });
      } while (this.#catchUpAgain);
    })();
    this.#catchUp = run;
    try {
      await run;
    } finally {
      this.#catchUp = null;
    }
    this.#maybeSnapshot();
  }

  /**
   * Whether every log entry up to `head` is applied here: the entries it counts beyond the head
   * of the last catch-up are exactly the ones committed here since. Then no catch-up is needed
   * (on one instance, none ever is after the start), and `head` becomes the known one.
   */
  #upToDate(head: SearchHead): boolean {
    const known = this.#head;
    if (!known) return false;
    // A head read before the known one (a slow look): everything it counts is applied.
    if (head.stamp === null || (known.stamp !== null && head.stamp <= known.stamp)) return true;
    const since = this.#localStamps.filter((v) =>
      (known.stamp === null || v > known.stamp) && head.stamp !== null && v <= head.stamp
    );
    if (head.count !== known.count + BigInt(since.length)) return false;
    this.#advanceHead(head);
    return true;
  }

  /**
   * Catches up unless `head` is explained by changes made here. A head read the moment a commit
   * of this instance lands may be seen before that commit's own notice: it is looked at again a
   * moment later before the log is read.
   */
  async #followHead(head: SearchHead): Promise<void> {
    if (this.#upToDate(head)) return;
    await new Promise((resolve) => setTimeout(resolve, HEAD_SETTLE_MS));
    if (!this.#closed && !this.#upToDate(head)) await this.sync();
  }

  /** `head` is applied here: local entries it counts need no more counting. */
  #advanceHead(head: SearchHead): void {
    this.#head = head;
    this.#localStamps = this.#localStamps.filter((v) => head.stamp === null || v > head.stamp);
  }

  /** The shared state of bulk runs, and this instance's indexes. */
  async status(): Promise<SearchStatus> {
    const job = (await getSearchJob(this.kv)).value;
    let state: SearchState = job?.state ?? "idle";
    if (job?.state === "loading" && Date.now() - job.heartbeat > JOB_STALE_MS) state = "error";
    const manifest = (await getSnapshotManifest(this.kv)).value;
    const last = Math.max(this.#lastRebuildAt ?? 0, manifest?.lastRebuildAt ?? 0);
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
   * or the one already under way. SearchBusy while pages are being removed.
   */
  indexAll(): Promise<SearchJob> {
    return this.#startJob("index", (report) => this.#indexAll(report));
  }

  /** Starts emptying every index (on every instance), in the background; see `indexAll`. */
  removeAll(): Promise<SearchJob> {
    return this.#startJob("remove", () => this.#removeAll());
  }

  /** Writes a snapshot of the indexes now (after a wait for changes under way). */
  async snapshot(): Promise<void> {
    await this.ready;
    await this.#writeSnapshot();
  }

  /** Resolves once the work running in the background (a catch-up, a snapshot) is done. */
  async settled(): Promise<void> {
    await this.ready.catch(() => {});
    while (this.#background.size) await Promise.allSettled([...this.#background]);
  }

  /** Stops following the store, after the work under way. */
  async stop(): Promise<void> {
    this.#closed = true;
    this.#stopListening();
    await this.ready.catch(() => {});
    while (this.#background.size) await Promise.allSettled([...this.#background]);
    await this.#queue.catch(() => {});
  }

  // --- loading ---------------------------------------------------------------------------------

  async #load(): Promise<void> {
    const manifest = await getSnapshotManifest(this.kv);
    const head = await searchHead(this.kv);
    const languages = await siteLanguages(this.kv);
    let set: IndexSet | null = null;
    if (manifest.value && this.#usable(manifest.value, head, languages)) {
      try {
        set = await this.#loadSnapshot(manifest.value, languages);
        this.#lastRebuildAt = manifest.value.lastRebuildAt;
        this.#lastSnapshotAt = manifest.value.at;
      } catch (err) {
        logWarn(`search: the snapshot cannot be read (${err}); rebuilding from the pages.`);
      }
    }
    if (set) {
      await this.#catchUpInto(set);
      this.#set = set;
      this.#head = head;
      return;
    }
    // No usable snapshot: build, answer searches, then keep a snapshot for the next start.
    this.#set = await this.#build(() => {});
    this.#head = head;
    this.#dirty = true;
    this.#track(this.#writeSnapshot());
  }

  #usable(m: SnapshotManifest, head: SearchHead, languages: Languages): boolean {
    if (m.format !== SNAPSHOT_FORMAT) return false;
    // Stemmed in another language (the display language changed while stopped): rebuilt.
    if (LOCALES.some((l) => m.locales[l]?.language !== languages[l].name)) return false;
    // The log it would replay from may be pruned: only if nothing changed since is it current.
    const old = Date.now() - m.at > SEARCH_LOG_KEEP_MS - OVERLAP_MS - 60 * 60_000;
    return !old || m.head === head.stamp;
  }

  async #loadSnapshot(m: SnapshotManifest, languages: Languages): Promise<IndexSet> {
    const indexes = {} as Indexes;
    for (const locale of LOCALES) {
      const bytes = await this.#readChecked(m.locales[locale].ref, `the ${locale} snapshot`);
      indexes[locale] = new LocaleIndex(languages[locale], await decodeSnapshot(bytes));
      await breathe();
    }
    const seen = new Map<string, number>();
    const applied = await this.#readChecked(m.applied, "the list of applied log entries");
    for (const key of await decodeApplied(applied)) seen.set(key, Number(key.split("/")[0]));
    return { indexes, cursor: m.cursor, seen };
  }

  /** A blob's bytes, refused when they do not match its hash. */
  async #readChecked(ref: BlobRef, what: string): Promise<Uint8Array<ArrayBuffer>> {
    const bytes = await readBlob(this.kv, ref) as Uint8Array<ArrayBuffer>;
    const hash = createHash("sha256").update(bytes).digest("hex");
    if (hash !== ref.sha256) throw new Error(`${what} does not match its hash`);
    return bytes;
  }

  /**
   * New indexes of every published page. The log is read first: what its recent entries say is
   * then in the pages read after, and what comes later is caught up with before they are used.
   */
  async #build(report: (done: number, total: number) => Promise<void> | void): Promise<IndexSet> {
    const cursor = await lastSearchLogTime(this.kv);
    const seen = new Map<string, number>();
    for (const e of await readSearchLog(this.kv, cursor - OVERLAP_MS)) seen.set(entryKey(e), e.at);
    const pages = (await allPages(this.kv)).filter(isSearchable);
    const indexes = emptyIndexes(await siteLanguages(this.kv));
    let done = 0;
    await report(0, pages.length);
    for (let i = 0; i < pages.length; i += BATCH) {
      if (this.#closed) throw new Error("The search service was stopped.");
      const batch = pages.slice(i, i + BATCH);
      const versions = await publishedVersions(this.kv, batch);
      const docs = await Promise.all(batch.map((page, j) => {
        const version = versions[j];
        return version ? searchDocOf(this.kv, page, version).catch(() => null) : null;
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
    await this.#catchUpInto(set);
    return set;
  }

  // --- following the log -----------------------------------------------------------------------

  /** Runs `fn` when no other change to the indexes is running. */
  #exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => {});
    return run;
  }

  #track(work: Promise<unknown>): void {
    const tracked = work.catch((err) => {
      if (!this.#closed) logError("search: background work failed", err);
    }).finally(() => this.#background.delete(tracked));
    this.#background.add(tracked);
  }

  /** A change committed in this process: applied before its commit returns. */
  #applyLocal(entry: SearchLogEntry): Promise<void> | void {
    // Not loaded yet: the load reads the log after this commit, and searches wait for it.
    if (this.#closed || !this.#set) return;
    // Counted at once, before its turn comes: the watch may report the head meanwhile, and the
    // entry is applied here in any case (on a failure, a catch-up through the log does it).
    this.#localStamps.push(entry.versionstamp);
    if (this.#localStamps.length > MAX_LOCAL_STAMPS) {
      // Nobody looked at the head for a long while (no searches): forget, and catch up instead.
      this.#localStamps = [];
      this.#head = null;
    }
    return this.#exclusive(async () => {
      const set = this.#set;
      if (!set || set.seen.has(entryKey(entry))) return;
      if (entry.change.kind === "page") await this.#applyPages(set, [entry.change.pageID]);
      // Bulk changes made here were applied by the run that recorded them.
      set.seen.set(entryKey(entry), entry.at);
      this.#dirty = true;
    }).then(() => this.#maybeSnapshot(), (err) => {
      this.#track(this.sync());
      throw err;
    });
  }

  /** Applies the log entries `set` has not seen, in order (`entries`: read already). */
  async #catchUpInto(set: IndexSet, read: SearchLogEntry[] | null = null): Promise<void> {
    const entries = read ?? await readSearchLog(this.kv, set.cursor - OVERLAP_MS);
    let pages = new Set<number>();
    let rebuild = false;
    const fresh: SearchLogEntry[] = [];
    for (const e of entries) {
      if (set.seen.has(entryKey(e))) continue;
      fresh.push(e);
      if (e.change.kind === "page") {
        pages.add(e.change.pageID);
      } else if (e.change.kind === "cleared") {
        // Earlier changes are moot: every index is emptied here.
        pages = new Set();
        set.indexes = emptyIndexes(languagesOf(set.indexes));
        rebuild = false;
      } else {
        rebuild = true;
      }
    }
    await this.#applyPages(set, [...pages]);
    for (const e of fresh) {
      set.seen.set(entryKey(e), e.at);
      set.cursor = Math.max(set.cursor, e.at);
    }
    for (const [key, at] of set.seen) if (at < set.cursor - OVERLAP_MS) set.seen.delete(key);
    if (fresh.length) this.#dirty = true;
    // Another instance rebuilt every index: so does this one, in the background.
    if (rebuild && set === this.#set) this.#rebuildInBackground();
  }

  /** Reads pages as they are now and puts or removes their documents. */
  async #applyPages(set: IndexSet, ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const pages = await getPages(this.kv, batch);
      for (let j = 0; j < batch.length; j++) {
        await this.#applyPage(set, batch[j], pages[j]);
      }
      if (i + BATCH < ids.length) await breathe();
    }
  }

  async #applyPage(set: IndexSet, id: number, page: PageRecord | null): Promise<void> {
    const home = isSearchable(page) ? page.locale : null;
    for (const locale of LOCALES) if (locale !== home) set.indexes[locale].delete(id);
    if (!page || !home || !(home in set.indexes)) return;
    const index = set.indexes[home as Locale];
    const version = await getVersion(this.kv, page.publishedVersionID!);
    if (!version) {
      index.delete(id);
      return;
    }
    if (index.get(id)?.source === sourceOf(page, version)) return;
    let doc: SearchDoc;
    try {
      doc = await searchDocOf(this.kv, page, version);
    } catch {
      // Its blocks are gone (the page was deleted meanwhile): the next entry says so.
      index.delete(id);
      return;
    }
    index.put(doc);
  }

  #startWatch(): void {
    if (this.#watch !== "off" || this.#closed) return;
    this.#watch = "live";
    const watch = async () => {
      let first = true;
      for await (const [head] of watchSearchHead(this.kv)) {
        if (this.#closed) break;
        // The first answer is the head as it is; only later ones are changes.
        if (!first) this.#track(this.#followHead(headOf(head)));
        first = false;
      }
    };
    // Not tracked: it ends when the store is closed, not before.
    watch().catch(() => {}).finally(() => {
      this.#watch = "failed";
    });
  }

  // --- bulk runs -------------------------------------------------------------------------------

  async #startJob(
    kind: SearchJob["kind"],
    run: (report: (done: number, total: number) => Promise<void>) => Promise<void>,
  ): Promise<SearchJob> {
    await this.ready;
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await getSearchJob(this.kv);
      const job = current.value;
      if (job?.state === "loading" && Date.now() - job.heartbeat <= JOB_STALE_MS) {
        if (job.kind === kind) return job;
        throw new SearchBusy(job);
      }
      const now = Date.now();
      const claimed: SearchJob = {
        kind,
        state: "loading",
        done: 0,
        total: 0,
        startedAt: now,
        finishedAt: null,
        owner: this.instance,
        heartbeat: now,
      };
      const versionstamp = await writeSearchJob(this.kv, current, claimed);
      if (versionstamp === null) continue;
      this.#track(this.#runJob(claimed, versionstamp, run));
      return claimed;
    }
    return (await getSearchJob(this.kv)).value!;
  }

  async #runJob(
    job: SearchJob,
    versionstamp: string,
    run: (report: (done: number, total: number) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    let stamp = versionstamp;
    let reportedAt = 0;
    const save = async (next: SearchJob) => {
      // Checked: a run taken over after this instance fell silent no longer reports here.
      const written = await writeSearchJob(this.kv, { versionstamp: stamp }, next);
      if (written === null) throw new Error("The bulk search run was taken over.");
      stamp = written;
      job = next;
    };
    const report = async (done: number, total: number) => {
      const now = Date.now();
      if (now - reportedAt < REPORT_MS && done < total) return;
      reportedAt = now;
      await save({ ...job, done, total, heartbeat: now });
    };
    try {
      await run(report);
      const now = Date.now();
      await save({ ...job, state: "success", done: job.total, finishedAt: now, heartbeat: now });
    } catch (err) {
      if (!this.#closed) logError(`search: ${job.kind} run failed`, err);
      const now = Date.now();
      await save({ ...job, state: "error", finishedAt: now, heartbeat: now }).catch(() => {});
    }
  }

  async #indexAll(report: (done: number, total: number) => Promise<void>): Promise<void> {
    const set = await this.#build(report);
    await this.#exclusive(async () => {
      // Changes applied meanwhile went to the old indexes; the log brings them to these.
      await this.#catchUpInto(set);
      this.#set = set;
      this.#lastRebuildAt = Date.now();
      this.#dirty = true;
    });
    await recordBulkChange(this.kv, { kind: "rebuilt" });
    await this.#writeSnapshot();
  }

  async #removeAll(): Promise<void> {
    await this.#exclusive(() => {
      if (this.#set) this.#set.indexes = emptyIndexes(languagesOf(this.#set.indexes));
      this.#dirty = true;
    });
    await recordBulkChange(this.kv, { kind: "cleared" });
    await this.#writeSnapshot();
  }

  /** Rebuilds this instance's indexes after another instance rebuilt its own. */
  #rebuildInBackground(options: { snapshot?: boolean } = {}): void {
    if (this.#rebuilding || this.#closed) return;
    const run = (async () => {
      const set = await this.#build(() => {});
      await this.#exclusive(async () => {
        await this.#catchUpInto(set);
        this.#set = set;
        this.#dirty = true;
      });
      if (options.snapshot) await this.#writeSnapshot();
    })();
    this.#rebuilding = run;
    this.#track(run.finally(() => this.#rebuilding = null));
  }

  // --- snapshots -------------------------------------------------------------------------------

  #maybeSnapshot(): void {
    if (!this.#dirty || this.#snapshotting || this.#closed) return;
    if (Date.now() - this.#lastSnapshotAt < SNAPSHOT_EVERY_MS) return;
    this.#track(this.#writeSnapshot({ ifStale: true }));
  }

  /**
   * Writes a snapshot of the indexes: encoded while no change runs (so it is one state of them),
   * then stored as one chunked blob per locale and made current by one commit of the manifest.
   */
  async #writeSnapshot(options: { ifStale?: boolean } = {}): Promise<void> {
    while (this.#snapshotting) {
      if (options.ifStale) return;
      await this.#snapshotting.catch(() => {});
    }
    // One process at a time across the store: a snapshot due anyway (ifStale) is left to the
    // process writing one now; an asked-for one waits for it. A writer that died leaves only
    // unclaimed blobs, which the collector removes (lib/db/blobs.ts), and its lease expires.
    const run = withLease(
      this.kv,
      "search-snapshot",
      { ttlMs: 60_000, waitMs: options.ifStale ? 0 : 120_000 },
      () => this.#storeSnapshot(options),
    ).then(() => {});
    this.#snapshotting = run;
    try {
      await run;
    } finally {
      this.#snapshotting = null;
    }
  }

  async #storeSnapshot(options: { ifStale?: boolean }): Promise<void> {
    const written: BlobRef[] = [];
    try {
      const before = await getSnapshotManifest(this.kv);
      // Another instance wrote one lately: that one serves the next start as well.
      if (options.ifStale && before.value && Date.now() - before.value.at < SNAPSHOT_EVERY_MS) {
        this.#lastSnapshotAt = before.value.at;
        return;
      }
      const encoded = await this.#exclusive(async () => {
        const set = this.#set!;
        const head = await searchHead(this.kv);
        const bytes: Partial<Record<Locale, Uint8Array>> = {};
        for (const locale of LOCALES) {
          const stream = encodeSnapshot(set.indexes[locale]);
          bytes[locale] = new Uint8Array(await new Response(stream).arrayBuffer());
        }
        this.#dirty = false;
        return {
          bytes: bytes as Record<Locale, Uint8Array>,
          cursor: set.cursor,
          applied: await encodeApplied(set.seen.keys()),
          pages: this.indexedPages(),
          languages: Object.fromEntries(LOCALES.map((l) => [l, set.indexes[l].language.name])),
          head,
        };
      });
      const applied = await writeBlob(this.kv, encoded.applied, { maxBytes: MAX_SNAPSHOT_BYTES });
      written.push(applied);
      const locales: SnapshotManifest["locales"] = {};
      for (const locale of LOCALES) {
        const ref = await writeBlob(this.kv, encoded.bytes[locale], {
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
        lastRebuildAt: this.#lastRebuildAt ?? before.value?.lastRebuildAt ?? null,
        head: encoded.head.stamp,
      };
      if (!(await writeSnapshotManifest(this.kv, before, manifest, written))) {
        // Another instance's snapshot landed first; it stands.
        for (const ref of written) await deleteBlob(this.kv, ref);
        return;
      }
      this.#lastSnapshotAt = now;
      logInfo("search: snapshot written", { pages: encoded.pages });
      const old = before.value;
      for (const { ref } of Object.values(old?.locales ?? {})) await deleteBlob(this.kv, ref);
      // (A manifest of format 1 has no such blob.)
      if (old?.applied) await deleteBlob(this.kv, old.applied);
      await pruneSearchLog(this.kv, now);
    } catch (err) {
      for (const ref of written) await deleteBlob(this.kv, ref).catch(() => {});
      throw err;
    }
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
