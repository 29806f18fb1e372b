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
  assertEquals(TICK_MS, 1000);
  const global = globalThis as { document?: unknown };
  global.document = {};
  try {
    const seen: number[] = [];
    const dispose = effect(() => void seen.push(tick.value));
    await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS + 500));
    dispose();
    assert(seen.length >= 3 && seen.at(-1)! - seen[0] >= 2, `ticks seen: ${seen}`);
    const stopped = tick.value;
    await new Promise((resolve) => setTimeout(resolve, TICK_MS + 100));
    assertEquals(tick.value, stopped, "no reader, no timer");
  } finally {
    delete global.document;
  }
});
