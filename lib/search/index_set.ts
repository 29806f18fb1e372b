/**
 * The search indexes of one store as the service's jobs share them (service.ts is the map): the
 * current set of indexes and where in the change log it stands, the turn every change to them
 * takes (`exclusive`), and the work left running in the background (`track`).
 */
import { type Locale, LOCALES } from "../content/locales.ts";
import { getSettings } from "../db/settings.ts";
import { logError } from "../observe/log.ts";
import { LocaleIndex } from "./locale_index.ts";
import { type Language, searchLanguage } from "./text.ts";

/** How far before its last position an instance reads the log again (clock skew, slow commits). */
export const OVERLAP_MS = 5 * 60_000;
/** Pages read and indexed per batch of a rebuild, between turns of the event loop. */
export const BATCH = 40;

export type Indexes = Record<Locale, LocaleIndex>;

/** A set of indexes and where in the change log they stand. */
export interface IndexSet {
  indexes: Indexes;
  /** Newest log time read; entries from OVERLAP_MS before it on are read again. */
  cursor: number;
  /** Log entries applied within the overlap window: "time/id" → time. */
  seen: Map<string, number>;
}

export type Languages = Record<Locale, Language>;

export function emptyIndexes(languages: Languages): Indexes {
  return Object.fromEntries(LOCALES.map((l) => [l, new LocaleIndex(languages[l])])) as Indexes;
}

/** The languages the indexes of `indexes` stem in. */
export function languagesOf(indexes: Indexes): Languages {
  return Object.fromEntries(LOCALES.map((l) => [l, indexes[l].language])) as Languages;
}

/** The language each locale's pages are written in, by the site's settings now. */
export async function siteLanguages(kv: Deno.Kv): Promise<Languages> {
  const settings = await getSettings(kv);
  return Object.fromEntries(LOCALES.map((l) => [l, searchLanguage(l, settings)])) as Languages;
}

export function entryKey(e: { at: number; id: string }): string {
  return `${e.at}/${e.id}`;
}

/** A turn of the event loop for other work. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * What one job asks of another, wired by the service (so that the job modules do not import each
 * other in a circle): a catch-up may find that another instance rebuilt every index, a change
 * applied may make a snapshot due, and a bulk run ends with a snapshot.
 */
export interface SearchJobs {
  /** Rebuilds this instance's indexes in the background (bulk_runs.ts). */
  rebuildInBackground(options?: { snapshot?: boolean }): void;
  /** Writes a snapshot when one is due (snapshots.ts). */
  maybeSnapshot(): void;
  /** Writes a snapshot now (snapshots.ts). */
  writeSnapshot(options?: { ifStale?: boolean }): Promise<void>;
}

/** The index sets of one store handle, and the state every job reads and writes. */
export class IndexSets {
  readonly instance = crypto.randomUUID();
  set: IndexSet | null = null;
  closed = false;
  /** Changed since the last snapshot. */
  dirty = false;
  lastRebuildAt: number | null = null;
  /** Resolves once the indexes can answer (loaded or rebuilt, and caught up); set by the service. */
  ready!: Promise<void>;
  /** The other jobs, set by the service once every job exists. */
  jobs!: SearchJobs;
  #queue: Promise<unknown> = Promise.resolve();
  /** Work running in the background, awaited by `stop`. */
  #background = new Set<Promise<unknown>>();

  constructor(readonly kv: Deno.Kv) {}

  /** Pages per locale in this instance's indexes. */
  indexedPages(): Record<string, number> {
    return Object.fromEntries(LOCALES.map((l) => [l, this.set?.indexes[l].size ?? 0]));
  }

  /** Runs `fn` when no other change to the indexes is running. */
  exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => {});
    return run;
  }

  track(work: Promise<unknown>): void {
    const tracked = work.catch((err) => {
      if (!this.closed) logError("search: background work failed", err);
    }).finally(() => this.#background.delete(tracked));
    this.#background.add(tracked);
  }

  /** Resolves once the work tracked in the background is done. */
  async background(): Promise<void> {
    while (this.#background.size) await Promise.allSettled([...this.#background]);
  }

  /** Resolves once the change whose turn it is, and those queued behind it, are done. */
  async queued(): Promise<void> {
    await this.#queue.catch(() => {});
  }
}
