/**
 * Catching up with the change log and following its head (service.ts is the map): applying the
 * entries a set has not seen, the changes committed in this process before their commit returns,
 * and the head's watch and poll that tell of changes made elsewhere.
 */
import { type Locale, LOCALES } from "../content/locales.ts";
import type { PageRecord } from "../db/page_records.ts";
import { getPages } from "../db/pages.ts";
import { getVersion } from "../db/versions.ts";
import {
  headOf,
  type KnownPage,
  readSearchLog,
  type SearchHead,
  searchHead,
  type SearchLogEntry,
  watchSearchHead,
} from "../db/search_log.ts";
import { isSearchable, searchDocOf, sourceOf } from "./documents.ts";
import type { SearchDoc } from "./locale_index.ts";
import {
  BATCH,
  breathe,
  emptyIndexes,
  entryKey,
  type IndexSet,
  type IndexSets,
  languagesOf,
  OVERLAP_MS,
} from "./index_set.ts";

/** How often, at most, a search reads the log's head itself. */
const POLL_MS = 1000;
/** How long a head not explained by the changes made here waits before a catch-up. */
const HEAD_SETTLE_MS = 100;
/** Most changes made here that are remembered between two looks at the log's head. */
const MAX_LOCAL_STAMPS = 1000;

/** Applies the log entries `set` has not seen, in order (`entries`: read already). */
export async function catchUpInto(
  sets: IndexSets,
  set: IndexSet,
  read: SearchLogEntry[] | null = null,
): Promise<void> {
  const entries = read ?? await readSearchLog(sets.kv, set.cursor - OVERLAP_MS);
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
  await applyPages(sets.kv, set, [...pages]);
  for (const e of fresh) {
    set.seen.set(entryKey(e), e.at);
    set.cursor = Math.max(set.cursor, e.at);
  }
  for (const [key, at] of set.seen) if (at < set.cursor - OVERLAP_MS) set.seen.delete(key);
  if (fresh.length) sets.dirty = true;
  // Another instance rebuilt every index: so does this one, in the background.
  if (rebuild && set === sets.set) sets.jobs.rebuildInBackground();
}

/**
 * Reads pages as they are now and puts or removes their documents; `known`, a page as this
 * process just committed it, is taken as read.
 */
async function applyPages(
  kv: Deno.Kv,
  set: IndexSet,
  ids: number[],
  known?: KnownPage,
): Promise<void> {
  if (known && ids.length === 1 && ids[0] === known.page.id) {
    return await applyPage(kv, set, known.page.id, known.page, known);
  }
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const pages = await getPages(kv, batch);
    for (let j = 0; j < batch.length; j++) {
      await applyPage(kv, set, batch[j], pages[j]);
    }
    if (i + BATCH < ids.length) await breathe();
  }
}

async function applyPage(
  kv: Deno.Kv,
  set: IndexSet,
  id: number,
  page: PageRecord | null,
  known?: KnownPage,
): Promise<void> {
  const home = isSearchable(page) ? page.locale : null;
  for (const locale of LOCALES) if (locale !== home) set.indexes[locale].delete(id);
  if (!page || !home || !(home in set.indexes)) return;
  const index = set.indexes[home as Locale];
  const version = known?.version.id === page.publishedVersionID
    ? known.version
    : await getVersion(kv, page.publishedVersionID!);
  if (!version) {
    index.delete(id);
    return;
  }
  if (index.get(id)?.source === sourceOf(page, version)) return;
  let doc: SearchDoc;
  try {
    doc = await searchDocOf(
      kv,
      page,
      version,
      known?.version === version ? known.blocks : undefined,
    );
  } catch {
    // Its blocks are gone (the page was deleted meanwhile): the next entry says so.
    index.delete(id);
    return;
  }
  index.put(doc);
}

/** Keeps one instance's index sets following the change log. */
export class LogFollower {
  #catchUp: Promise<void> | null = null;
  #catchUpAgain = false;
  /** The log's head as of the last catch-up (every entry it counts is applied here)... */
  #head: SearchHead | null = null;
  /** ...and the entries committed and applied here since (versionstamps after the head's). */
  #localStamps: string[] = [];
  #polledAt = 0;
  #watch: "off" | "live" | "failed" = "off";

  constructor(readonly sets: IndexSets) {}

  /** The head the loaded indexes have applied. */
  loaded(head: SearchHead): void {
    this.#head = head;
  }

  /** At most once a second, checks in the background whether another instance changed something. */
  poll(): void {
    const now = Date.now();
    if (now - this.#polledAt < POLL_MS) return;
    this.#polledAt = now;
    this.sets.track(
      searchHead(this.sets.kv).then((head) => this.#followHead(head)),
    );
  }

  /** Catches up with the change log now. */
  async sync(): Promise<void> {
    await this.sets.ready;
    if (this.#catchUp) {
      this.#catchUpAgain = true;
      return this.#catchUp;
    }
    const sets = this.sets;
    const run = (async () => {
      do {
        this.#catchUpAgain = false;
        const head = await searchHead(sets.kv);
        // Read before taking the turn: after a bulk import the log's overlap window holds
        // thousands of entries, and reading them must not hold up the changes made here.
        const set = sets.set;
        const entries = set ? await readSearchLog(sets.kv, set.cursor - OVERLAP_MS) : [];
        await sets.exclusive(async () => {
          if (sets.set) await catchUpInto(sets, sets.set, set === sets.set ? entries : null);
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
    sets.jobs.maybeSnapshot();
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
    if (!this.sets.closed && !this.#upToDate(head)) await this.sync();
  }

  /** `head` is applied here: local entries it counts need no more counting. */
  #advanceHead(head: SearchHead): void {
    this.#head = head;
    this.#localStamps = this.#localStamps.filter((v) => head.stamp === null || v > head.stamp);
  }

  /** A change committed in this process: applied before its commit returns. */
  applyLocal(entry: SearchLogEntry): Promise<void> | void {
    const sets = this.sets;
    // Not loaded yet: the load reads the log after this commit, and searches wait for it.
    if (sets.closed || !sets.set) return;
    // Counted at once, before its turn comes: the watch may report the head meanwhile, and the
    // entry is applied here in any case (on a failure, a catch-up through the log does it).
    this.#localStamps.push(entry.versionstamp);
    if (this.#localStamps.length > MAX_LOCAL_STAMPS) {
      // Nobody looked at the head for a long while (no searches): forget, and catch up instead.
      this.#localStamps = [];
      this.#head = null;
    }
    return sets.exclusive(async () => {
      const set = sets.set;
      if (!set || set.seen.has(entryKey(entry))) return;
      if (entry.change.kind === "page") {
        await applyPages(sets.kv, set, [entry.change.pageID], entry.known);
      }
      // Bulk changes made here were applied by the run that recorded them.
      set.seen.set(entryKey(entry), entry.at);
      sets.dirty = true;
    }).then(() => sets.jobs.maybeSnapshot(), (err) => {
      sets.track(this.sync());
      throw err;
    });
  }

  /** Watches the log's head for changes made elsewhere (once; it runs until the store closes). */
  startWatch(): void {
    if (this.#watch !== "off" || this.sets.closed) return;
    this.#watch = "live";
    const watch = async () => {
      let first = true;
      for await (const [head] of watchSearchHead(this.sets.kv)) {
        if (this.sets.closed) break;
        // The first answer is the head as it is; only later ones are changes.
        if (!first) this.sets.track(this.#followHead(headOf(head)));
        first = false;
      }
    };
    // Not tracked: it ends when the store is closed, not before.
    watch().catch(() => {}).finally(() => {
      this.#watch = "failed";
    });
  }
}
