import { assertEquals } from "../../_utils/assert.ts";
import { openKv } from "../../../lib/db/kv.ts";
import { KvMeter, meterKv, readingOf, serverTiming } from "../../../lib/db/kv_meter.ts";

/** A `:memory:` store through openKv, every round trip `latencyMs` long. */
async function withStore(latencyMs: number, run: (kv: Deno.Kv) => Promise<void>): Promise<void> {
  const kv = await openKv(":memory:", { latencyMs });
  try {
    await run(kv);
  } finally {
    kv.close();
  }
}

/** What `work` costs in round trips. */
async function measure(work: () => Promise<unknown>) {
  const meter = new KvMeter();
  await meterKv(meter, work);
  return meter.close();
}

Deno.test("readingOf() counts a chain of intervals once each and overlapping ones once together", () => {
  assertEquals(readingOf([]), { ops: 0, depth: 0, waitedMs: 0 });
  // Two together, then one after both, then one overlapping the third.
  const r = readingOf([[0, 10], [1, 9], [10, 20], [15, 30]]);
  assertEquals(r.ops, 4);
  assertEquals(r.depth, 2);
  assertEquals(r.waitedMs, 30);
  assertEquals(readingOf([[0, 5], [10, 15], [20, 25]]), { ops: 3, depth: 3, waitedMs: 15 });
});

Deno.test("openKv() with a latency: reads in sequence are deep, reads sent together are not", async () => {
  await withStore(15, async (kv) => {
    await kv.set(["a"], 1);
    const sequential = await measure(async () => {
      await kv.get(["a"]);
      await kv.get(["b"]);
      await kv.getMany([["a"], ["b"]]);
    });
    assertEquals([sequential.ops, sequential.depth], [3, 3]);
    // Each waited the latency at least: the time waited is the chain's.
    assertEquals(sequential.waitedMs >= 45, true);
    const parallel = await measure(() =>
      Promise.all([kv.get(["a"]), kv.get(["b"]), kv.atomic().set(["c"], 1).commit()])
    );
    assertEquals([parallel.ops, parallel.depth], [3, 1]);
  });
});

Deno.test("openKv() lists: each batch is one round trip, as in Deno's own iterator", async () => {
  await withStore(1, async (kv) => {
    for (let i = 0; i < 250; i += 50) {
      const op = kv.atomic();
      for (let j = i; j < i + 50; j++) op.set(["n", j], j);
      await op.commit();
    }
    const all: number[] = [];
    const whole = await measure(async () => {
      for await (const e of kv.list<number>({ prefix: ["n"] })) all.push(e.value);
    });
    assertEquals(all, Array.from({ length: 250 }, (_, i) => i));
    // 100 + 100 + 50 (short: the end).
    assertEquals([whole.ops, whole.depth], [3, 3]);
    const exact = await measure(async () => {
      for await (const _ of kv.list({ prefix: ["n"] }, { batchSize: 125 })) { /* read */ }
    });
    // Two full batches, then one read that finds nothing more.
    assertEquals(exact.ops, 3);
    const limited = await measure(async () => {
      for await (const _ of kv.list({ prefix: ["n"] }, { limit: 10 })) { /* read */ }
    });
    assertEquals(limited.ops, 1);
    const reversed: number[] = [];
    for await (const e of kv.list<number>({ prefix: ["n"] }, { reverse: true, batchSize: 7 })) {
      reversed.push(e.value);
    }
    assertEquals(reversed, Array.from({ length: 250 }, (_, i) => 249 - i));
  });
});

Deno.test("openKv() lists: a limited list's cursor continues where it stopped", async () => {
  await withStore(0, async (kv) => {
    const op = kv.atomic();
    for (let j = 0; j < 30; j++) op.set(["n", j], j);
    await op.commit();
    const pages: number[][] = [];
    let cursor: string | undefined;
    for (let p = 0; p < 4; p++) {
      const iter = kv.list<number>({ prefix: ["n"] }, { limit: 12, cursor });
      const page: number[] = [];
      for await (const e of iter) page.push(e.value);
      pages.push(page);
      cursor = iter.cursor;
      if (!cursor) break;
    }
    assertEquals(pages.flat(), Array.from({ length: 30 }, (_, i) => i));
    assertEquals(pages.map((p) => p.length).slice(0, 3), [12, 12, 6]);
  });
});

Deno.test("KvMeter: work left running after close() is not the request's", async () => {
  await withStore(5, async (kv) => {
    const meter = new KvMeter();
    let later: Promise<unknown> = Promise.resolve();
    await meterKv(meter, async () => {
      await kv.get(["a"]);
      later = kv.get(["a"]).then(() => kv.get(["b"]));
    });
    const reading = meter.close();
    await later;
    assertEquals([reading.ops, reading.depth], [1, 1]);
    assertEquals(
      serverTiming({ ops: 2, depth: 1, waitedMs: 3.25 }),
      'kv;dur=3.3;desc="2 ops, depth 1"',
    );
  });
});
