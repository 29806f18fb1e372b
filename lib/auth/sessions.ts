/**
 * Session lifetimes and the session cookie. A session ends after SESSION_TTL_MS without a
 * refresh, and SESSION_MAX_AGE_MS after sign-in whatever happens; both are checked here, in code,
 * on every request (KV's own expiry is lazy). A change of the user's e-mail address or password
 * ends it too (see the credential epoch in lib/db/users.ts; checked in lib/ops/access/current_actor.ts).
 */
import type { AuditDraft } from "../db/audit.ts";
import { hashToken, randomToken } from "./tokens.ts";
import {
  deleteSession,
  getSession,
  insertSession,
  replaceSession,
  type SessionRecord,
} from "../db/sessions.ts";

export const SESSION_COOKIE = "xb_session";
/** Idle lifetime: how long a session lives without a refresh. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
/** Absolute lifetime: no refresh extends a session beyond this much after sign-in. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** The expiry of a session refreshed at `now`: idle lifetime, capped by the absolute one. */
function expiryAt(createdAt: number, now: number): number {
  return Math.min(now + SESSION_TTL_MS, createdAt + SESSION_MAX_AGE_MS);
}

/**
 * Starts a session for a user as read when their password was checked (its credential epoch
 * goes into the session, so a change made meanwhile leaves it dead). Answers the token for the
 * cookie; only its hash is stored.
 */
export async function startSession(
  kv: Deno.Kv,
  user: { id: number; credentialEpoch?: number },
  now = Date.now(),
  audit?: AuditDraft,
): Promise<string> {
  const token = randomToken();
  await insertSession(kv, hashToken(token), {
    userID: user.id,
    createdAt: now,
    expiresAt: expiryAt(now, now),
    credentialEpoch: user.credentialEpoch ?? 0,
  }, audit);
  return token;
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
  });
}

export function endSession(kv: Deno.Kv, token: string): Promise<void> {
  return deleteSession(kv, hashToken(token));
}
