import { effect } from "@preact/signals";
import { assert, assertEquals } from "../_utils/assert.ts";
import { tick, TICK_MS } from "../../islands/_store.ts";

Deno.test("tick does not run on the server, even when read", () => {
  const seen: number[] = [];
  const dispose = effect(() => void seen.push(tick.value));
  dispose();
  assertEquals(seen, [0]);
  // The test's resource sanitizer fails it if an interval was left running.
});

Deno.test("tick counts every 1000 ms in a browser while an island reads it, then stops", async () => {
  const global = globalThis as { document?: unknown };
  global.document = {};
  try {
    // When the effect ran: once for the first read, then at every tick.
    const at: number[] = [];
    let twoTicks!: () => void;
    const ticked = new Promise<void>((resolve) => twoTicks = resolve);
    const dispose = effect(() => {
      void tick.value;
      at.push(performance.now());
      if (at.length === 3) twoTicks();
    });
    await ticked;
    dispose();
    // Every 1000 ms — not sooner, and not a tick skipped (a late timer on a
    // loaded machine is allowed for).
    const gaps = at.slice(1).map((t, i) => Math.round(t - at[i]));
    assert(gaps.every((gap) => gap >= 990 && gap < 1900), `gaps between ticks: ${gaps}`);
    const stopped = tick.value;
    await new Promise((resolve) => setTimeout(resolve, TICK_MS + 100));
    assertEquals(tick.value, stopped, "no reader, no timer");
  } finally {
    delete global.document;
  }
});
