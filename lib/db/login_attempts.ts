import { keys } from "./keys.ts";

/**
 * Sign-in attempts for one normalised e-mail address, whether or not an account has it: each holds
 * a slot from before its password is checked, and keeps it unless the password was right.
 */
export interface LoginAttempts {
  attempts: { id: string; at: number }[];
  lockedUntil: number;
}

export async function getLoginAttempts(kv: Deno.Kv, email: string) {
  return await kv.get<LoginAttempts>(keys.loginAttempts(email));
}

/**
 * Writes the record if it is still as read; answers the entry written (its versionstamp lets the
 * next write check against it without reading it again), or null when another attempt got there
 * first.
 */
export async function putLoginAttempts(
  kv: Deno.Kv,
  before: { key: Deno.KvKey; versionstamp: string | null },
  after: LoginAttempts,
): Promise<Deno.KvEntry<LoginAttempts> | null> {
  const result = await putLoginAttemptsIn(kv.atomic(), before, after).commit();
  return result.ok ? { key: before.key, value: after, versionstamp: result.versionstamp } : null;
}

/** Adds to `op` the write of `after` over the record as read in `before`, checked. */
export function putLoginAttemptsIn(
  op: Deno.AtomicOperation,
  before: { key: Deno.KvKey; versionstamp: string | null },
  after: LoginAttempts,
): Deno.AtomicOperation {
  return op.check(before).set(before.key, after, { expireIn: 60 * 60_000 });
}
