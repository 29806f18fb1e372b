/**
 * Passkeys (WebAuthn credentials, issue 31) and the challenges their ceremonies sign. A passkey is
 * stored under its user (`passkeys/<user>/<credential>`) with a pointer from its credential ID
 * (`passkey_owners`), since a discoverable sign-in names only the credential. Adding and removing
 * one changes the user record's `passkeys` count in the same commit, so the signed-in actor's one
 * read knows whether the user has a second factor.
 *
 * A challenge is spent once: every use deletes it in a commit checked against it as read, so of
 * two requests with one signed challenge only one lands; its expiry is checked in code (KV's
 * `expireIn` is lazy).
 */
import { type AuditDraft, auditIn } from "./audit.ts";
import { keys } from "./keys.ts";
import { commit, CommitConflict, listValues } from "./kv.ts";
import type { UserRecord } from "./users.ts";

export interface PasskeyRecord {
  /** The credential ID, base64url. */
  id: string;
  userID: number;
  name: string;
  /** The COSE public key as the authenticator gave it. */
  publicKey: Uint8Array;
  /** The authenticator's signature counter as last seen (0: it keeps none). */
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

/** What a challenge was handed out for: adding a passkey (by a session) or an assertion. */
export type ChallengeRecord =
  | { kind: "register"; userID: number; sessionHash: string; expiresAt: number }
  | { kind: "assert"; expiresAt: number };

export async function putChallenge(
  kv: Deno.Kv,
  challenge: string,
  record: ChallengeRecord,
): Promise<void> {
  const expireIn = Math.max(record.expiresAt - Date.now(), 0) + 60_000;
  await commit(kv.atomic().set(keys.webauthnChallenge(challenge), record, { expireIn }));
}

export async function getChallenge(kv: Deno.Kv, challenge: string) {
  return await kv.get<ChallengeRecord>(keys.webauthnChallenge(challenge));
}

/** Spends a challenge without anything else (a ceremony that failed): false if already spent. */
export async function spendChallenge(
  kv: Deno.Kv,
  entry: Deno.KvEntryMaybe<ChallengeRecord>,
): Promise<boolean> {
  if (!entry.value) return false;
  return (await kv.atomic().check(entry).delete(entry.key).commit()).ok;
}

export async function listPasskeys(kv: Deno.Kv, userID: number): Promise<PasskeyRecord[]> {
  return await listValues<PasskeyRecord>(kv, keys.passkeysOf(userID));
}

/** A user's passkey with the user record, in one round trip. */
export async function getPasskeyWithUser(kv: Deno.Kv, userID: number, credentialID: string) {
  const [passkey, user] = await kv.getMany<[PasskeyRecord, UserRecord]>([
    keys.passkey(userID, credentialID),
    keys.user(userID),
  ]);
  return { passkey, user };
}

/** Whose passkey a credential ID is (null: nobody's). */
export async function passkeyOwner(kv: Deno.Kv, credentialID: string): Promise<number | null> {
  return (await kv.get<number>(keys.passkeyOwner(credentialID))).value;
}

export class PasskeyTaken extends Error {
  constructor() {
    super("That passkey is already registered.");
  }
}

/**
 * Adds a passkey: the record, its owner pointer, the user's count and the challenge's spending in
 * one commit, checked against the user and the challenge as read and against the credential ID
 * being new (PasskeyTaken when it is someone's; CommitConflict when the user or challenge moved).
 */
export async function insertPasskey(
  kv: Deno.Kv,
  user: Deno.KvEntry<UserRecord>,
  challenge: Deno.KvEntry<ChallengeRecord>,
  record: PasskeyRecord,
  audit: AuditDraft,
): Promise<void> {
  const owner = keys.passkeyOwner(record.id);
  const op = auditIn(
    kv.atomic().check(user).check(challenge).check({ key: owner, versionstamp: null })
      .delete(challenge.key)
      .set(keys.passkey(record.userID, record.id), record)
      .set(owner, record.userID)
      .set(keys.user(user.value.id), {
        ...user.value,
        passkeys: (user.value.passkeys ?? 0) + 1,
        updatedAt: Date.now(),
      }),
    audit,
  );
  if ((await op.commit()).ok) return;
  if ((await kv.get(owner)).versionstamp !== null) throw new PasskeyTaken();
  throw new CommitConflict();
}

/** Renames a passkey read as `before` (CommitConflict when it changed meanwhile). */
export async function renamePasskey(
  kv: Deno.Kv,
  before: Deno.KvEntry<PasskeyRecord>,
  name: string,
  audit: AuditDraft,
): Promise<void> {
  const op = kv.atomic().check(before).set(before.key, { ...before.value, name });
  if (!(await auditIn(op, audit).commit()).ok) throw new CommitConflict();
}

/** Removes a passkey with its pointer, lowering the user's count, in one checked commit. */
export async function removePasskey(
  kv: Deno.Kv,
  user: Deno.KvEntry<UserRecord>,
  passkey: Deno.KvEntry<PasskeyRecord>,
  audit: AuditDraft,
): Promise<UserRecord> {
  const after = {
    ...user.value,
    passkeys: Math.max((user.value.passkeys ?? 1) - 1, 0),
    updatedAt: Date.now(),
  };
  const op = auditIn(
    kv.atomic().check(user).check(passkey)
      .delete(passkey.key)
      .delete(keys.passkeyOwner(passkey.value.id))
      .set(keys.user(user.value.id), after),
    audit,
  );
  if (!(await op.commit()).ok) throw new CommitConflict();
  return after;
}

/** Adds to `op` the removal of these passkeys (a reset of a user's second factors). */
export function removePasskeysIn(
  op: Deno.AtomicOperation,
  passkeys: PasskeyRecord[],
): Deno.AtomicOperation {
  for (const p of passkeys) {
    op.delete(keys.passkey(p.userID, p.id)).delete(keys.passkeyOwner(p.id));
  }
  return op;
}

/**
 * An assertion verified: its challenge spent, the passkey's counter and last use written, in one
 * commit checked against both as read. False when either moved (the challenge spent by another
 * request, or the passkey used or removed meanwhile).
 */
export async function spendAssertion(
  kv: Deno.Kv,
  challenge: Deno.KvEntry<ChallengeRecord>,
  passkey: Deno.KvEntry<PasskeyRecord>,
  counter: number,
  now: number,
): Promise<boolean> {
  const result = await kv.atomic().check(challenge).check(passkey)
    .delete(challenge.key)
    .set(passkey.key, { ...passkey.value, counter, lastUsedAt: now })
    .commit();
  return result.ok;
}

/** Deletes a deleted user's passkeys and their pointers (leftovers nobody can use any more). */
export async function deleteUserPasskeys(kv: Deno.Kv, userID: number): Promise<void> {
  const passkeys = await listPasskeys(kv, userID);
  if (passkeys.length > 0) await commit(removePasskeysIn(kv.atomic(), passkeys));
}
