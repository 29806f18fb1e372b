/**
 * The background work of a serving process, in one place: the hourly collector
 * (lib/db/retention.ts), version index follow-ups a process died before finishing (at start and
 * every minute, lib/db/version_index.ts), the mail queue every minute (lib/mail/queue.ts),
 * scheduled publishing (lib/ops/pages/schedule_page.ts), webhook deliveries
 * (lib/ops/webhooks/deliver_webhooks.ts), with a CDN in front its purges
 * (lib/site/cdn_purge.ts: sent by the committing process, swept every 30 s for retries and what a
 * stopped process left), the search indexes following the store (lib/search/service.ts), and the
 * work operations start without waiting for it (lib/ops/background.ts: mails after an answer,
 * signups). Each job's outcome is logged and counted (`ximblox_jobs_total`).
 *
 * Where the scheduled work runs: on a machine of our own, from the timers here, in every process
 * (a lease or a checked claim in KV makes each piece of work happen once). On Deno Deploy
 * (`config.onDeploy`) from `Deno.cron` instead (./crons.ts, registered by main.ts): Deploy stops
 * an instance that has no requests, and its timers with it, so a publish scheduled for 9:00 would
 * wait for the next visitor; a cron starts an instance when it is due. The same
 * {@link scheduledWork} runs either way.
 *
 * The collector's first run is a minute after the start, not at it: a start writes nothing
 * (its lease is a write), so a cold instance is not slowed by it.
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
import { runDueSchedules, startScheduler } from "../ops/pages/schedule_page.ts";
import { CDN_SWEEP_MS, startCdnPurger, sweepCdnPurges } from "../site/cdn_purge.ts";
import { backgroundSettled } from "../ops/background.ts";
import { runLeasedWebhookPass, startWebhookWorker } from "../ops/webhooks/deliver_webhooks.ts";
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

/** A piece of scheduled work: by a timer here, by `Deno.cron` on Deno Deploy (./crons.ts). */
export interface ScheduledWork {
  name: string;
  /** How often its timer runs it. */
  everyMs: number;
  /** When `Deno.cron` runs it (UTC, five fields). */
  cron: string;
  /** One run; answers what to log of its outcome, or null when there is nothing to tell. */
  run(): Promise<LogFields | null>;
  /**
   * The job runs under a lease (lib/db/leases.ts), which counts its outcome in `jobRuns` —
   * skipped where another process holds it — so it is not counted here a second time.
   */
  leased?: boolean;
}

/** One run of `job`, its outcome logged and counted; never throws. */
export async function runWork(job: ScheduledWork): Promise<void> {
  try {
    const fields = await job.run();
    if (!job.leased) jobRuns.labels(job.name, "done").inc();
    if (fields) logInfo(`${job.name}: done`, fields);
  } catch (err) {
    if (!job.leased) jobRuns.labels(job.name, "failed").inc();
    logError(`${job.name}: failed`, err);
  }
}

/**
 * Runs `job` after `firstMs` and then every `everyMs`, never two runs at once (a slow run makes
 * the next tick wait for the one after it rather than overlap).
 */
