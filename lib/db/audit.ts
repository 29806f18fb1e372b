/**
 * The audit trail's store. A record is written only inside the commit of the action it records
 * ({@link auditIn}): the action and its record succeed or fail together. Records are never
 * changed (but for the `count` of an action anyone may repeat, {@link writeRepeatedAudit}); only
 * the hourly collector deletes them, once older than the kept number of days.
 *
 * Keys are time-ordered ids (`["audit", "<15-digit ms>-<random>"]`): a time range is a key
 * range, newest first is a reverse read. Filters by person, action and target are applied while
 * reading, over at most {@link MAX_SCAN} records of the range — one list read, no indexes to keep
 * in step (an audit log is read seldom and written often).
 */
import {
  type AuditItem,
  type AuditQuery,
  type AuditSettings,
  DEFAULT_AUDIT_SETTINGS,
  SUMMARY_MAX,
} from "../content/audit.ts";
import { deleteListed } from "./commit_batches.ts";
import { keys } from "./keys.ts";
import { commit, retrying } from "./kv.ts";

/** A stored record: the API's item with `at` in ms. */
export interface AuditRecord extends Omit<AuditItem, "at"> {
  at: number;
  /**
   * ms: the collector keeps the record at least until then, whatever the kept days say. A change
   * of the kept days carries the longer of the old and new periods, so shortening the trail
   * never deletes the record that it was shortened.
   */
  keepUntil?: number;
  /** How many times the action happened in its window (repeats counted, not recorded each). */
  count?: number;
}

/** What an action hands its repository commit: the record less its id and time. */
export type AuditDraft = Omit<AuditRecord, "id" | "at"> & { at?: number };

/** Records one list read looks at, at most: bounds the work of a filter that matches little. */
export const MAX_SCAN = 50_000;

const DAY_MS = 24 * 60 * 60_000;

function idAt(at: number): string {
  return String(Math.max(0, Math.floor(at))).padStart(15, "0");
}

/** The record a draft becomes: a fresh time-ordered id, fields cut to their limits. */
export function auditRecordOf(draft: AuditDraft, now = Date.now()): AuditRecord {
  const at = draft.at ?? now;
  const record: AuditRecord = {
    id: `${idAt(at)}-${crypto.randomUUID().slice(0, 8)}`,
    at,
    actorID: draft.actorID,
    actorName: draft.actorName.slice(0, 200),
    action: draft.action,
    target: draft.target.slice(0, 300),
    summary: draft.summary.slice(0, SUMMARY_MAX),
  };
  if (draft.address) record.address = draft.address.slice(0, 64);
  if (draft.keepUntil) record.keepUntil = draft.keepUntil;
  return record;
}

/**
 * Adds the record of `draft` to an action's commit (nothing when there is none): the one way a
 * record is written. The check makes a (never expected) id collision fail the commit rather than
 * overwrite a record.
 */
export function auditIn(
  op: Deno.AtomicOperation,
  draft: AuditDraft | null | undefined,
): Deno.AtomicOperation {
  if (!draft) return op;
  return auditInRecord(op, auditRecordOf(draft));
}

function auditInRecord(op: Deno.AtomicOperation, record: AuditRecord): Deno.AtomicOperation {
  const key = keys.auditRecord(record.id);
  return op.check({ key, versionstamp: null }).set(key, record);
}

/** Writes a record of an action that has no commit of its own (a failed sign-in, a download). */
export async function writeAudit(kv: Deno.Kv, draft: AuditDraft): Promise<void> {
  const res = await auditIn(kv.atomic(), draft).commit();
  if (!res.ok) throw new Error("The audit record could not be written.");
}

/** How one client's repeats of an action are folded (see {@link writeRepeatedAudit}). */
export interface RepeatRule {
  /** A hash of the client (its address). */
  client: string;
  /** What the action was done to (the address typed at a sign-in). */
  subject: string;
  windowMs: number;
  /** Distinct subjects one client gets a record of its own for, per window. */
  maxSubjects: number;
  /** The target of the record that counts the client's subjects beyond that. */
  overflowTarget: string;
}

interface RepeatEntry {
  recordID: string;
  /** Distinct subjects recorded for the client in this window (on the client's own entry). */
  subjects?: number;
}

/**
 * Writes the record of an action anyone may repeat at will (a failed sign-in) without letting
 * one client fill the trail: a repeat for the same client and subject within the window adds
 * to the first record's `count` instead of writing another, and a client's subjects beyond
 * `maxSubjects` in a window share one record. So one client writes at most `maxSubjects + 1`
 * records a window, and every attempt is still counted.
 */
