/**
 * Two-factor sign-in records (issue 31): a user's TOTP secret with its last accepted time step
 * and hashed recovery codes, a secret shown for setting up, and sign-ins waiting for their second
 * step. The user record's `secondFactor` flag (lib/db/users.ts) changes in the same commit as the
 * secret, so the signed-in actor's one read knows whether it is on.
 */
import { type AuditDraft, auditIn } from "./audit.ts";
import { keys } from "./keys.ts";
import { commit, CommitConflict } from "./kv.ts";
import { queueMailIn } from "./mail_queue.ts";
import type { Mail } from "../content/mail.ts";
import type { UserRecord } from "./users.ts";
import type { LoginAttempts } from "./login_attempts.ts";
import { insertSessionIn, type SessionRecord } from "./sessions.ts";
import { type PasskeyRecord, removePasskeysIn } from "./passkeys.ts";

export interface SecondFactorRecord {
  /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s). */
  secret: string;
  /** The last time step whose code was accepted: a code is accepted once, never an older one. */
  lastStep: number;
  /** SHA-256 hashes of the recovery codes not yet used. */
  recoveryHashes: string[];
  enabledAt: number;
}

export interface SecondFactorSetup {
  secret: string;
  createdAt: number;
}

/**
 * A sign-in whose password step is done, right or wrong (see lib/ops/people/sign_in.ts for why a
 * wrong password gets one too). `slotID` is the lockout slot the password step holds: given back
 * only when the second step succeeds.
 */
export interface PendingSignIn {
  userID: number;
  email: string;
  passwordOk: boolean;
  slotID: string;
  /** The user's credential epoch at the password step: a change since voids the step. */
  credentialEpoch: number;
  expiresAt: number;
}

/** How long an unconfirmed set-up secret is kept. */
const SETUP_MS = 15 * 60_000;

export async function putSecondFactorSetup(kv: Deno.Kv, userID: number, secret: string) {
  await commit(
    kv.atomic().set(keys.secondFactorSetup(userID), { secret, createdAt: Date.now() }, {
      expireIn: SETUP_MS,
    }),
  );
}

/** The set-up secret, its user and that user's factor record, in one round trip. */
export async function getSecondFactorSetup(kv: Deno.Kv, userID: number) {
  const [setup, user] = await kv.getMany<[SecondFactorSetup, UserRecord]>([
    keys.secondFactorSetup(userID),
    keys.user(userID),
  ]);
  const fresh = setup.value && setup.value.createdAt + SETUP_MS > Date.now();
  return { setup: fresh ? setup.value : null, user };
}

/**
 * Turns the factor on: the secret, the user's flag and the set-up's removal in one commit, checked
 * against the user as read (CommitConflict when it changed).
 */
export async function enableSecondFactor(
  kv: Deno.Kv,
  user: Deno.KvEntry<UserRecord>,
  record: SecondFactorRecord,
  audit: AuditDraft,
): Promise<void> {
  const ok = await auditIn(
    kv.atomic().check(user)
      .set(keys.user(user.value.id), { ...user.value, secondFactor: true, updatedAt: Date.now() })
      .set(keys.secondFactor(user.value.id), record)
      .delete(keys.secondFactorSetup(user.value.id)),
    audit,
  ).commit();
  if (!ok.ok) throw new CommitConflict();
}

/**
 * Turns the factor off (the user's own choice, or a reset by a user manager): flag and secret go
 * in one commit checked against the user as read, with the audit record and, for a reset, the
 * notice mail queued in it.
 */
export async function removeSecondFactor(
  kv: Deno.Kv,
  user: Deno.KvEntry<UserRecord>,
  audit: AuditDraft,
  mail?: Mail,
  passkeys?: PasskeyRecord[],
): Promise<string | null> {
  // A reset (`passkeys` given, as listed) takes the passkeys too: every second factor goes.
  const after: UserRecord = { ...user.value, secondFactor: false, updatedAt: Date.now() };
  if (passkeys) after.passkeys = 0;
  const op = auditIn(
    kv.atomic().check(user)
      .set(keys.user(user.value.id), after)
      .delete(keys.secondFactor(user.value.id))
      .delete(keys.secondFactorSetup(user.value.id)),
    audit,
  );
  if (passkeys) removePasskeysIn(op, passkeys);
  const mailID = mail ? queueMailIn(op, mail) : null;
  if (!(await op.commit()).ok) throw new CommitConflict();
  return mailID;
}

