import { assertEquals } from "../../_utils/assert.ts";
import { type Clock, debounce } from "../../../lib/content/debounce.ts";

/** A clock that only moves when told to, running the timers that fall due. */
class FakeClock implements Clock {
  time = 0;
  #timers = new Map<number, { at: number; fn: () => void }>();
  #next = 1;

  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    this.#timers.set(this.#next, { at: this.time + ms, fn });
    return this.#next++;
  };
  clearTimeout = (id: number) => void this.#timers.delete(id);

  tick(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.#timers].filter(([, t]) =>
        t.at <= end
      ).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = end;
  }
}

function setup() {
  const clock = new FakeClock();
  const calls: [number, string][] = [];
  const search = debounce((term: string) => calls.push([clock.time, term]), 500, {
    maxWait: 1000,
    clock,
  });
  return { clock, calls, search };
}

Deno.test("debounce() calls at once on the first keystroke, then after 500 ms of quiet", () => {
  const { clock, calls, search } = setup();
  search("a");
  assertEquals(calls, [[0, "a"]]);
  clock.tick(100);
  search("ab");
  clock.tick(100);
  search("abc");
  clock.tick(499);
  assertEquals(calls, [[0, "a"]]);
  clock.tick(1);
  assertEquals(calls, [[0, "a"], [700, "abc"]]);
  clock.tick(2000);
  assertEquals(calls.length, 2, "nothing more without new input");
});

Deno.test("debounce() alone calls only once (no trailing call without new input)", () => {
  const { clock, calls, search } = setup();
  search("x");
  clock.tick(5000);
  assertEquals(calls, [[0, "x"]]);
  search("y");
  assertEquals(calls, [[0, "x"], [5000, "y"]], "a new burst leads again");
});

Deno.test("debounce() calls at least every 1000 ms while typing goes on", () => {
  const { clock, calls, search } = setup();
  for (let i = 0; i <= 25; i++) {
    search(`t${i}`);
    clock.tick(100);
  }
  clock.tick(1000);
  const times = calls.map(([time]) => time);
  assertEquals(times, [0, 1000, 2000, 3000], "every 1000 ms, then 500 ms after the last key");
  assertEquals(times[0], 0);
  for (let i = 1; i < times.length; i++) {
    const gap = times[i] - times[i - 1];
    assertEquals(gap <= 1000, true, `gap ${gap} at ${times[i]}`);
  }
  assertEquals(calls.at(-1)![1], "t25", "the last input is searched");
});

Deno.test("debounce().cancel() drops the pending call", () => {
  const { clock, calls, search } = setup();
  search("a");
  search("ab");
  search.cancel();
  clock.tick(2000);
  assertEquals(calls, [[0, "a"]]);
});

Deno.test("debounce() with leading: false waits for the pause even for the first call", () => {
  const clock = new FakeClock();
  const calls: [number, string][] = [];
  const pick = debounce((term: string) => calls.push([clock.time, term]), 300, {
    leading: false,
    clock,
  });
  pick("a");
  clock.tick(100);
  pick("ab");
  assertEquals(calls, []);
  clock.tick(299);
  assertEquals(calls, []);
  clock.tick(1);
  assertEquals(calls, [[400, "ab"]]);
  clock.tick(1000);
  assertEquals(calls, [[400, "ab"]], "nothing more after the burst");
  pick("x");
  clock.tick(300);
  assertEquals(calls, [[400, "ab"], [1700, "x"]]);
});

Deno.test("debounce() with leading: false still runs a burst that never pauses every maxWait", () => {
  const clock = new FakeClock();
  const calls: number[] = [];
  const f = debounce((_n: number) => calls.push(clock.time), 500, {
    leading: false,
    maxWait: 1000,
    clock,
  });
  for (let t = 0; t <= 2000; t += 100) {
    f(t);
    clock.tick(100);
  }
  assertEquals(calls.slice(0, 2), [1000, 2000]);
});
