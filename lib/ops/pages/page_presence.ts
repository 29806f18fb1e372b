/**
 * Presence and soft locks in the page editor (issue 22). Whoever may open a page in the editor
 * (edit-page for its locale and type) sees who else has it open, may hold its soft lock and may
 * take the lock over; to anyone else the page does not exist (404 PM_01 / 403 UM_01, as the
 * other page calls answer). The lock is soft: it keeps two people from overwriting each other
 * by accident, and a take-over is always possible (and recorded in the audit trail). A holder
 * that changed nothing for LOCK_IDLE_MS is released (lib/db/presence.ts) and told so by
 * `lockReleased`; the others see the page free.
 */
import type {
  EditorPresence,
  LockHolder,
  LockLost,
  PresenceAnswer,
  PresenceInput,
} from "../../content/presence.ts";
import { createHash } from "node:crypto";
import { retrying } from "../../db/kv.ts";
import type { PageRecord } from "../../db/page_records.ts";
import {
  claimLock,
  type EditorTab,
  heartbeat,
  leavePage,
  listPresence,
  type LockRecord,
  MAX_TABS_PER_USER,
  type PresenceRecord,
  readHeartbeat,
  readLock,
  sameTab,
  TabOfAnother,
} from "../../db/presence.ts";
import { getUser } from "../../db/users.ts";
import { ApiError, apiError } from "../../http/errors.ts";
import { actorName, auditDraft, pageTarget } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { requirePermission } from "../access/access.ts";

/** Names of users by id, read once per call; a deleted user has none (and is left out). */
async function namesOf(deps: Deps, ids: Iterable<number>): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const users = await Promise.all(unique.map((id) => getUser(deps.kv, id)));
  return new Map(users.flatMap((u) => (u ? [[u.id, actorName(u)] as const] : [])));
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

async function editorsOf(
  deps: Deps,
  page: PageRecord,
  caller: EditorTab,
): Promise<PresenceAnswer> {
  const now = Date.now();
  const [listed, { live, holder, idle }] = await Promise.all([
    listPresence(deps.kv, page.id, now),
    readLock(deps.kv, page.id, now),
  ]);
  const present = withHolder(listed, holder);
  const names = await namesOf(deps, present.map((p) => p.userID));
  return {
    editors: presentEditors(present, names, live, caller),
    lockLost: null,
    lockReleased: releasedFor(idle, caller),
  };
}

/** When the caller's own lock was released for want of changes (ISO), else null. */
function releasedFor(
  idle: (LockRecord & { releasedAt: number }) | null,
  caller: EditorTab,
): string | null {
  return idle && sameTab(idle, caller) ? iso(idle.releasedAt) : null;
}

/**
 * The editors as listed, the lock's holder always among them (a list cut off at its length
 * would otherwise hide who everyone else is waiting for), and no one with more than
 * MAX_TABS_PER_USER tabs beyond those.
 */
function withHolder(listed: PresenceRecord[], holder: PresenceRecord | null): PresenceRecord[] {
  const perUser = new Map<number, number>();
  const kept = listed.filter((p) => {
    const n = (perUser.get(p.userID) ?? 0) + 1;
    perUser.set(p.userID, n);
    return n <= MAX_TABS_PER_USER || sameTab(holder, p);
  });
  if (holder && !kept.some((p) => sameTab(holder, p))) kept.push(holder);
  return kept.sort((a, b) => a.since - b.since);
}

/** A claim under another person's tab id: 400 V_12 on tabID, nothing written. */
function refuseTabOfAnother(err: unknown): never {
  if (err instanceof TabOfAnother) throw apiError("V_12", "tabID");
  throw err;
}

/** The editors as answered: those whose account still exists, with the lock and the caller. */
function presentEditors(
  present: PresenceRecord[],
  names: Map<number, string>,
  live: LockRecord | null,
  caller: EditorTab | null,
): EditorPresence[] {
  return present.flatMap((p) => {
    const name = names.get(p.userID);
    if (name === undefined) return [];
    return [{
      userID: p.userID,
      name,
      since: iso(p.since),
      holdsLock: sameTab(live, p),
      self: sameTab(caller, p),
    }];
  });
}

/**
 * The caller's editor tab: the one the admin names, else one per session. The session's stands
 * for a hash of its session hash, so no key or answer carries what identifies the session.
 */
function tabOf(actor: Actor, input: PresenceInput): EditorTab {
  return { userID: actor.user.id, tabID: input.tabID ?? sessionTabID(actor) };
}

function sessionTabID(actor: Actor): string {
  return "session-" + createHash("sha256").update(`tab:${actor.sessionHash}`).digest("base64url")
    .slice(0, 24);
}

/** `GET /page/{id}/presence`: the editors of the page. */
export async function pagePresenceFor(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  tabID?: string,
): Promise<PresenceAnswer> {
  const { value: page } = await loadPage(deps, actor, pageID, "edit-page");
  const caller = tabOf(actor!, { tabID });
  return await editorsOf(deps, page, caller);
}

