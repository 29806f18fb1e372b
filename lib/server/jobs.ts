/**
 * The background work of a serving process, in one place: the hourly collector
 * (lib/db/retention.ts), version index follow-ups a process died before finishing (at start and
 * every minute, lib/db/version_index.ts), the mail queue every minute (lib/mail/queue.ts),
 * scheduled publishing (lib/ops/pages/schedule_page.ts), the search indexes following the store
 * (lib/search/service.ts), and the work operations start without waiting for it
 * (lib/ops/background.ts: mails after an answer, signups). Each job's outcome is logged and counted (`ximblox_jobs_total`).
 *
 * {@link BackgroundJobs.settled} resolves once nothing is under way (tests wait for it rather
 * than for a while); {@link BackgroundJobs.stop} ends the timers and waits for what is under
 * way, then stops the search, so a stopping process leaves no work half done by its own doing
 * (and a job cut off by a crash is finished by the next run, as each is written to).
 */
import type { Deps } from "../ops/deps.ts";
import { runCollector } from "../db/retention.ts";
import { finishPendingIndexes } from "../db/version_index.ts";
import { deliverQueuedMail } from "../mail/queue.ts";
import { startScheduler } from "../ops/pages/schedule_page.ts";
import { backgroundSettled } from "../ops/background.ts";
import { searchService, stopSearchService } from "../search/service.ts";
import { logError, type LogFields, logInfo } from "../observe/log.ts";
import { jobRuns } from "../observe/metrics.ts";

export interface BackgroundJobs {
  /** Ends every timer; resolves once the work under way has finished and the search stopped. */
  stop(): Promise<void>;
  /** Resolves once no run, search catch-up or operation's background work is under way. */
  settled(): Promise<void>;
}

interface Job {
  stop(): Promise<void>;
  settled(): Promise<void>;
}

interface Periodic {
  name: string;
  everyMs: number;
  /** One run; answers what to log of its outcome, or null when there is nothing to tell. */
  run(): Promise<LogFields | null>;
  /**
   * The job runs under a lease (lib/db/leases.ts), which counts its outcome in `jobRuns` —
   * skipped where another process holds it — so it is not counted here a second time.
   */
  leased?: boolean;
}

/**
 * Runs `job` now and every `everyMs`, never two runs at once (a slow run makes the next tick
 * wait for the one after it rather than overlap).
 */
function periodic(job: Periodic): Job {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = job.run().then((fields) => {
      if (!job.leased) jobRuns.labels(job.name, "done").inc();
      if (fields) logInfo(`${job.name}: done`, fields);
    }, (err) => {
      if (!job.leased) jobRuns.labels(job.name, "failed").inc();
      logError(`${job.name}: failed`, err);
    }).finally(() => running = null);
  };
  tick();
  const timer = setInterval(tick, job.everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    async settled() {
      while (running) await running;
    },
  };
}

/** A report with only its non-zero counts, or null when all are zero. */
function nonZero(report: object): LogFields | null {
  const fields = Object.fromEntries(Object.entries(report).filter(([, n]) => n !== 0));
  return Object.keys(fields).length ? fields : null;
}

export function startJobs(deps: Deps): BackgroundJobs {
  const { kv, config, mailer } = deps;
  const jobs = [
    // Chunks of cut-off uploads, archived states beyond KEEP_ARCHIVED_VERSIONS, renditions no
    // published page has used for a week; its report is logged even when nothing went.
    periodic({
      name: "collector",
      everyMs: 60 * 60_000,
      leased: true,
      run: async () => ({
        ...await runCollector(kv, { keepArchivedVersions: config.keepArchivedVersions }),
      }),
    }),
    // Version index follow-ups a process died before finishing (lib/db/version_index.ts): at
    // start and every minute; one list read when there are none, and nothing written then.
    periodic({
      name: "version indexes",
      everyMs: 60_000,
      run: async () => nonZero({ finished: await finishPendingIndexes(kv) }),
    }),
    // Queued mail (form submissions): what could not go out yet is tried again every minute.
    periodic({
      name: "mail queue",
      everyMs: 60_000,
      run: async () => nonZero(await deliverQueuedMail(kv, mailer)),
    }),
    // Scheduled publications: due ones (also those that fell due while stopped) run now; it
    // keeps its own timer, to wake at the next due time.
    startScheduler(deps),
  ];
  const search = searchService(kv);
  return {
    async settled() {
      // In this order: a job's run may start background work, neither starts search work that
      // outlives its commit (a change is applied before the commit returns).
      await Promise.all(jobs.map((job) => job.settled()));
      await backgroundSettled();
      await search.settled();
    },
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
      await backgroundSettled();
      await stopSearchService(kv);
    },
  };
}
