/**
 * Index all pages / remove all pages (service.ts is the map): one run at a time across all
 * instances, claimed through a record in KV with a checked commit and kept alive by its reports;
 * and the rebuild of this instance's indexes after another instance rebuilt its own.
 */
import {
  getSearchJob,
  recordBulkChange,
  type SearchJob,
  writeSearchJob,
} from "../db/search_log.ts";
import { logError } from "../observe/log.ts";
import { emptyIndexes, type IndexSets, languagesOf } from "./index_set.ts";
import { buildIndexSet } from "./load.ts";
import { catchUpInto } from "./follow.ts";

/** A bulk run whose instance has not reported for this long has stopped. */
export const JOB_STALE_MS = 60_000;
/** How often a running bulk run reports its progress. */
const REPORT_MS = 500;

/** A bulk run is under way of the other kind (index-all against remove-all). */
export class SearchBusy extends Error {
  constructor(readonly job: SearchJob) {
    super("Another bulk search run is under way.");
  }
}

type Report = (done: number, total: number) => Promise<void>;

/** The bulk runs of one instance's index sets. */
export class BulkRuns {
  #rebuilding: Promise<void> | null = null;

  constructor(readonly sets: IndexSets) {}

  /** Whether a rebuild of this instance's indexes is under way. */
  get rebuilding(): boolean {
    return this.#rebuilding !== null;
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

  async #startJob(
    kind: SearchJob["kind"],
    run: (report: Report) => Promise<void>,
  ): Promise<SearchJob> {
    await this.sets.ready;
    const kv = this.sets.kv;
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await getSearchJob(kv);
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
        owner: this.sets.instance,
        heartbeat: now,
      };
      const versionstamp = await writeSearchJob(kv, current, claimed);
      if (versionstamp === null) continue;
      this.sets.track(this.#runJob(claimed, versionstamp, run));
      return claimed;
    }
    return (await getSearchJob(kv)).value!;
  }

  async #runJob(
    job: SearchJob,
    versionstamp: string,
    run: (report: Report) => Promise<void>,
  ): Promise<void> {
    let stamp = versionstamp;
    let reportedAt = 0;
    const save = async (next: SearchJob) => {
      // Checked: a run taken over after this instance fell silent no longer reports here.
      const written = await writeSearchJob(this.sets.kv, { versionstamp: stamp }, next);
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
      if (!this.sets.closed) logError(`search: ${job.kind} run failed`, err);
      const now = Date.now();
      await save({ ...job, state: "error", finishedAt: now, heartbeat: now }).catch(() => {});
    }
  }

  async #indexAll(report: Report): Promise<void> {
    const sets = this.sets;
    const set = await buildIndexSet(sets, report);
    await sets.exclusive(async () => {
      // Changes applied meanwhile went to the old indexes; the log brings them to these.
      await catchUpInto(sets, set);
      sets.set = set;
      sets.lastRebuildAt = Date.now();
      sets.dirty = true;
    });
    await recordBulkChange(sets.kv, { kind: "rebuilt" });
    await sets.jobs.writeSnapshot();
  }

  async #removeAll(): Promise<void> {
    const sets = this.sets;
    await sets.exclusive(() => {
      if (sets.set) sets.set.indexes = emptyIndexes(languagesOf(sets.set.indexes));
      sets.dirty = true;
    });
    await recordBulkChange(sets.kv, { kind: "cleared" });
    await sets.jobs.writeSnapshot();
  }

  /** Rebuilds this instance's indexes after another instance rebuilt its own. */
  rebuildInBackground(options: { snapshot?: boolean } = {}): void {
    const sets = this.sets;
    if (this.#rebuilding || sets.closed) return;
    const run = (async () => {
      const set = await buildIndexSet(sets, () => {});
      await sets.exclusive(async () => {
        await catchUpInto(sets, set);
        sets.set = set;
        sets.dirty = true;
      });
      if (options.snapshot) await sets.jobs.writeSnapshot();
    })();
    this.#rebuilding = run;
    sets.track(run.finally(() => this.#rebuilding = null));
  }
}
