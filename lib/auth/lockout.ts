/**
 * Login lockout: 5 failed attempts for one e-mail address within 10 minutes lock it for 10
 * minutes, whether or not an account has that address (so the lock reveals nothing). The key is
 * the normalised address only — nothing else the client sends (headers, extra fields) counts —
 * stored as its SHA-256 hash: an address may be longer than a KV key may be (2 KiB), above all
 * once NFKC has expanded it, and the hash has one length whatever was typed.
 */
import { createHash } from "node:crypto";
import { CommitConflict, retrying } from "../db/kv.ts";
import {
  getLoginAttempts,
  type LoginAttempts,
  putLoginAttempts,
  putLoginAttemptsIn,
} from "../db/login_attempts.ts";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;

/** The lockout key of a normalised address (also the hint a pending sign-in's cookie carries). */
export function lockKey(email: string): string {
  return createHash("sha256").update(email).digest("hex");
}

export async function isLocked(kv: Deno.Kv, email: string, now = Date.now()): Promise<boolean> {
  const entry = await getLoginAttempts(kv, lockKey(email));
  return (entry.value?.lockedUntil ?? 0) > now;
}

/** The attempts still inside the window (records of an older shape count as none). */
function current(record: LoginAttempts | null, now: number): LoginAttempts {
  return {
    attempts: (record?.attempts ?? []).filter((a) => now - a.at < WINDOW_MS),
    lockedUntil: record?.lockedUntil ?? 0,
  };
}

/** Writes `after` if the record is still as read in `before`; else a conflict to retry. */
async function replace(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<LoginAttempts>,
  after: LoginAttempts,
): Promise<Deno.KvEntry<LoginAttempts>> {
  const written = await putLoginAttempts(kv, before, after);
  if (!written) throw new CommitConflict();
  return written;
}

/** A reserved check: its id, and the record as the reservation left it. */
export interface AttemptSlot {
  id: string;
  written: Deno.KvEntry<LoginAttempts>;
}

/**
 * Reserves one password check for the address before it is made: answers the slot's id, or null
 * when the address is locked or every slot of the window is taken — by failures and by checks
 * still running alike. One atomic commit checked against the record read (retried when another
 * attempt got there first), so at most MAX_FAILURES wrong passwords are ever checked per address
 * per window, however many requests arrive at once.
 */
export function reserveAttempt(
  kv: Deno.Kv,
  email: string,
  now = Date.now(),
  /** The address's record as a read made beside others found it (used for the first try). */
  read?: Deno.KvEntryMaybe<LoginAttempts>,
): Promise<AttemptSlot | null> {
  const key = lockKey(email);
  let known = read && read.key[1] === key ? read : undefined;
  return retrying(async () => {
    const entry = known ?? await getLoginAttempts(kv, key);
    known = undefined; // A try that lost a race reads afresh.
    const state = current(entry.value, now);
    if (state.lockedUntil > now || state.attempts.length >= MAX_FAILURES) return null;
    const id = crypto.randomUUID();
    const attempts = [...state.attempts, { id, at: now }];
    return { id, written: await replace(kv, entry, { ...state, attempts }) };
  });
}

/**
 * A reserved check failed. Its slot stays taken (it is the failure); once the window's slots are
 * all taken the address locks for LOCK_MS. Answers whether the address is locked.
 */
export function recordFailure(kv: Deno.Kv, email: string, now = Date.now()): Promise<boolean> {
  const key = lockKey(email);
  return retrying(async () => {
    const entry = await getLoginAttempts(kv, key);
    const state = current(entry.value, now);
    if (state.lockedUntil > now) return true;
    if (state.attempts.length < MAX_FAILURES) return false;
    await replace(kv, entry, { ...state, lockedUntil: now + LOCK_MS });
    return true;
  });
}

/** The record as the reservation left it, with the slot (and `alsoIDs`) given back. */
function releasedFrom(slot: AttemptSlot, alsoIDs: string[]): LoginAttempts {
  const ids = new Set([slot.id, ...alsoIDs]);
  return {
    ...slot.written.value,
    attempts: slot.written.value.attempts.filter((a) => !ids.has(a.id)),
  };
}

/**
 * {@link releaseAttempt} inside a commit that does more (a sign-in's last step), checked against
 * the record as the reservation left it: the commit fails when another attempt wrote it since,
 * and the caller commits without it and calls `releaseAttempt`, which reads it afresh.
 */
export function releaseAttemptIn(
  op: Deno.AtomicOperation,
  slot: AttemptSlot,
  alsoIDs: string[] = [],
): Deno.AtomicOperation {
  return putLoginAttemptsIn(op, slot.written, releasedFrom(slot, alsoIDs));
}

/**
 * A reserved check succeeded: only its own slot is given back (with `alsoIDs`: the slots of the
 * sign-in's earlier steps, such as a password step held until its second factor passed).
 * Failures of other attempts — earlier, or running beside it — stay counted, so signing in never
 * buys a guesser more tries.
 */
export async function releaseAttempt(
  kv: Deno.Kv,
  email: string,
  slot: AttemptSlot,
  alsoIDs: string[] = [],
): Promise<void> {
  const { written } = slot;
  const ids = new Set([slot.id, ...alsoIDs]);
  // Usually nobody wrote the record since the reservation: give the slot back without reading
  // it again (one round trip); else read it afresh.
  if (await putLoginAttempts(kv, written, releasedFrom(slot, alsoIDs))) return;
  const key = lockKey(email);
  await retrying(async () => {
    const entry = await getLoginAttempts(kv, key);
    if (!entry.value?.attempts?.some((a) => ids.has(a.id))) return;
    const attempts = entry.value.attempts.filter((a) => !ids.has(a.id));
    await replace(kv, entry, { ...entry.value, attempts });
  });
}
