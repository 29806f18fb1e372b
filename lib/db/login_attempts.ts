import { keys } from "./keys.ts";

/** Failed sign-ins of one normalised e-mail address, whether or not an account has it. */
export interface LoginAttempts {
  failures: number[];
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

export async function clearLoginAttempts(kv: Deno.Kv, email: string): Promise<void> {
  await kv.delete(keys.loginAttempts(email));
}
