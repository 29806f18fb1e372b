import { DatabaseSync } from "node:sqlite";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { isBusy, isStoreFile, openKv, StoreBusy } from "../../../lib/db/kv.ts";
import { kvBusyFailures, kvBusyRetries, kvCommits } from "../../../lib/observe/metrics.ts";

/** Three connections on one temp store file: SQLite's real contention, as between processes. */
async function withStores(
  n: number,
  run: (stores: Deno.Kv[], path: string) => Promise<void>,
  opts: { busyRetryMs?: number } = {},
): Promise<void> {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const stores: Deno.Kv[] = [];
  try {
    for (let i = 0; i < n; i++) stores.push(await openKv(path, opts));
    await run(stores, path);
  } finally {
    for (const kv of stores) kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

/** A counter's total in this process's registry (the commits' only with `outcome`). */
async function counterValue(
  metric: typeof kvCommits | typeof kvBusyRetries,
  outcome?: string,
): Promise<number> {
  const values = (await metric.get()).values as { value: number; labels: { outcome?: string } }[];
  return values.filter((v) => !outcome || v.labels.outcome === outcome)
    .reduce((a, v) => a + v.value, 0);
}

Deno.test("openKv() stores wait out a busy store: checked increments from three connections all land once", async () => {
  // The same load on bare Deno.openKv connections fails with "database is locked" (see
  // the first part): the wrapper is what makes it pass.
  await withStores(3, async (stores, path) => {
    const bare = [await Deno.openKv(path), await Deno.openKv(path)];
    let bareBusy = 0;
    try {
      await Promise.all(bare.flatMap((kv) =>
        Array.from({ length: 20 }, async (_, j) => {
          for (let n = 0; n < 10; n++) {
            try {
              // A commit with a check reads before it writes: the kind SQLite cannot make wait
              // (its snapshot may be stale), so it fails "database is locked" at once.
              const cur = await kv.get(["bare", j % 3]);
              await kv.atomic().check(cur).set(["bare", j % 3], n).commit();
            } catch (err) {
              if (!isBusy(err)) throw err;
              bareBusy++;
            }
          }
        })
      ));
    } finally {
      for (const kv of bare) kv.close();
    }
    assert(bareBusy > 0, "bare connections on one file meet a busy store");

    const retriesBefore = await counterValue(kvBusyRetries);
    const okBefore = await counterValue(kvCommits, "ok");
    let landed = 0;
    await Promise.all(stores.flatMap((kv) =>
      Array.from({ length: 15 }, async (_, j) => {
        for (let n = 0; n < 8; n++) {
          // Optimistic increments of one counter: each lands once, after any number of losses.
          for (;;) {
            const cur = await kv.get<number>(["count"]);
            const done = await kv.atomic().check(cur).set(["count"], (cur.value ?? 0) + 1)
              .set(["log", j, n, crypto.randomUUID()], "x".repeat(500)).commit();
            if (done.ok) break;
          }
          landed++;
        }
      })
    ));
    assertEquals(landed, 3 * 15 * 8);
    // Every commit that returned ok was applied once; none that failed busy was applied.
    assertEquals((await stores[1].get(["count"])).value, landed);
    let logged = 0;
    for await (const _ of stores[2].list({ prefix: ["log"] })) logged++;
    assertEquals(logged, landed);
    assert(await counterValue(kvBusyRetries) > retriesBefore, "the busy store was retried");
    assert(await counterValue(kvCommits, "ok") - okBefore >= landed);
  });
});

Deno.test("openKv() stores give a write up with StoreBusy once the store stays locked, having applied nothing", async () => {
  await withStores(1, async ([kv], path) => {
    await kv.set(["k"], "before");
    // Another writer holds SQLite's write lock (a real lock on the real file) for longer than
    // the retry window. Deno's connection itself waits up to about 5 s for a held lock before it
    // answers busy (SQLite's busy timeout), so one try takes that long here.
    const holder = new DatabaseSync(path);
    holder.exec("BEGIN IMMEDIATE");
    const failuresBefore = await counterValue(kvBusyFailures);
    const started = performance.now();
    try {
      let thrown: unknown;
      try {
        await kv.atomic().set(["k"], "during").commit();
      } catch (err) {
        thrown = err;
      }
      assert(thrown instanceof StoreBusy, `expected StoreBusy, got ${thrown}`);
      const waited = performance.now() - started;
      assert(waited >= 150 && waited < 5000 + 3000, `waited ${waited} ms`);
      // Reads go on while a writer holds the lock (WAL).
      assertEquals((await kv.get(["k"])).value, "before");
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    assertEquals(await counterValue(kvBusyFailures), failuresBefore + 1);
    // Once the lock is gone, the same write goes through.
    await kv.atomic().set(["k"], "after").commit();
    assertEquals((await kv.get(["k"])).value, "after");
  }, { busyRetryMs: 200 });
});

Deno.test("openKv() lists go on from their cursor: every entry once, limits kept", async () => {
  await withStores(2, async ([a, b]) => {
    for (let i = 0; i < 300; i++) await a.set(["item", i], i);
    // Writers keep the store busy while the other connection lists in small batches.
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) await a.atomic().set(["noise", n % 50], n).commit();
    })();
    try {
      for (let round = 0; round < 5; round++) {
        const seen: number[] = [];
        for await (const e of b.list<number>({ prefix: ["item"] }, { batchSize: 7 })) {
          seen.push(e.value);
        }
        assertEquals(seen, Array.from({ length: 300 }, (_, i) => i));
        const limited: number[] = [];
        for await (const e of b.list<number>({ prefix: ["item"] }, { limit: 20, batchSize: 3 })) {
          limited.push(e.value);
        }
        assertEquals(limited, Array.from({ length: 20 }, (_, i) => i));
      }
    } finally {
      writing = false;
      await writer;
    }
  });
});

Deno.test("isBusy() knows SQLite's busy and locked errors and nothing else", () => {
  assert(isBusy(new TypeError("database is locked")));
  assert(isBusy(new TypeError("database table is locked")));
  assert(!isBusy(new TypeError("Key too large for write")));
  assert(!isBusy(new StoreBusy("commit")));
});

Deno.test("isStoreFile() names files only: not :memory:, a KV Connect URL or the platform's store", () => {
  assertEquals(isStoreFile("./data/ximblox.kv"), true);
  assertEquals(isStoreFile(":memory:"), false);
  assertEquals(isStoreFile("https://denokv.internal:4512"), false);
  assertEquals(isStoreFile(""), false);
});
