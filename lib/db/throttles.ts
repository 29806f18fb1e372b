import { keys } from "./keys.ts";

/** The recent times one rate-limited thing was done for one subject (see lib/auth/throttle.ts). */
export interface ThrottleRecord {
  at: number[];
}

export async function getThrottle(kv: Deno.Kv, name: string, subject: number | string) {
  return await kv.get<ThrottleRecord>(keys.throttle(name, subject));
}

/** Writes the record if it is still as read; false when another request got there first. */
export async function putThrottle(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<ThrottleRecord>,
  after: ThrottleRecord,
  expireIn: number,
): Promise<boolean> {
  return (await kv.atomic().check(before).set(before.key, after, { expireIn }).commit()).ok;
}

/**
 * Adds to `op` the write of a throttle record, checked as read: a commit holding several goes and
 * other writes (a public form post, lib/ops/forms/send_public_form.ts) applies all or none.
 */
export function putThrottleIn(
  op: Deno.AtomicOperation,
  before: Deno.KvEntryMaybe<ThrottleRecord>,
  after: ThrottleRecord,
  expireIn: number,
): Deno.AtomicOperation {
  return op.check(before).set(before.key, after, { expireIn });
}