export async function writeRepeatedAudit(
  kv: Deno.Kv,
  draft: AuditDraft,
  rule: RepeatRule,
): Promise<void> {
  await retrying(async () => {
    const clientKey = keys.auditRepeat(rule.client, "");
    const [own, tally] = await kv.getMany<[RepeatEntry, RepeatEntry]>([
      keys.auditRepeat(rule.client, rule.subject),
      clientKey,
    ]);
    const subjects = tally.value?.subjects ?? 0;
    const overflow = !own.value && subjects >= rule.maxSubjects;
    const group = overflow ? await kv.get<RepeatEntry>(keys.auditRepeat(rule.client, "*")) : own;
    const opts = { expireIn: rule.windowMs };
    if (group.value) {
      const record = await kv.get<AuditRecord>(keys.auditRecord(group.value.recordID));
      if (record.value) {
        const counted = { ...record.value, count: (record.value.count ?? 1) + 1 };
        await commit(kv.atomic().check(group, record).set(record.key, counted));
        return;
      }
    }
    const record = auditRecordOf(
      overflow ? { ...draft, target: rule.overflowTarget, actorID: null } : draft,
    );
    const op = kv.atomic().check(group, tally);
    auditInRecord(op, record);
    op.set(group.key, { recordID: record.id } satisfies RepeatEntry, opts);
    if (!overflow) {
      op.set(clientKey, { recordID: "", subjects: subjects + 1 } satisfies RepeatEntry, opts);
    }
    await commit(op);
  });
}

export interface AuditFilter extends Omit<AuditQuery, "from" | "to" | "pageIndex" | "pageSize"> {
  /** ms, inclusive. */
  from?: number;
  /** ms, inclusive. */
  to?: number;
}

/** Whether a record passes the person, action and target filters. */
function matches(r: AuditRecord, f: AuditFilter): boolean {
  if (f.action && r.action !== f.action) return false;
  if (f.actor) {
    const byID = /^\d+$/.test(f.actor) && r.actorID === Number(f.actor);
    if (!byID && !r.actorName.toLowerCase().includes(f.actor.toLowerCase())) return false;
  }
  return !f.target || r.target.toLowerCase().includes(f.target.toLowerCase());
}

function rangeOf(f: { from?: number; to?: number }): Deno.KvListSelector {
  const prefix = keys.auditRecords();
  const start = f.from !== undefined ? idAt(f.from) : "";
  const end = f.to !== undefined ? idAt(f.to + 1) : "~";
  // KV refuses a start past the end (a range no record is in): list nothing instead.
  return { start: [...prefix, start], end: [...prefix, end < start ? start : end] };
}

/**
 * Calls `onMatch` with each matching record, newest first, looking at no more than `maxScan`
 * records of the range; answers whether the whole range was looked at (false: narrow the time).
 */
export async function scanAudit(
  kv: Deno.Kv,
  filter: AuditFilter,
  onMatch: (r: AuditRecord) => void,
  maxScan = MAX_SCAN,
): Promise<boolean> {
  let scanned = 0;
  const list = kv.list<AuditRecord>(rangeOf(filter), { reverse: true, batchSize: 500 });
  for await (const e of list) {
    if (++scanned > maxScan) return false;
    if (matches(e.value, filter)) onMatch(e.value);
  }
  return true;
}

/** One page of the matching records, newest first, and how many match in all. */
export async function listAudit(
  kv: Deno.Kv,
  filter: AuditFilter,
  page: { pageIndex: number; pageSize: number },
  maxScan = MAX_SCAN,
): Promise<{ items: AuditRecord[]; totalItems: number; complete: boolean }> {
  const start = page.pageIndex * page.pageSize;
  const items: AuditRecord[] = [];
  let totalItems = 0;
  const complete = await scanAudit(kv, filter, (r) => {
    if (totalItems >= start && items.length < page.pageSize) items.push(r);
    totalItems++;
  }, maxScan);
  return { items, totalItems, complete };
}

export async function getAuditSettingsEntry(kv: Deno.Kv) {
  const entry = await kv.get<AuditSettings>(keys.auditSettings());
  return { value: { ...DEFAULT_AUDIT_SETTINGS, ...entry.value }, versionstamp: entry.versionstamp };
}

export async function getAuditSettings(kv: Deno.Kv): Promise<AuditSettings> {
  return (await getAuditSettingsEntry(kv)).value;
}

/** Saves the settings if unchanged since read, with the record of the change; false if not. */
export async function saveAuditSettings(
  kv: Deno.Kv,
  before: { versionstamp: string | null },
  after: AuditSettings,
  audit: AuditDraft,
): Promise<boolean> {
  const op = kv.atomic().check({ key: keys.auditSettings(), versionstamp: before.versionstamp })
    .set(keys.auditSettings(), after);
  return (await auditIn(op, audit).commit()).ok;
}

/**
 * Deletes records older than the kept number of days (the hourly collector), never fewer than
 * `minDays` (the operator's floor, AUDIT_MIN_RETENTION: a setting stored below it does not
 * count) and none whose `keepUntil` is still ahead; answers how many.
 */
export async function collectExpiredAudit(
  kv: Deno.Kv,
  now: number,
  minDays = 0,
): Promise<number> {
  const { retentionDays } = await getAuditSettings(kv);
  const prefix = keys.auditRecords();
  const list = kv.list<AuditRecord>({
    start: [...prefix, ""],
    end: [...prefix, idAt(now - Math.max(retentionDays, minDays) * DAY_MS)],
  }, {
    batchSize: 500,
  });
  async function* expired() {
    for await (const e of list) if (!((e.value.keepUntil ?? 0) > now)) yield e;
  }
  return await deleteListed(kv, expired());
}

/** ms in `days` days: for a record's keepUntil. */
export function daysMs(days: number): number {
  return days * DAY_MS;
}
