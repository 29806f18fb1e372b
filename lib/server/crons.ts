/**
 * The scheduled work on Deno Deploy: the collector, version index follow-ups, the mail queue, due
 * scheduled publications and the sweep of CDN purges (./jobs.ts `SCHEDULE`) run from
 * `Deno.cron`, which Deploy fires whether or not an instance is awake (it starts one). Deploy finds the crons by running the entry module's top
 * level, so main.ts registers them there, before its first `await`, in every process; where the
 * timers of ./jobs.ts run the same work (everywhere but on Deploy) a firing does nothing, so
 * nothing runs twice. Deno.cron needs `"unstable": ["cron"]` in deno.json (Deploy passes no
 * runtime flags).
 */
import type { Deps } from "../ops/deps.ts";
import { logInfo } from "../observe/log.ts";
import { runWork, SCHEDULE, scheduledWork } from "./jobs.ts";

/** A piece of work's cron name, as Deploy's dashboard lists it: "ximblox-mail-queue". */
export function cronName(work: string): string {
  return `ximblox-${work.replaceAll(" ", "-")}`;
}

export interface CronOptions {
  /** True on Deno Deploy: a firing runs the work (elsewhere the timers do). */
  active: boolean;
  /** Resolves once the store is open and prepared (a firing may come while it starts). */
  deps: Promise<Deps>;
  /** Aborted when the process stops: no new firing starts. */
  signal: AbortSignal;
}

/**
 * Registers one cron per piece of scheduled work: the schedules depend on nothing in the store,
 * the work waits for `deps`.
 */
export function registerCrons(options: CronOptions): void {
  for (const { name, cron } of SCHEDULE) {
    Deno.cron(cronName(name), cron, { signal: options.signal }, async () => {
      if (!options.active) return;
      await runWork(scheduledWork(await options.deps)[name]);
    });
  }
  if (options.active) {
    logInfo("Scheduled work runs from Deno.cron", {
      crons: SCHEDULE.map((w) => `${cronName(w.name)} ${w.cron}`),
    });
  }
}
