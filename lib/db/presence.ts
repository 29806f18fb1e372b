/**
 * Presence and soft locks of the page editor (issue 22), kept in KV so that every server process
 * sees the same editors.
 *
 * - **Presence**: one entry per open editor tab (`page_presence`), rewritten by each heartbeat
 *   with `expireIn`; as expiry is lazy, reads also go by the entry's `seenAt`.
 * - **Lock**: one entry per page (`page_locks`) naming the holding tab. It changes only when the
 *   lock changes hands, so a store can check it in its commit without racing the heartbeats. It
 *   is live while its holder's presence is: a holder that goes silent loses it with its presence,
 *   and one whose presence says it changed nothing for LOCK_IDLE_MS (a tab left open after a
 *   save) is idle: released to others, until a change of the holder's makes it live again.
 * - **Notice**: a take-over leaves a note for the former holder's tab, which its next heartbeat
 *   reads and removes (it expires on its own when that tab is gone).
 */
import { LOCK_IDLE_MS, PRESENCE_TTL_MS } from "../content/presence.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { commit, retrying } from "./kv.ts";
import { keys } from "./keys.ts";

/** One editor tab with the page open. */
export interface PresenceRecord {
  userID: number;
  tabID: string;
  /** When the tab opened the page (ms). */
  since: number;
  /** Its last heartbeat (ms). */
  seenAt: number;
  /**
   * When the tab last changed the page (ms): a heartbeat that says so, or taking the lock.
   * Records from before issue 28 lack it: their last heartbeat stands in.
   */
  activeAt?: number;
}

export interface LockRecord {
  userID: number;
  tabID: string;
  /** When this holder got the lock (ms). */
  since: number;
}

export interface LockNotice {
  /** Who took the lock over. */
  userID: number;
  at: number;
}

/** An editor tab: the user and the tab id. */
export interface EditorTab {
  userID: number;
  tabID: string;
}

/**
 * A lock record is dropped by KV after this long, whoever holds it (pages deleted while locked
 * leave nothing behind); a holder still at work takes it again on its next read (the editor asks
 * for the lock whenever it has changes and nobody holds it).
 */
const LOCK_KEEP_MS = 24 * 60 * 60_000;
/** Notices outlive a tab that was asleep for a while, not much longer. */
const NOTICE_TTL_MS = 10 * 60_000;
/** At most this many editors of one page are read (an editor list, not a crowd). */
const MAX_EDITORS = 100;
/**
 * Open editor tabs of one person on one page that count as present: more is a client making up
 * tab ids (105 of them once hid every other editor, the lock's holder included, from the list).
 */
export const MAX_TABS_PER_USER = 8;

/** A claim naming a tab id that another person's open tab has: tab ids cannot take a place. */
export class TabOfAnother extends Error {}

function isFresh(p: PresenceRecord | null, now: number): p is PresenceRecord {
  return !!p && now - p.seenAt < PRESENCE_TTL_MS;
}

function activeAt(p: PresenceRecord): number {
  return p.activeAt ?? p.seenAt;
}

export function sameTab(a: EditorTab | null | undefined, b: EditorTab): boolean {
  return !!a && a.userID === b.userID && a.tabID === b.tabID;
}

/** The editors present on a page now, oldest first. */
export async function listPresence(
  kv: Deno.Kv,
  pageID: number,
  now = Date.now(),
): Promise<PresenceRecord[]> {
  const out: PresenceRecord[] = [];
  const entries = kv.list<PresenceRecord>(
    { prefix: keys.pagePresences(pageID) },
    { limit: MAX_EDITORS },
  );
  for await (const entry of entries) {
    if (isFresh(entry.value, now)) out.push(entry.value);
  }
  return out.sort((a, b) => a.since - b.since);
}

/**
 * The page's lock entry (to check in a commit) and its holder while live: null when nobody
 * holds it, the holder went silent or is idle. `idle`: the holder, present but without a change
 * for LOCK_IDLE_MS, with the time the lock was released (ms).
 */
export async function readLock(
  kv: Deno.Kv,
  pageID: number,
  now = Date.now(),
  tabHint?: string,
): Promise<{
  entry: Deno.KvEntryMaybe<LockRecord>;
  live: LockRecord | null;
  /** The live holder's presence (for a list that the crowd may have cut off). */
  holder: PresenceRecord | null;
  idle: (LockRecord & { releasedAt: number }) | null;
}> {
  // The tab asking usually holds the lock: its presence is read along (one round trip); the
  // holder's is read after only when another tab holds it.
  const [entry, hinted] = tabHint === undefined
    ? [await kv.get<LockRecord>(keys.pageLock(pageID)), null]
    : await kv.getMany<[LockRecord, PresenceRecord]>([
      keys.pageLock(pageID),
      keys.pagePresence(pageID, tabHint),
    ]);
  if (!entry.value) return { entry, live: null, holder: null, idle: null };
  const holder = entry.value.tabID === tabHint && hinted
    ? hinted
    : await kv.get<PresenceRecord>(keys.pagePresence(pageID, entry.value.tabID));
  const present = isFresh(holder.value, now) && holder.value.userID === entry.value.userID;
  if (!present) return { entry, live: null, holder: null, idle: null };
  const releasedAt = activeAt(holder.value!) + LOCK_IDLE_MS;
  return now < releasedAt
    ? { entry, live: entry.value, holder: holder.value, idle: null }
    : { entry, live: null, holder: null, idle: { ...entry.value, releasedAt } };
}

