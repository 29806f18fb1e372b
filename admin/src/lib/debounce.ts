/**
 * A debounce with a leading call and a maximum wait, as the list search needs (SPEC.md section 4:
 * 500 ms, leading, max wait 1000 ms): the first call of a burst runs at once, the burst's last
 * call runs when it pauses for `wait` ms, and a burst that never pauses still runs its latest
 * call at least every `maxWait` ms.
 */
export interface DebounceOptions {
  leading?: boolean;
  maxWait?: number;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  options: DebounceOptions = {},
): Debounced<A> {
  const maxWait = options.maxWait ?? Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  let inBurst = false;
  let lastCall = 0;
  let lastInvoke = 0;

  function flush() {
    lastInvoke = Date.now();
    if (!pending) return;
    const args = pending;
    pending = undefined;
    fn(...args);
  }

  function onTimer() {
    const now = Date.now();
    if (now - lastCall >= wait) {
      timer = undefined;
      inBurst = false;
      flush();
      return;
    }
    flush(); // max wait reached in a burst that goes on
    timer = setTimeout(onTimer, Math.min(wait - (now - lastCall), maxWait));
  }

  const debounced = (...args: A) => {
    const now = Date.now();
    pending = args;
    lastCall = now;
    if (!inBurst) {
      inBurst = true;
      if (options.leading) flush();
      else lastInvoke = now;
      timer = setTimeout(onTimer, Math.min(wait, maxWait));
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(onTimer, Math.max(0, Math.min(wait, maxWait - (now - lastInvoke))));
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
    inBurst = false;
  };
  return debounced;
}
