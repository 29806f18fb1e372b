import { effect } from "@preact/signals";
import { assertEquals } from "../_utils/assert.ts";
import { tick, TICK_MS } from "../../islands/_store.ts";

Deno.test("tick does not run on the server, even when read", () => {
  const seen: number[] = [];
  const dispose = effect(() => void seen.push(tick.value));
  dispose();
  assertEquals(seen, [0]);
  // The test's resource sanitizer fails it if an interval was left running.
});

Deno.test("tick counts every 1000 ms in a browser while an island reads it, then stops", () => {
  const global = globalThis as { document?: unknown };
  // The browser's interval timer, stood in for: what was asked for, fired when the test says.
  const realSet = globalThis.setInterval;
  const realClear = globalThis.clearInterval;
  const intervals = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  globalThis.setInterval = ((fn: () => void, ms: number) => {
    intervals.set(next, { fn, ms });
    return next++;
  }) as typeof setInterval;
  globalThis.clearInterval = ((id: number) => void intervals.delete(id)) as typeof clearInterval;
  global.document = {};
  try {
    // The values the effect saw: once at the first read, then at every tick.
    const seen: number[] = [];
    const dispose = effect(() => void seen.push(tick.value));
    // One timer, every TICK_MS (1000 ms): not sooner, not later.
    assertEquals([...intervals.values()].map((i) => i.ms), [TICK_MS]);
    assertEquals(TICK_MS, 1000);
    const [timer] = intervals.values();
    timer.fn();
    timer.fn();
    // Each tick counts one, none skipped, and the reader sees every one.
    assertEquals(seen, [seen[0], seen[0] + 1, seen[0] + 2]);
    dispose();
    assertEquals(intervals.size, 0, "no reader, no timer");
  } finally {
    delete global.document;
    globalThis.setInterval = realSet;
    globalThis.clearInterval = realClear;
  }
});