function periodic(job: ScheduledWork, firstMs: number): Job {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runWork(job).finally(() => running = null);
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const begin = () => {
    tick();
    timer = setInterval(tick, job.everyMs);
  };
  const first = firstMs > 0 ? setTimeout(begin, firstMs) : (begin(), undefined);
  return {
    async stop() {
      clearTimeout(first);
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

/** The scheduled work's names and times; {@link scheduledWork} gives each its run. */
export const SCHEDULE = [
  // Chunks of cut-off uploads, archived states beyond KEEP_ARCHIVED_VERSIONS, renditions no
  // published page has used for a week; its report is logged even when nothing went.
  { name: "collector", everyMs: 60 * 60_000, cron: "17 * * * *", leased: true },
  // Version index follow-ups a process died before finishing (lib/db/version_index.ts): at start
  // and every minute; one list read when there are none, and nothing written then.
  { name: "version indexes", everyMs: 60_000, cron: "* * * * *", leased: false },
  // Queued mail (form submissions): what could not go out yet is tried again every minute.
  { name: "mail queue", everyMs: 60_000, cron: "* * * * *", leased: false },
  // Scheduled publications: those due (also those that fell due while nothing ran). The timers
  // run it in its own loop instead (startScheduler), which wakes at the next due time.
  { name: "scheduler", everyMs: 60_000, cron: "* * * * *", leased: false },
  // CDN purges (CDN set) that failed and wait for their retry, or that a stopped process left:
  // sent by whichever process claims them first (lib/site/cdn_purge.ts). A purge is first sent
  // by the committing process at once; this sweep is what is left over. Nothing to do, and
  // nothing read, without a CDN.
  { name: "cdn purges", everyMs: CDN_SWEEP_MS, cron: "* * * * *", leased: false },
  // Webhook deliveries (lib/ops/webhooks/deliver_webhooks.ts): new events fanned out, due
  // attempts sent, under the lease "webhooks". The timers run it in its own loop instead
  // (startWebhookWorker): woken by commits and at the next attempt's time.
  { name: "webhooks", everyMs: 60_000, cron: "* * * * *", leased: true },
] as const;

export type WorkName = typeof SCHEDULE[number]["name"];

/** The scheduled work, bound to a store. */
export function scheduledWork(deps: Deps): Record<WorkName, ScheduledWork> {
  const { kv, config, mailer } = deps;
  const runs: Record<WorkName, ScheduledWork["run"]> = {
    collector: async () => ({
      ...await runCollector(kv, {
        keepArchivedVersions: config.keepArchivedVersions,
        auditMinRetentionDays: config.auditMinRetentionDays,
      }),
    }),
    "version indexes": async () => nonZero({ finished: await finishPendingIndexes(kv) }),
    "mail queue": async () => nonZero(await deliverQueuedMail(kv, mailer)),
    scheduler: async () => nonZero({ carriedOut: await runDueSchedules(deps) }),
    webhooks: async () => {
      const report = await runLeasedWebhookPass(deps);
      return report && nonZero({
        events: report.events,
        delivered: report.delivered,
        retrying: report.retrying,
        failed: report.failed,
      });
    },
    "cdn purges": async () => {
      const report = await sweepCdnPurges(deps);
      return report && nonZero(report);
    },
  };
  return Object.fromEntries(SCHEDULE.map((w) => [w.name, { ...w, run: runs[w.name] }])) as Record<
    WorkName,
    ScheduledWork
  >;
}

/** When the collector first runs after a start (see the header). */
export const FIRST_COLLECTION_MS = 60_000;

export interface JobOptions {
  /** False on Deno Deploy: the scheduled work runs from `Deno.cron` (./crons.ts). */
  timers?: boolean;
  /** Overrides {@link FIRST_COLLECTION_MS} (a test runs it at once). */
  firstCollectionMs?: number;
}

export function startJobs(deps: Deps, options: JobOptions = {}): BackgroundJobs {
  const work = scheduledWork(deps);
  const jobs = options.timers === false ? [] : [
    periodic(work.collector, options.firstCollectionMs ?? FIRST_COLLECTION_MS),
    periodic(work["version indexes"], 0),
    periodic(work["mail queue"], 0),
    // Due ones (also those that fell due while stopped) run now; it keeps its own timer, to
    // wake at the next due time.
    startScheduler(deps),
    // Webhook deliveries: at start, after each local commit with an event, at the next attempt.
    startWebhookWorker(deps),
  ];
  // With a CDN in front: the purges of every change, sent at once and after a backoff by this
  // process (lib/site/cdn_purge.ts); on Deploy too, with the sweep from Deno.cron.
  const purger = startCdnPurger(deps);
  if (purger) {
    jobs.push(purger);
    if (options.timers !== false) jobs.push(periodic(work["cdn purges"], 0));
  }
  const search = searchService(deps.kv);
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
      await stopSearchService(deps.kv);
    },
  };
}