/** `POST /page/{id}/presence`: the heartbeat of an open editor; answers the editors too. */
export async function heartbeatPresence(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: PresenceInput,
): Promise<PresenceAnswer> {
  const a = requirePermission(actor, "edit-page");
  const tab = tabOf(a, input);
  const now = Date.now();
  // Three round trips: the actor; the page, the tab's entries, the editors present and the
  // lock, read together; the heartbeat's commit beside the editors' names. The beat is written
  // only once the page is known to be the caller's to edit.
  const beatRead = readHeartbeat(deps.kv, pageID, tab);
  const others = Promise.all([listPresence(deps.kv, pageID, now), readLock(deps.kv, pageID, now)]);
  beatRead.catch(() => {});
  others.catch(() => {});
  const { value: page } = await loadPage(deps, actor, pageID, "edit-page");
  const first = await beatRead;
  const [listed, lock] = await others;
  const present = withHolder(listed, lock.holder);
  // A beat that says the tab changed something revives its idle lock (nobody took it meanwhile).
  const revived = input.active === true && lock.idle && sameTab(lock.idle, tab) ? lock.idle : null;
  const live = lock.live ?? revived;
  const noticed = first[1].value?.userID;
  // A new tab beyond the person's cap is not made present (its answer still lists the others).
  const known = listed.some((p) => sameTab(tab, p));
  const tabs = listed.filter((p) => p.userID === tab.userID).length;
  const beating = known || tabs < MAX_TABS_PER_USER;
  const [beat, names] = await Promise.all([
    beating
      ? heartbeat(deps.kv, page.id, tab, now, first, input.active === true)
      : Promise.resolve({ notice: null, present: null }),
    namesOf(deps, [...present.map((p) => p.userID), a.user.id, ...(noticed ? [noticed] : [])]),
  ]);
  let lockLost: LockLost | null = null;
  if (beat.notice) {
    const id = beat.notice.userID;
    const name = names.get(id) ?? (await namesOf(deps, [id])).get(id) ?? "";
    lockLost = { userID: id, name, at: iso(beat.notice.at) };
  }
  // The list as read before the beat: the caller's own entry is the one just written.
  const editors = beat.present
    ? [...present.filter((p) => !sameTab(beat.present, p)), beat.present]
      .sort((x, y) => x.since - y.since)
    : present;
  return {
    editors: presentEditors(editors, names, live, tab),
    lockLost,
    lockReleased: revived ? null : releasedFor(lock.idle, tab),
  };
}

/** `POST /page/{id}/presence/leave`: the editor tab closed (best effort, from `pagehide`). */
export async function leavePresence(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: PresenceInput,
): Promise<void> {
  const { value: page } = await loadPage(deps, actor, pageID, "edit-page");
  await leavePage(deps.kv, page.id, tabOf(actor!, input));
}

async function holderOf(deps: Deps, lock: LockRecord): Promise<LockHolder> {
  const name = (await namesOf(deps, [lock.userID])).get(lock.userID) ?? "";
  return { userID: lock.userID, name, since: iso(lock.since) };
}

/** 409 PM_03, naming who holds the lock (`holder`, beside `Errors`). */
async function lockedBy(deps: Deps, lock: LockRecord, property: string): Promise<ApiError> {
  const err = apiError("PM_03", property);
  return new ApiError(err.errors, err.status, { holder: await holderOf(deps, lock) });
}

/**
 * What a claim of the lock adds to its commit, decided from the lock as it stands (`live`, null
 * when none is held) — or a refusal, thrown.
 */
type ClaimPlan = (
  live: LockRecord | null,
  tab: EditorTab,
  page: PageRecord,
) => Promise<{ notify?: EditorTab | null; audit?: Parameters<typeof claimLock>[2]["audit"] }>;

/**
 * The start both ways of taking the lock share: the page as the actor may edit it, the actor's
 * tab, and the claim retried while the lock changes under it; answers who holds it then.
 */
async function claimFor(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: PresenceInput,
  plan: ClaimPlan,
): Promise<{ holder: LockHolder }> {
  const { value: page } = await loadPage(deps, actor, pageID, "edit-page");
  const tab = tabOf(actor!, input);
  const lock = await retrying(async () => {
    const { entry, live } = await readLock(deps.kv, page.id);
    const extra = await plan(live, tab, page);
    return await claimLock(deps.kv, page.id, { tab, lockEntry: entry, ...extra })
      .catch(refuseTabOfAnother);
  }, 5);
  return { holder: await holderOf(deps, lock) };
}

/**
 * `POST /page/{id}/lock`: the first editor to change something takes the lock; 409 PM_03 with
 * the holder while another live editor tab holds it. Taking it again is a no-op.
 */
export function lockPage(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: PresenceInput,
): Promise<{ holder: LockHolder }> {
  return claimFor(deps, actor, pageID, input, async (live, tab) => {
    if (live && !sameTab(live, tab)) throw await lockedBy(deps, live, "lock");
    return {};
  });
}

/**
 * `POST /page/{id}/lock/take-over`: anyone who may edit the page may take its lock from whoever
 * holds it. The former holder's next heartbeat says so (its unsaved edits stay in its browser),
 * and the take-over is recorded in the audit trail in the same commit.
 */
export function takeOverPage(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: PresenceInput,
): Promise<{ holder: LockHolder }> {
  return claimFor(deps, actor, pageID, input, async (live, tab, page) => {
    const from = live && !sameTab(live, tab) ? live : null;
    if (!from) return {};
    const audit = await auditDraft(deps, actor, {
      action: "page-take-over",
      target: pageTarget(page),
      summary: `from ${(await holderOf(deps, from)).name || `user #${from.userID}`}`,
    });
    return { notify: from, audit };
  });
}

/**
 * For a version store: refuses (409 PM_03) while a live lock is held by another editor; nobody
 * holding it is fine. A store that names no tab (an API client) counts as the holder's when it
 * comes from the holding user. Returns the lock entry for the store to check in its commit, so a
 * take-over between this read and the store's commit fails the store.
 */
export async function requireLockFor(
  deps: Deps,
  actor: Actor,
  pageID: number,
  tabID: string | undefined,
): Promise<Deno.KvEntryMaybe<LockRecord>> {
  const { entry, live } = await readLock(deps.kv, pageID, Date.now(), tabID);
  if (!live) return entry;
  const holds = live.userID === actor.user.id && (tabID === undefined || live.tabID === tabID);
  if (!holds) throw await lockedBy(deps, live, "lock");
  return entry;
}
