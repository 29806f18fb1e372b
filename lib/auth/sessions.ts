/** Session lifetimes and the session cookie. */
import { hashToken, randomToken } from "./tokens.ts";
import { deleteSession, getSession, insertSession, type SessionRecord } from "../db/sessions.ts";

export const SESSION_COOKIE = "xb_session";
export const SESSION_TTL_MS = 12 * 60 * 60_000;

/** Starts a session; answers the token for the cookie (only its hash is stored). */
export async function startSession(kv: Deno.Kv, userID: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await insertSession(kv, hashToken(token), {
    userID,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  });
  return token;
}

/** The live session of a cookie token, or null (unknown or expired — expiry checked here). */
export async function findSession(
  kv: Deno.Kv,
  token: string,
  now = Date.now(),
): Promise<SessionRecord | null> {
  if (!token || token.length > 100) return null;
  const entry = await getSession(kv, hashToken(token));
  if (!entry.value || entry.value.expiresAt <= now) return null;
  return entry.value;
}

/** Extends a live session by a full lifetime from now. */
export async function extendSession(
  kv: Deno.Kv,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const session = await findSession(kv, token, now);
  if (!session) return false;
  await insertSession(kv, hashToken(token), { ...session, expiresAt: now + SESSION_TTL_MS });
  return true;
}

export function endSession(kv: Deno.Kv, token: string): Promise<void> {
  return deleteSession(kv, hashToken(token));
}