function presenceIn(
  op: Deno.AtomicOperation,
  pageID: number,
  record: PresenceRecord,
): Deno.AtomicOperation {
  return op.set(keys.pagePresence(pageID, record.tabID), record, { expireIn: PRESENCE_TTL_MS });
}

/** What a heartbeat reads: the tab's presence entry and a notice left for it. */
export type HeartbeatRead = [Deno.KvEntryMaybe<PresenceRecord>, Deno.KvEntryMaybe<LockNotice>];

/** The entries a heartbeat of `tab` reads (so a caller can read them beside its other reads). */
export function readHeartbeat(kv: Deno.Kv, pageID: number, tab: EditorTab): Promise<HeartbeatRead> {
  return kv.getMany<[PresenceRecord, LockNotice]>([
    keys.pagePresence(pageID, tab.tabID),
    keys.pageLockNotice(pageID, tab.tabID),
  ]);
}

/**
 * A heartbeat: the tab is present now (since its first beat). Returns the take-over notice left
 * for this tab, if any, which it consumes, and the presence it wrote (null: none). An entry of
 * the same tab id under another user is not touched (tab ids are the client's; they cannot take
 * another person's place). `first`: the entries as the caller read them already, for the first
 * try. `active`: the tab changed the page since its last beat (LOCK_IDLE_MS).
 */
export function heartbeat(
  kv: Deno.Kv,
  pageID: number,
  tab: EditorTab,
  now = Date.now(),
  first?: HeartbeatRead,
  active = false,
): Promise<{ notice: LockNotice | null; present: PresenceRecord | null }> {
  let read: HeartbeatRead | undefined = first;
  return retrying(async () => {
    const [presence, notice] = read ?? await readHeartbeat(kv, pageID, tab);
    read = undefined;
    const mine = isFresh(presence.value, now) && presence.value.userID === tab.userID;
    if (presence.value && isFresh(presence.value, now) && !mine) {
      return { notice: null, present: null };
    }
    const op = kv.atomic().check(presence, notice);
    const present: PresenceRecord = {
      ...tab,
      since: mine ? presence.value!.since : now,
      seenAt: now,
      activeAt: active || !mine ? now : activeAt(presence.value!),
    };
    presenceIn(op, pageID, present);
    if (notice.value) op.delete(notice.key);
    await commit(op);
    return { notice: notice.value, present };
  });
}

/**
 * Gives the lock to `tab` (and marks it present) in one commit checked against the lock entry as
 * read: two editors claiming at once cannot both win (the loser gets CommitConflict). With
 * `notify`, the former holder's tab is told by its next heartbeat; `audit` records a take-over.
 */
export async function claimLock(
  kv: Deno.Kv,
  pageID: number,
  claim: {
    tab: EditorTab;
    lockEntry: Deno.KvEntryMaybe<LockRecord>;
    notify?: EditorTab | null;
    audit?: AuditDraft | null;
    now?: number;
  },
): Promise<LockRecord> {
  const now = claim.now ?? Date.now();
  const presence = await kv.get<PresenceRecord>(keys.pagePresence(pageID, claim.tab.tabID));
  const mine = isFresh(presence.value, now) && presence.value.userID === claim.tab.userID;
  // Another person's open tab under this id: taking its place would evict them unseen.
  if (isFresh(presence.value, now) && !mine) throw new TabOfAnother();
  const keep = sameTab(claim.lockEntry.value, claim.tab) ? claim.lockEntry.value : null;
  const lock: LockRecord = { ...claim.tab, since: keep?.since ?? now };
  const op = kv.atomic().check(claim.lockEntry, presence);
  // Taking the lock is a change (the editor asks when it has one): the lock is not idle.
  presenceIn(op, pageID, {
    ...claim.tab,
    since: mine ? presence.value!.since : now,
    seenAt: now,
    activeAt: now,
  });
  if (!keep) op.set(keys.pageLock(pageID), lock, { expireIn: LOCK_KEEP_MS });
  if (claim.notify) {
    const notice: LockNotice = { userID: claim.tab.userID, at: now };
    op.set(keys.pageLockNotice(pageID, claim.notify.tabID), notice, { expireIn: NOTICE_TTL_MS });
  }
  auditIn(op, claim.audit);
  await commit(op);
  return lock;
}

/**
 * A tab closes the editor: it is no longer present, and a lock it holds is free at once (not
 * only when its presence would have run out). Someone else's entries are left alone.
 */
export async function leavePage(kv: Deno.Kv, pageID: number, tab: EditorTab): Promise<void> {
  await retrying(async () => {
    const [presence, lock] = await kv.getMany<[PresenceRecord, LockRecord]>([
      keys.pagePresence(pageID, tab.tabID),
      keys.pageLock(pageID),
    ]);
    const op = kv.atomic().check(presence, lock);
    if (presence.value?.userID === tab.userID) op.delete(presence.key);
    if (sameTab(lock.value, tab)) op.delete(lock.key);
    await commit(op);
  });
}
