/**
 * A per-instance rate limit in memory: at most `max` goes per subject in each fixed window. For
 * limits checked on every request of a read API (content API tokens, issue 32), where a store
 * round trip per request (lib/auth/throttle.ts) would cost more than what it guards: each
 * instance counts its own, so N instances allow up to N times `max` (docs/api.md says so).
 */
export class RateWindow {
  #counts = new Map<string, number>();
  #windowStart = 0;

  constructor(readonly max: number, readonly windowMs = 60_000) {}

  /** Takes a go for `subject`: 0 when it was free, else the seconds until the next window. */
  take(subject: string, now = Date.now()): number {
    if (now - this.#windowStart >= this.windowMs) {
      // A new window: every count starts again, so the map holds this window's subjects only.
      this.#windowStart = now - (now % this.windowMs);
      this.#counts.clear();
    }
    const count = (this.#counts.get(subject) ?? 0) + 1;
    if (count > this.max) {
      return Math.max(1, Math.ceil((this.#windowStart + this.windowMs - now) / 1000));
    }
    this.#counts.set(subject, count);
    return 0;
  }
}
