import { BatchWriter } from "./commit_batches.ts";
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { commit } from "./kv.ts";
import type { Role } from "../content/permissions.ts";
import { asRead } from "./roles.ts";
import type { UserRecord } from "./users.ts";

/** A signed-in browser. Stored under the SHA-256 of its token; the token itself is never kept. */
export interface SessionRecord {
  userID: number;
  createdAt: number;
  expiresAt: number;
  /** The user's credential epoch when it began: a later e-mail or password change ends it. */
  credentialEpoch?: number;
  /** The browser's User-Agent when it signed in (cut to 300 characters), shown in its list. */
  userAgent?: string;
  /** The client address it signed in from (lib/http/client_address.ts). */
  address?: string;
  /** When it last refreshed (the admin refreshes while its user works); createdAt before. */
  lastActiveAt?: number;
  /**
   * When its user last proved who they are in it (password, second factor); createdAt for
   * sessions from before. Sensitive actions ask again once this is old (lib/ops/access).
   */
  provedAt?: number;
  /** "oidc": begun through the organisation's sign-in (lib/ops/people/oidc_sign_in.ts). */
  via?: "oidc";
}

export async function insertSession(
  kv: Deno.Kv,
  tokenHash: string,
  session: SessionRecord,
  audit?: AuditDraft,
): Promise<void> {
  await commit(auditIn(insertSessionIn(kv.atomic(), tokenHash, session), audit));
}

/** Adds a new session to `op` (a commit that does more, such as a sign-in's second step). */
export function insertSessionIn(
  op: Deno.AtomicOperation,
  tokenHash: string,
  session: SessionRecord,
): Deno.AtomicOperation {
  // expireIn only lets KV collect it lazily; expiry is checked in code on every read.
  const expireIn = session.expiresAt - Date.now() + 60_000;
  return op
    .set(keys.session(tokenHash), session, { expireIn })
    .set(keys.userSession(session.userID, tokenHash), true, { expireIn });
}

export async function getSession(kv: Deno.Kv, tokenHash: string) {
  return await kv.get<SessionRecord>(keys.session(tokenHash));
}

/**
 * A session with the user and role it names, read in one round trip (one `getMany`, one
 * consistent snapshot): the caller knows the user and, usually, the role from the session's
 * token (lib/auth/sessions.ts). The role read is `roleID`'s; the caller compares it with the
 * user's own before trusting it.
 */
export async function getSessionWith(
  kv: Deno.Kv,
  tokenHash: string,
  userID: number,
  roleID: number,
): Promise<{ session: SessionRecord | null; user: UserRecord | null; role: Role | null }> {
  const [session, user, role] = await kv.getMany<[SessionRecord, UserRecord, Role]>([
    keys.session(tokenHash),
    keys.user(userID),
    keys.role(roleID),
  ]);
  return {
    session: session.value,
    user: user.value,
    role: role.value && asRead(role.value),
  };
}

/**
 * Adds to `op` the replacement of a session read as `before`, checked, so that a session ended
 * meanwhile (logout, a password change) is never written back to life.
 */
export function replaceSessionIn(
  op: Deno.AtomicOperation,
  before: Deno.KvEntry<SessionRecord>,
  after: SessionRecord,
): Deno.AtomicOperation {
  const expireIn = after.expiresAt - Date.now() + 60_000;
  return op.check(before).set(before.key, after, { expireIn });
}

/** Replaces a session read as `before`; false when it changed or ended meanwhile. */
export async function replaceSession(
  kv: Deno.Kv,
  before: Deno.KvEntry<SessionRecord>,
  after: SessionRecord,
): Promise<boolean> {
  return (await replaceSessionIn(kv.atomic(), before, after).commit()).ok;
}

export async function deleteSession(kv: Deno.Kv, tokenHash: string): Promise<void> {
  const entry = await getSession(kv, tokenHash);
  const op = kv.atomic().delete(keys.session(tokenHash));
  if (entry.value) op.delete(keys.userSession(entry.value.userID, tokenHash));
  await commit(op);
}

/**
 * The sessions of a user with their token hashes, read through the user's index: one list, then
 * the records in parallel `getMany` batches (KV reads at most 10 keys at a time). Index entries
 * whose session is gone (ended, expired and collected) are skipped.
 */
export async function listUserSessions(
  kv: Deno.Kv,
  userID: number,
): Promise<{ hash: string; session: SessionRecord }[]> {
  const hashes: string[] = [];
  for await (const entry of kv.list({ prefix: keys.userSessions(userID) })) {
    hashes.push(entry.key[2] as string);
  }
  const batches: string[][] = [];
  for (let i = 0; i < hashes.length; i += 10) batches.push(hashes.slice(i, i + 10));
  const read = await Promise.all(
    batches.map((batch) => kv.getMany<SessionRecord[]>(batch.map((h) => keys.session(h)))),
  );
  return read.flat().flatMap((entry) =>
    entry.value && entry.value.userID === userID
      ? [{ hash: entry.key[1] as string, session: entry.value }]
      : []
  );
}

/** Removes every session of a user, optionally keeping one (the caller's). */
export async function deleteUserSessions(
  kv: Deno.Kv,
  userID: number,
  keep?: string,
): Promise<void> {
  const writer = new BatchWriter(kv);
  for await (const entry of kv.list({ prefix: keys.userSessions(userID) })) {
    const hash = entry.key[2] as string;
    if (hash === keep) continue;
    // The session first: a batch cut between the two leaves the user's list entry, harmless.
    await writer.delete(keys.session(hash));
    await writer.delete(entry.key);
  }
  await writer.flush();
}
