/**
 * Session lifetimes and the session cookie. A session ends after SESSION_TTL_MS without a
 * refresh, and SESSION_MAX_AGE_MS after sign-in whatever happens; both are checked here, in code,
 * on every request (KV's own expiry is lazy). A change of the user's e-mail address or password
 * ends it too (see the credential epoch in lib/db/users.ts; checked in lib/ops/access/current_actor.ts).
 */
import type { Role } from "../content/permissions.ts";
import type { AuditDraft } from "../db/audit.ts";
import { getRole } from "../db/roles.ts";
import { getUser, type UserRecord } from "../db/users.ts";
import { hashToken, randomToken } from "./tokens.ts";
import {
  deleteSession,
  getSession,
  getSessionWith,
  insertSession,
  replaceSession,
  type SessionRecord,
} from "../db/sessions.ts";

export const SESSION_COOKIE = "xb_session";
/** Idle lifetime: how long a session lives without a refresh. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
/** Absolute lifetime: no refresh extends a session beyond this much after sign-in. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** How long a proof of who the user is (password, second factor) counts for sensitive actions. */
export const PROOF_MAX_AGE_MS = 10 * 60_000;

/** What a session keeps of the browser that began it, for its user's list of sessions. */
export interface SessionClient {
  userAgent?: string;
  address?: string;
  /** Begun through the organisation's sign-in (OpenID Connect) rather than a password. */
  via?: "oidc";
}

/** The expiry of a session refreshed at `now`: idle lifetime, capped by the absolute one. */
function expiryAt(createdAt: number, now: number): number {
  return Math.min(now + SESSION_TTL_MS, createdAt + SESSION_MAX_AGE_MS);
}

/**
 * Starts a session for a user as read when their password was checked (its credential epoch
 * goes into the session, so a change made meanwhile leaves it dead). Answers the token for the
 * cookie; only its hash is stored.
 *
 * The token begins with the user's ID and role ID (`<user>.<role>.<random>`): hints that let
 * every later request read the session, the user and the role in one round trip
 * ({@link findSessionActor}). They decide nothing: the hash covers them, so an edited prefix
 * names no session, and the user's record, read in the same snapshot, is what counts.
 */
export async function startSession(
  kv: Deno.Kv,
  user: SessionUser,
  now = Date.now(),
  audit?: AuditDraft,
  client: SessionClient = {},
): Promise<string> {
  const session = newSession(user, now, client);
  await insertSession(kv, session.tokenHash, session.record, audit);
  return session.token;
}

/** Whom a session is for: the user as read when they proved who they are. */
export type SessionUser = { id: number; roleID?: number; credentialEpoch?: number };

/**
 * A session not stored yet: its cookie token, the token's hash and the record (see
 * {@link startSession}), for a caller that stores it in a commit of its own.
 */
export function newSession(
  user: SessionUser,
  now: number,
  client: SessionClient = {},
): { token: string; tokenHash: string; record: SessionRecord } {
  const token = `${user.id}.${user.roleID ?? 0}.${randomToken()}`;
  return {
    token,
    tokenHash: hashToken(token),
    record: {
      userID: user.id,
      createdAt: now,
      expiresAt: expiryAt(now, now),
      credentialEpoch: user.credentialEpoch ?? 0,
      userAgent: client.userAgent?.slice(0, 300),
      address: client.address?.slice(0, 100),
      lastActiveAt: now,
      provedAt: now,
      ...(client.via ? { via: client.via } : {}),
    },
  };
}

function live(session: SessionRecord | null, now: number): session is SessionRecord {
  return !!session && session.expiresAt > now && session.createdAt + SESSION_MAX_AGE_MS > now;
}

/** The live session of a cookie token, or null (unknown, idle too long or too old). */
export async function findSession(
  kv: Deno.Kv,
  token: string,
  now = Date.now(),
): Promise<SessionRecord | null> {
  if (!token || token.length > 100) return null;
  const entry = await getSession(kv, hashToken(token));
  return live(entry.value, now) ? entry.value : null;
}

/** The user and role IDs a session token begins with (null: a token from before them). */
function hintsOf(token: string): { userID: number; roleID: number } | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match && { userID: Number(match[1]), roleID: Number(match[2]) };
}

/**
 * The role each user held when last seen here: a later hint than the token's when an
 * administrator changed someone's role after they signed in. Only ever a guess to read along
 * (checked against the user's record); bounded, as it is per process.
 */
const lastRoles = new Map<number, number>();
const MAX_LAST_ROLES = 10_000;

/**
 * The live session of a cookie token with its user and that user's role, or null. One round
 * trip (session, user and the hinted role in one `getMany`) for tokens that carry hints, one
 * more when the user's role is not the hinted one; tokens from before the hints take three.
 * Whether the user is active and the session of their current credential epoch is the
 * caller's to judge (lib/ops/access/current_actor.ts): all three come from the same snapshot.
 */
export async function findSessionActor(
  kv: Deno.Kv,
  token: string,
  now = Date.now(),
): Promise<{ session: SessionRecord; user: UserRecord; role: Role | null } | null> {
  if (!token || token.length > 100) return null;
  const hints = hintsOf(token);
  if (!hints) {
    const session = await findSession(kv, token, now);
    const user = session && await getUser(kv, session.userID);
    return user && { session: session!, user, role: await getRole(kv, user.roleID) };
  }
  const roleID = lastRoles.get(hints.userID) ?? hints.roleID;
  const read = await getSessionWith(kv, hashToken(token), hints.userID, roleID);
  const { session, user } = read;
  if (!live(session, now) || session.userID !== hints.userID || !user) return null;
  if (user.roleID !== roleID) {
    if (lastRoles.size >= MAX_LAST_ROLES) lastRoles.clear();
    lastRoles.set(user.id, user.roleID);
  }
  const role = user.roleID === roleID ? read.role : await getRole(kv, user.roleID);
  return { session, user, role };
}

/**
 * Extends a live session by the idle lifetime from now, never past its absolute limit. A session
 * ended meanwhile (logout, password change) stays ended: the write is checked against the read.
 */
export async function extendSession(
  kv: Deno.Kv,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const entry = await getSession(kv, hashToken(token));
  if (!live(entry.value, now)) return false;
  const session = entry.value;
  return await replaceSession(kv, entry as Deno.KvEntry<SessionRecord>, {
    ...session,
    expiresAt: expiryAt(session.createdAt, now),
    lastActiveAt: now,
  });
}

/**
 * Notes that the session's user proved who they are just now (lib/ops/people/reauthenticate.ts).
 * False when the session ended meanwhile: the write is checked against the read.
 */
export async function renewProof(
  kv: Deno.Kv,
  tokenHash: string,
  now = Date.now(),
): Promise<boolean> {
  const entry = await getSession(kv, tokenHash);
  if (!live(entry.value, now)) return false;
  return await replaceSession(kv, entry as Deno.KvEntry<SessionRecord>, {
    ...entry.value,
    provedAt: now,
  });
}

/** When a session's user last proved who they are (sign-in for sessions from before). */
export function provedAt(session: SessionRecord): number {
  return session.provedAt ?? session.createdAt;
}

/**
 * The public id of a session in its user's list: derived from the token's hash (which is the
 * store key) by hashing once more, so the list shows nothing that names the session in the
 * store, and the id cannot be turned back into the hash.
 */
export function sessionId(tokenHash: string): string {
  return hashToken(`session-id:${tokenHash}`).slice(0, 32);
}

export function endSession(kv: Deno.Kv, token: string): Promise<void> {
  return deleteSession(kv, hashToken(token));
}
