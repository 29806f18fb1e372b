import type { Language } from "../content/locales.ts";
import type { BlobRef } from "./blobs.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { keys } from "./keys.ts";
import { commit, CommitConflict, listValues } from "./kv.ts";

/** A stored user. `passwordHash` is null until the account is activated. */
export interface UserRecord {
  id: number;
  email: string;
  roleID: number;
  profile: { name: string; jobTitle: string; image: (BlobRef & { type: string }) | null };
  language: Language;
  passwordHash: string | null;
  active: boolean;
  createdAt: number;
  updatedAt: number;
  /**
   * Raised by every change of e-mail address or password. Sessions and link tokens carry the
   * value they began with and are void once it differs (absent: 0, for records from before).
   */
  credentialEpoch?: number;
  /**
   * Whether two-factor sign-in (TOTP) is on; its secret is kept apart (lib/db/second_factor.ts).
   * Here so that the actor's one read per request knows it (absent: off).
   */
  secondFactor?: boolean;
  /**
   * The OpenID Connect identity this account is linked to (issue 31), indexed by
   * `keys.userByOidc`; an index entry naming the account without this link is refused.
   */
  oidc?: { issuer: string; subject: string };
  /** With `OIDC_ONLY`, whether this account may still sign in with its password. */
  breakGlass?: boolean;
  /** How many passkeys the user has (lib/db/passkeys.ts; absent: none), kept in their commits. */
  passkeys?: number;
}

/** A user's credential epoch (see UserRecord.credentialEpoch). */
export function credentialEpoch(user: { credentialEpoch?: number }): number {
  return user.credentialEpoch ?? 0;
}

/** E-mail addresses are compared in one form: Unicode NFKC, trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}

export async function getUser(kv: Deno.Kv, id: number): Promise<UserRecord | null> {
  return (await kv.get<UserRecord>(keys.user(id))).value;
}

export async function getUserEntry(kv: Deno.Kv, id: number) {
  return await kv.get<UserRecord>(keys.user(id));
}

/**
 * Longest normalised address, in UTF-8 bytes, that an index key can hold (KV keys are at most
 * 2 KiB): a longer one cannot belong to an account, so it is not looked up at all.
 */
const MAX_EMAIL_KEY_BYTES = 1024;

export async function findUserByEmail(kv: Deno.Kv, email: string): Promise<UserRecord | null> {
  const normalised = normaliseEmail(email);
  if (new TextEncoder().encode(normalised).length > MAX_EMAIL_KEY_BYTES) return null;
  const id = (await kv.get<number>(keys.userByEmail(normalised))).value;
  return id === null ? null : await getUser(kv, id);
}

export function listUsers(kv: Deno.Kv): Promise<UserRecord[]> {
  return listValues<UserRecord>(kv, keys.users());
}

export async function hasUsers(kv: Deno.Kv): Promise<boolean> {
  for await (const _ of kv.list({ prefix: keys.users() }, { limit: 1 })) return true;
  return false;
}

/**
 * Inserts a new user; throws EmailTaken when the (normalised) address is in use, CommitConflict
 * when an entry of `guard` (such as the role given, as judged) changed meanwhile.
 */
export async function insertUser(
  kv: Deno.Kv,
  user: UserRecord,
  guard: Deno.KvEntryMaybe<unknown>[] = [],
  audit?: AuditDraft,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<void> {
  const emailKey = keys.userByEmail(normaliseEmail(user.email));
  const op = auditIn(kv.atomic(), audit);
  extra?.(op);
  for (const entry of guard) op.check(entry);
  const result = await op
    .check({ key: emailKey, versionstamp: null })
    .check({ key: keys.user(user.id), versionstamp: null })
    .set(keys.user(user.id), user)
    .set(emailKey, user.id)
    .set(keys.roleUsersStamp(user.roleID), Date.now())
    .commit();
  if (result.ok) return;
  if ((await kv.get(emailKey)).versionstamp !== null) throw new EmailTaken();
  throw new CommitConflict();
}

export class EmailTaken extends Error {
  constructor() {
    super("That e-mail address is already in use.");
  }
}

/**
 * Replaces a user record read as `before` (optimistic: fails with CommitConflict if it changed).
 * Keeps the e-mail index in step when the address changes.
 */
export async function replaceUser(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<UserRecord>,
  after: UserRecord,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<void> {
  if (!before.value) throw new CommitConflict();
  const op = kv.atomic().check(before).set(keys.user(after.id), after);
  if (before.value.roleID !== after.roleID) op.set(keys.roleUsersStamp(after.roleID), Date.now());
  const oldEmail = normaliseEmail(before.value.email);
  const newEmail = normaliseEmail(after.email);
  if (oldEmail !== newEmail) {
    op.check({ key: keys.userByEmail(newEmail), versionstamp: null })
      .delete(keys.userByEmail(oldEmail))
      .set(keys.userByEmail(newEmail), after.id);
  }
  extra?.(op);
  const result = await op.commit();
  if (!result.ok) {
    const owner = (await kv.get<number>(keys.userByEmail(newEmail))).value;
    if (owner !== null && owner !== after.id) throw new EmailTaken();
    throw new CommitConflict();
  }
}

/** Deletes a user with its e-mail index entry, in one commit. */
export async function deleteUserRecord(
  kv: Deno.Kv,
  before: Deno.KvEntry<UserRecord>,
  audit?: AuditDraft,
): Promise<void> {
  await commit(auditIn(
    kv.atomic().check(before)
      .delete(keys.user(before.value.id))
      .delete(keys.userByEmail(normaliseEmail(before.value.email)))
      // The second factor's secret and recovery codes go with the account, never left behind.
      .delete(keys.secondFactor(before.value.id))
      .delete(keys.secondFactorSetup(before.value.id)),
    audit,
  ));
}
