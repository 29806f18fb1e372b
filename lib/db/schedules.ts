/**
 * Scheduled publish and unpublish: entries in KV ordered by time, written with the page record
 * they belong to, claimed by one instance at a time when due (lib/ops/pages/schedule_page.ts runs
 * them).
 */
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { commit } from "./kv.ts";
import { type PageRecord, touchPages } from "./page_records.ts";

export type ScheduleAction = "publish" | "unpublish";

/** Sets a page's schedule: the page and its schedule entries change in one commit. */
export async function setSchedule(
  kv: Deno.Kv,
  before: Deno.KvEntry<PageRecord>,
  after: PageRecord,
  audit?: AuditDraft,
): Promise<void> {
  const op = auditIn(kv.atomic().check(before).set(keys.page(after.id), after), audit);
  await commit(touchPages(scheduleEntriesIn(op, before.value, after), [after.id]));
}

/**
 * Adds to a commit that writes a page record the schedule entries that go with it: those of the
 * record's times before removed, those of its times after added.
 */
export function scheduleEntriesIn(
  op: Deno.AtomicOperation,
  b: PageRecord,
  after: PageRecord,
): Deno.AtomicOperation {
  if (b.publishAt) op.delete(keys.schedule(b.publishAt, b.id, "publish"));
  if (b.unpublishAt) op.delete(keys.schedule(b.unpublishAt, b.id, "unpublish"));
  if (after.publishAt) op.set(keys.schedule(after.publishAt, after.id, "publish"), true);
  if (after.unpublishAt) op.set(keys.schedule(after.unpublishAt, after.id, "unpublish"), true);
  return op;
}

export interface DueSchedule {
  at: number;
  pageID: number;
  action: ScheduleAction;
  entry: Deno.KvEntry<unknown>;
}

/**
 * A schedule entry's value: `true` while it waits, `{claimedUntil}` while an instance carries it
 * out. A claim is a lease, not a removal: should the claiming process die before it is done,
 * the entry is due again once the claim expires, and another instance carries it out (a publish
 * is pinned to a revision, so running one again that had gone through is refused, not doubled).
 */
type ScheduleValue = true | { claimedUntil: number };

/** How long a claimed schedule entry is left to its claimer before another may take it. */
export const SCHEDULE_CLAIM_MS = 60_000;

function claimedUntil(value: unknown): number {
  return typeof value === "object" && value !== null
    ? (value as { claimedUntil: number }).claimedUntil
    : 0;
}

/** Scheduled actions due at `now` and not claimed by a live instance, earliest first. */
export async function dueSchedules(kv: Deno.Kv, now: number): Promise<DueSchedule[]> {
  const out: DueSchedule[] = [];
  const end = [...keys.schedules(), now + 1];
  const clock = Date.now();
  for await (const entry of kv.list<ScheduleValue>({ prefix: keys.schedules(), end })) {
    if (claimedUntil(entry.value) > clock) continue;
    const [, at, pageID, action] = entry.key as [string, number, number, ScheduleAction];
    out.push({ at, pageID, action, entry });
  }
  return out;
}

/** When the next scheduled action (or the expiry of a claim on one) falls, if any. */
export async function nextScheduleAt(kv: Deno.Kv): Promise<number | null> {
  let next: number | null = null;
  for await (const entry of kv.list({ prefix: keys.schedules() }, { limit: 20 })) {
    const at = Math.max(entry.key[1] as number, claimedUntil(entry.value));
    if (next === null || at < next) next = at;
  }
  return next;
}

/**
 * Claims a due entry for this instance (a checked commit: of instances claiming together, one
 * wins); answers the claimed entry, or null when another instance took it first.
 */
export async function claimSchedule(
  kv: Deno.Kv,
  due: DueSchedule,
): Promise<Deno.KvEntry<unknown> | null> {
  const value: ScheduleValue = { claimedUntil: Date.now() + SCHEDULE_CLAIM_MS };
  const result = await kv.atomic().check(due.entry).set(due.entry.key, value).commit();
  return result.ok ? { key: due.entry.key, value, versionstamp: result.versionstamp } : null;
}

/**
 * Takes a claimed entry off the schedule once carried out (or found cancelled). Checked: an
 * entry the carrying out already removed, or that was set again since, stays as it is.
 */
export async function finishSchedule(kv: Deno.Kv, claimed: Deno.KvEntry<unknown>): Promise<void> {
  await kv.atomic().check(claimed).delete(claimed.key).commit();
}
