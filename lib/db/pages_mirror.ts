/**
 * Every page record, kept in memory per store handle and brought up to date from the page change
 * log instead of being read again whole: what the page lists (lib/ops/pages/list_pages.ts) and
 * the tag counts (tags.ts) read.
 *
 * Every commit that changes pages bumps the pages stamp and, in the same commit, logs which
 * pages it changed (`touchPages` in page_records.ts: `["page_changes", time, id]` → page ids,
 * kept for an hour). A call reads the stamp and the log since its last call side by
 * side (one round trip); when the stamp moved, it reads only the pages the log names (one more).
 * The log explains a stamp when it holds an entry of the stamp's own versionstamp (both are
 * written by one commit); a stamp the log does not explain (a commit between the two reads, a
 * change logged without page ids, a mirror older than the log) makes it read every page again,
 * as it always did.
 */
import { keys } from "./keys.ts";
import { PAGE_CHANGES_KEEP_MS as LOG_KEEP_MS, type PageRecord } from "./page_records.ts";
import { allPages, getPages } from "./pages.ts";

/**
 * The log is read from this long before the newest entry seen: entries are keyed by their
 * writer's clock, which may lag behind another writer's (entries already applied are skipped by
 * their versionstamp).
 */
const CLOCK_MARGIN_MS = 60_000;

export interface PagesNow {
  /** The stamp's versionstamp these pages are as of. */
  stamp: string | null;
  /** By id; a record keeps its object until its page changes (tags.ts relies on it). */
  pages: readonly PageRecord[];
}

interface Mirror {
  stamp: string | null;
  byID: Map<number, PageRecord>;
  pages: PageRecord[];
  /** The newest log key time seen (or the load time). */
  logTime: number;
  /**
   * Loaded whole with the stamp read beside the records (see loadAll): a change that raced the
   * load may be missing from them, so the next call reads again every page the log names.
   */
  unsure?: boolean;
}

const mirrors = new WeakMap<Deno.Kv, Promise<Mirror>>();
/** The newest mirror each store's calls have finished reading (see {@link mirroredPage}). */
const settled = new WeakMap<Deno.Kv, Mirror>();

/** The current page records (see the module comment for what it reads). */
export async function pagesNow(kv: Deno.Kv): Promise<PagesNow> {
  const before = await mirrors.get(kv)?.catch(() => null);
  const next = refresh(kv, before ?? null);
  mirrors.set(kv, next);
  const mirror = await next;
  if (mirrors.get(kv) === next) settled.set(kv, mirror);
  return { stamp: mirror.stamp, pages: mirror.pages };
}

/** Every page record, as of now (kept current from the page change log, as {@link pagesNow}). */
export async function currentPages(kv: Deno.Kv): Promise<readonly PageRecord[]> {
  return (await pagesNow(kv)).pages;
}

/**
 * A page's record as the last page list here read it, without waiting: a guess to read along
 * (the editor opened from the list reads the page's latest version beside the page), never
 * trusted. Undefined when no list was read yet, or the page was not in it.
 */
export function mirroredPage(kv: Deno.Kv, id: number): PageRecord | undefined {
  return settled.get(kv)?.byID.get(id);
}

async function refresh(kv: Deno.Kv, mirror: Mirror | null): Promise<Mirror> {
  const now = Date.now();
  const usable = mirror && now - mirror.logTime < LOG_KEEP_MS - CLOCK_MARGIN_MS;
  if (!usable) return await loadAll(kv, now, mirror === null);
  const [stamp, log] = await Promise.all([
    kv.get(keys.pagesStamp()),
    readLog(kv, mirror.logTime - CLOCK_MARGIN_MS),
  ]);
  if (stamp.versionstamp === mirror.stamp && !mirror.unsure) return mirror;
  const fresh = mirror.unsure
    ? log
    : log.filter((e) => mirror.stamp === null || e.versionstamp > mirror.stamp);
  if (fresh.length === 0 && stamp.versionstamp === mirror.stamp) {
    return { ...mirror, unsure: false };
  }
  const explained = fresh.some((e) => e.versionstamp === stamp.versionstamp);
  if (!explained || fresh.some((e) => e.ids === null)) return await loadAll(kv, now, false);
  const ids = [...new Set(fresh.flatMap((e) => e.ids!))];
  const records = await getPages(kv, ids);
  const byID = new Map(mirror.byID);
  ids.forEach((id, i) => records[i] ? byID.set(id, records[i]!) : byID.delete(id));
  return {
    stamp: stamp.versionstamp,
    byID,
    pages: [...byID.values()].sort((a, b) => a.id - b.id),
    logTime: Math.max(mirror.logTime, ...log.map((e) => e.time)),
  };
}

/**
 * Every page, and the stamp they are as of.
 *
 * Read in turn (`first` false), the stamp is read before the records: a commit in between only
 * makes the next call read the pages the log names, as always. The first load of a process reads
 * them side by side instead (one round trip, not two in a row: the first page list of a fresh
 * instance is a dashboard's first call). A commit may then land while they are read, and a list
 * of many batches is not one snapshot: the records may lack a change the stamp already counts.
 * So that mirror is unsure, and the next call reads again every page the log names since a
 * little before the load (CLOCK_MARGIN_MS, the log's rule for writers' clocks): each change that
 * raced the load is among them. Whatever that next call cannot explain, it reloads in turn.
 */
async function loadAll(kv: Deno.Kv, now: number, first: boolean): Promise<Mirror> {
  let stamp: string | null;
  let pages: PageRecord[];
  if (first) {
    const [entry, records] = await Promise.all([kv.get(keys.pagesStamp()), allPages(kv)]);
    [stamp, pages] = [entry.versionstamp, records];
  } else {
    stamp = (await kv.get(keys.pagesStamp())).versionstamp;
    pages = await allPages(kv);
  }
  return { stamp, byID: new Map(pages.map((p) => [p.id, p])), pages, logTime: now, unsure: first };
}

interface LogEntry {
  time: number;
  versionstamp: string;
  /** null: a change that did not say which pages. */
  ids: number[] | null;
}

async function readLog(kv: Deno.Kv, from: number): Promise<LogEntry[]> {
  const out: LogEntry[] = [];
  const prefix = keys.pageChanges();
  const list = kv.list<number[] | null>({ prefix, start: [...prefix, from] }, { batchSize: 500 });
  for await (const e of list) {
    out.push({ time: e.key[1] as number, versionstamp: e.versionstamp, ids: e.value });
  }
  return out;
}
