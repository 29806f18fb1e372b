/**
 * Debouncing of searches: the first call of a burst runs at once
 * (leading), later ones wait until `wait` ms pass without a call (trailing), and a burst that
 * goes on runs at least every `maxWait` ms. The semantics of lodash's `debounce` with
 * `{leading, trailing: true, maxWait}`; `leading: false` waits for the first call too. One
 * debounce for the islands' search box and the admin's lists and pickers.
 */

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** What keeps time; tests pass their own. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number,
  clearTimeout: (id) => clearTimeout(id),
};

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  options: { leading?: boolean; maxWait?: number; clock?: Clock } = {},
): Debounced<A> {
  const clock = options.clock ?? realClock;
  const leading = options.leading ?? true;
  const maxWait = options.maxWait === undefined ? undefined : Math.max(options.maxWait, wait);
  let lastArgs: A | undefined;
  let lastCall: number | undefined;
  let lastInvoke = 0;
  let timer: number | undefined;

  const invoke = (time: number) => {
    const args = lastArgs!;
    lastArgs = undefined;
    lastInvoke = time;
    fn(...args);
  };
  const due = (time: number) => {
    if (lastCall === undefined) return true;
    const sinceCall = time - lastCall;
    return sinceCall >= wait || sinceCall < 0 ||
      (maxWait !== undefined && time - lastInvoke >= maxWait);
  };
  const remaining = (time: number) => {
    const waiting = wait - (time - lastCall!);
    return maxWait === undefined ? waiting : Math.min(waiting, maxWait - (time - lastInvoke));
  };
  const expired = () => {
    const time = clock.now();
    if (!due(time)) {
      timer = clock.setTimeout(expired, remaining(time));
      return;
    }
    timer = undefined;
    if (lastArgs) invoke(time);
  };

  const debounced = (...args: A) => {
    const time = clock.now();
    const isDue = due(time);
    lastArgs = args;
    lastCall = time;
    if (isDue && timer === undefined) {
      // Leading edge of a burst: run now, or (not leading) when it pauses; maxWait counts from here.
      timer = clock.setTimeout(expired, wait);
      if (leading) invoke(time);
      else lastInvoke = time;
      return;
    }
    if (isDue && maxWait !== undefined) {
      // A burst that went on for maxWait.
      clock.clearTimeout(timer!);
      timer = clock.setTimeout(expired, wait);
      invoke(time);
      return;
    }
    timer ??= clock.setTimeout(expired, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    lastArgs = lastCall = timer = undefined;
    lastInvoke = 0;
  };
  return debounced;
}
