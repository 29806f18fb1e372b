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

/** Writes the record if it is still as read; false when another attempt got there first. */
export async function putLoginAttempts(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<LoginAttempts>,
  after: LoginAttempts,
): Promise<boolean> {
  const result = await kv.atomic().check(before)
    .set(keys.loginAttempts(before.key[1] as string), after, { expireIn: 60 * 60_000 })
    .commit();
  return result.ok;
}
