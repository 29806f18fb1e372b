/**
 * Rate limits on things done for a user that cost someone else (a mail in their inbox): a
 * minimum gap between two, and a maximum per period. Taking a go is one atomic commit checked
 * against the record read (retried on conflict), so parallel requests cannot all slip through.
 */
import { CommitConflict, retrying } from "../db/kv.ts";
import { getThrottle, putThrottle } from "../db/throttles.ts";

export interface Limit {
  /** At least this long between two goes. */
  gapMs: number;
  /** At most `max` goes within any `periodMs`. */
  max: number;
  periodMs: number;
}

/** Password reset mails: one per 5 minutes, at most 3 an hour, per account. */
export const RESET_MAIL_LIMIT: Limit = { gapMs: 5 * 60_000, max: 3, periodMs: 60 * 60_000 };

/**
 * The rule itself, for records that keep their own times (a newsletter subscriber's mails): the
 * times after taking a go at `now`, or null when no go is free (too soon, or too many).
 */
export function withGo(at: readonly number[], limit: Limit, clock: number): number[] | null {
  // A racing go may have been taken a moment "after" this one's clock was read (it read the
  // clock later, or another process's clock is ahead): it counts as just taken, not as one from
  // the future that the limit would pass over (two reset mails from one burst of requests).
  const now = Math.max(clock, ...at);
  const recent = at.filter((t) => now - t < limit.periodMs);
  if (recent.length >= limit.max || recent.some((t) => now - t < limit.gapMs)) return null;
  return [...recent, now];
}

/**
 * Takes one go of `limit` for a subject (a user id, or a string such as a hashed client address)
 * if one is free now; answers whether it was.
 */
export function takeGo(
  kv: Deno.Kv,
  name: string,
  subject: number | string,
  limit: Limit,
  now = Date.now(),
): Promise<boolean> {
  return retrying(async () => {
    const entry = await getThrottle(kv, name, subject);
    const at = withGo(entry.value?.at ?? [], limit, now);
    if (!at) return false;
    const ok = await putThrottle(kv, entry, { at }, limit.periodMs + 60_000);
    if (!ok) throw new CommitConflict();
    return true;
  });
}