/**
 * Replaces the factor record read as `before` (a code used: a later step, or one recovery code
 * fewer). Checked: of two requests with the same code, only one commit lands; false for the other.
 */
export async function replaceSecondFactor(
  kv: Deno.Kv,
  before: Deno.KvEntry<SecondFactorRecord>,
  after: SecondFactorRecord,
  audit?: AuditDraft,
): Promise<boolean> {
  return (await auditIn(replaceSecondFactorIn(kv.atomic(), before, after), audit).commit()).ok;
}

/** Adds {@link replaceSecondFactor}'s checked write to a commit that does more. */
export function replaceSecondFactorIn(
  op: Deno.AtomicOperation,
  before: Deno.KvEntry<SecondFactorRecord>,
  after: SecondFactorRecord,
): Deno.AtomicOperation {
  return op.check(before).set(before.key, after);
}

/** Whether the factor record is still as read in `before` (nobody spent a code since). */
export async function secondFactorUnchanged(
  kv: Deno.Kv,
  before: Deno.KvEntry<SecondFactorRecord>,
): Promise<boolean> {
  return (await kv.get(before.key)).versionstamp === before.versionstamp;
}

export async function insertPendingSignIn(
  kv: Deno.Kv,
  tokenHash: string,
  pending: PendingSignIn,
): Promise<void> {
  // expireIn only lets KV collect it lazily; expiry is checked in code on every read.
  const expireIn = Math.max(pending.expiresAt - Date.now(), 0) + 60_000;
  await commit(kv.atomic().set(keys.pendingSignIn(tokenHash), pending, { expireIn }));
}

/**
 * A pending sign-in with the user and factor record it names, and the address's lockout record, in
 * one round trip (one snapshot): the caller knows the user and the lockout key from the cookie's
 * token hints and checks them against the record.
 */
export async function getPendingSignIn(
  kv: Deno.Kv,
  tokenHash: string,
  userID: number,
  /** The lockout key the cookie names: its record is read in the same round trip. */
  lockKey = "",
) {
  const [pending, user, factor, attempts] = await kv.getMany<
    [PendingSignIn, UserRecord, SecondFactorRecord, LoginAttempts]
  >([
    keys.pendingSignIn(tokenHash),
    keys.user(userID),
    keys.secondFactor(userID),
    keys.loginAttempts(lockKey),
  ]);
  return { pending: pending.value, user: user.value, factor, attempts };
}

export async function getSecondFactor(kv: Deno.Kv, userID: number) {
  return await kv.get<SecondFactorRecord>(keys.secondFactor(userID));
}

export async function deletePendingSignIn(kv: Deno.Kv, tokenHash: string): Promise<void> {
  await commit(deletePendingSignInIn(kv.atomic(), tokenHash));
}

export function deletePendingSignInIn(
  op: Deno.AtomicOperation,
  tokenHash: string,
): Deno.AtomicOperation {
  return op.delete(keys.pendingSignIn(tokenHash));
}

/** What the last step of a sign-in with a second factor writes (lib/ops/people/second_factor_sign_in.ts). */
export interface SecondStep {
  /** The factor record as read, and as it is with the code spent. */
  factor: Deno.KvEntry<SecondFactorRecord>;
  factorAfter: SecondFactorRecord;
  pendingTokenHash: string;
  session: { tokenHash: string; record: SessionRecord };
  audits: AuditDraft[];
}

/**
 * The second step's success in one commit: the code spent (checked against the factor record as
 * read: of two requests with one code only one lands), the pending sign-in gone, the session and
 * the audit records in, and whatever `also` adds (the lockout slot given back). False when a check
 * failed.
 */
export async function commitSecondStep(
  kv: Deno.Kv,
  step: SecondStep,
  also?: (op: Deno.AtomicOperation) => void,
): Promise<boolean> {
  const op = replaceSecondFactorIn(kv.atomic(), step.factor, step.factorAfter);
  deletePendingSignInIn(op, step.pendingTokenHash);
  insertSessionIn(op, step.session.tokenHash, step.session.record);
  for (const audit of step.audits) auditIn(op, audit);
  also?.(op);
  return (await op.commit()).ok;
}
