/**
 * Scheduled publication: publish at and unpublish at a chosen future time. Entries live in KV
 * ordered by time; a timer in every instance wakes for the next one (and at least every 30 s, for
 * entries other instances added: `SCHEDULER_MAX_SLEEP_MS`), claims each due entry in a commit so only one instance acts,
 * and then publishes or unpublishes as the user who scheduled it, with their current rights. A
 * claim expires (lib/db/schedules.ts `claimSchedule`): an action whose instance died before it was
 * done is carried out by another once the claim has run out (within about a minute).
 *
 * A scheduled publish is pinned to what was scheduled: the latest version at the page revision it
 * had when the publish time was set (`publishPin`). Storing the page afterwards cancels the
 * scheduled publish (lib/ops/pages/store_version.ts: `publishAt` becomes null, which the editor sees);
 * should the page have changed in any other way, the publish fails at its time (PM_02, logged)
 * rather than publish content nobody scheduled. A scheduled unpublish needs no pin.
 */
import { retrying } from "../../db/kv.ts";
import {
  claimSchedule,
  dueSchedules,
  finishSchedule,
  nextScheduleAt,
  type ScheduleAction,
  setSchedule,
} from "../../db/schedules.ts";
import { getPageEntry } from "../../db/pages.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { getRole } from "../../db/roles.ts";
import { getUser } from "../../db/users.ts";
import { ApiError, apiError } from "../../http/errors.ts";
import { logError, logInfo, logWarn } from "../../observe/log.ts";
import { jobRuns } from "../../observe/metrics.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { publishPage, unpublishPage } from "./publish_page.ts";
import { auditDraft, changeSummary, pageTarget } from "../audit.ts";

export async function schedulePage(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: { publishAt: string | null; unpublishAt: string | null },
  now = Date.now(),
): Promise<PageRecord> {
  const publishAt = input.publishAt ? Date.parse(input.publishAt) : null;
  const unpublishAt = input.unpublishAt ? Date.parse(input.unpublishAt) : null;
  if (publishAt !== null && publishAt <= now) throw apiError("V_12", "publishAt");
  if (unpublishAt !== null && unpublishAt <= now) throw apiError("V_12", "unpublishAt");
  if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) {
    throw apiError("V_12", "unpublishAt");
  }
  return await retrying(async () => {
    const before = await loadPage(deps, actor, pageID, "publish-page");
    const page = before.value;
    const after: PageRecord = {
      ...page,
      publishAt,
      unpublishAt,
      // What the publisher schedules is the content as it is now (the commit checks the page).
      publishPin: publishAt === null
        ? null
        : { versionID: page.latestVersionID, revision: page.revision },
      scheduledBy: publishAt || unpublishAt ? actor!.user.id : null,
    };
    const when = (t: number | null) => t === null ? "none" : new Date(t).toISOString();
    await setSchedule(
      deps.kv,
      before,
      after,
      await auditDraft(deps, actor, {
        action: "page-schedule",
        target: pageTarget(page),
        summary: changeSummary({
          publishAt: [when(page.publishAt ?? null), when(publishAt)],
          unpublishAt: [when(page.unpublishAt ?? null), when(unpublishAt)],
        }),
      }),
    );
    wakeScheduler();
    return after;
  });
}

/** Carries out every scheduled action due at `now`; answers how many it carried out. */
export async function runDueSchedules(deps: Deps, now = Date.now()): Promise<number> {
  let done = 0;
  for (const due of await dueSchedules(deps.kv, now)) {
    const claimed = await claimSchedule(deps.kv, due);
    if (!claimed) continue;
    try {
      const carried = await carryOut(deps, due.pageID, due.action, due.at);
      if (carried) done++;
      jobRuns.inc({ job: `scheduled-${due.action}`, outcome: carried ? "done" : "skipped" });
      await finishSchedule(deps.kv, claimed);
    } catch (err) {
      jobRuns.inc({ job: `scheduled-${due.action}`, outcome: "failed" });
      // Left claimed: due again once the claim expires, in whichever instance looks first.
      logError(`scheduled ${due.action} of page ${due.pageID} failed (tried again later)`, err);
    }
  }
  return done;
}

async function carryOut(
  deps: Deps,
  pageID: number,
  action: ScheduleAction,
  at: number,
): Promise<boolean> {
  const entry = await getPageEntry(deps.kv, pageID);
  const page = entry.value;
  const planned = action === "publish" ? page?.publishAt : page?.unpublishAt;
  if (!page || planned !== at) return false; // changed or cancelled since
  const user = page.scheduledBy ? await getUser(deps.kv, page.scheduledBy) : null;
  const role = user?.active ? await getRole(deps.kv, user.roleID) : null;
  const actor: Actor | null = user && role ? { user, role, sessionHash: "" } : null;
  try {
    if (action === "publish") {
      // Scheduled before publishes were pinned: nothing says what was scheduled, so nothing goes.
      if (!page.publishPin) throw apiError("PM_02", "revision");
      await publishPage(deps, actor, pageID, {
        pin: page.publishPin,
        audit: { summary: `scheduled publish of version ${page.publishPin.versionID}` },
      });
    } else await unpublishPage(deps, actor, pageID);
  } catch (err) {
    if (err instanceof ApiError) {
      logWarn(`scheduled ${action} of page ${pageID} refused`, { error: err.message });
    } else throw err;
  }
  // Clear what was carried out from the page's schedule.
  await retrying(async () => {
    const fresh = await getPageEntry(deps.kv, pageID);
    if (!fresh.value) return;
    const next = { ...fresh.value };
    if (action === "publish" && next.publishAt === at) {
      next.publishAt = null;
      next.publishPin = null;
    }
    if (action === "unpublish" && next.unpublishAt === at) next.unpublishAt = null;
    if (!next.publishAt && !next.unpublishAt) next.scheduledBy = null;
    await setSchedule(deps.kv, fresh as Deno.KvEntry<PageRecord>, next);
  });
  logInfo(`scheduled ${action} of page ${pageID} carried out`, { at });
  return true;
}

let wake: (() => void) | null = null;

/** Lets a sleeping scheduler look again at once (a schedule was just set in this instance). */
export function wakeScheduler(): void {
  wake?.();
}

/**
 * Runs due schedules now, then again at the next due time, and at least every
 * `deps.config.schedulerMaxSleepMs` (30 s by default) for schedules other instances set.
 */
export function startScheduler(
  deps: Deps,
): { stop(): Promise<void>; settled(): Promise<void> } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let run: Promise<void> | null = null;
  const loop = async () => {
    while (!stopped) {
      run = runDueSchedules(deps).then((done) => {
        if (done) logInfo("scheduler: done", { carriedOut: done });
      }, (err) => logError("scheduler: a run failed", err));
      await run;
      run = null;
      const next = await nextScheduleAt(deps.kv).catch(() => null);
      // A stop that came during the run must not wait out a whole sleep (up to the longest).
      if (stopped) break;
      const longest = deps.config.schedulerMaxSleepMs;
      const sleep = Math.max(50, Math.min(longest, (next ?? Infinity) - Date.now()));
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, sleep);
      });
      clearTimeout(timer);
    }
  };
  const running = loop();
  return {
    /** Ends the timer; resolves once a run under way has finished. */
    stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      return running;
    },
    /** Resolves once no run is under way (the loop may be asleep until the next due time). */
    async settled() {
      while (run) await run;
    },
  };
}
