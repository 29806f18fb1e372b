import { deepStrictEqual } from "node:assert";
import { debounce } from "./debounce.ts";

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

Deno.test("debounce() runs the first call at once and the last one after the pause", async () => {
  const calls: string[] = [];
  const fn = debounce((v: string) => calls.push(v), 50, { leading: true, maxWait: 1000 });
  fn("a");
  deepStrictEqual(calls, ["a"]);
  fn("b");
  fn("c");
  deepStrictEqual(calls, ["a"]);
  await sleep(80);
  deepStrictEqual(calls, ["a", "c"]);
});

Deno.test("debounce() with a single call does not repeat it at the end", async () => {
  const calls: string[] = [];
  const fn = debounce((v: string) => calls.push(v), 30, { leading: true });
  fn("a");
  await sleep(60);
  deepStrictEqual(calls, ["a"]);
});

Deno.test("debounce() runs a burst that never pauses at least every maxWait", async () => {
  const calls: number[] = [];
  const fn = debounce((v: number) => calls.push(v), 40, { leading: true, maxWait: 100 });
  for (let i = 0; i < 12; i++) {
    fn(i);
    await sleep(20);
  }
  fn.cancel();
  // 240 ms of calls 20 ms apart: the leading call plus at least two max-wait runs.
  deepStrictEqual(calls[0], 0);
  deepStrictEqual(calls.length >= 3, true);
});
