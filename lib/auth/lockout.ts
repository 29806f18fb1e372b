/**
 * Login lockout: 5 failed attempts for one e-mail address within 10 minutes lock it for 10
 * minutes, whether or not an account has that address (so the lock reveals nothing). The key is
 * the normalised address only — nothing else the client sends (headers, extra fields) counts.
 */
import {
  clearLoginAttempts,
  getLoginAttempts,
  type LoginAttempts,
  putLoginAttempts,
} from "../db/login_attempts.ts";

export const MAX_FAILURES = 5;
export const WINDOW_MS = 10 * 60_000;
export const LOCK_MS = 10 * 60_000;

export async function isLocked(kv: Deno.Kv, email: string, now = Date.now()): Promise<boolean> {
  const entry = await getLoginAttempts(kv, email);
  return (entry.value?.lockedUntil ?? 0) > now;
}

/** Records a failure; answers whether the address is now locked. Safe under concurrency. */
export async function recordFailure(
  kv: Deno.Kv,
  email: string,
  now = Date.now(),
): Promise<boolean> {
  for (;;) {
    const entry = await getLoginAttempts(kv, email);
    const previous: LoginAttempts = entry.value ?? { failures: [], lockedUntil: 0 };
    const failures = [...previous.failures.filter((t) => now - t < WINDOW_MS), now];
    const lockedUntil = failures.length >= MAX_FAILURES ? now + LOCK_MS : previous.lockedUntil;
    const next = { failures: lockedUntil > now ? [] : failures, lockedUntil };
    if (await putLoginAttempts(kv, entry, next)) return lockedUntil > now;
  }
}

export function clearFailures(kv: Deno.Kv, email: string): Promise<void> {
  return clearLoginAttempts(kv, email);
}
