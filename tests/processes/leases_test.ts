import { assert, assertEquals } from "../_utils/assert.ts";
import { openKv } from "../../lib/db/kv.ts";
import { keys } from "../../lib/db/keys.ts";
import { withLease } from "../../lib/db/leases.ts";
import { waitFor } from "../_utils/wait.ts";

async function withStores(n: number, run: (stores: Deno.Kv[], path: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/store.kv`;
  const stores: Deno.Kv[] = [];
  try {
    for (let i = 0; i < n; i++) stores.push(await openKv(path));
    await run(stores, path);
  } finally {
    for (const kv of stores) kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("withLease() runs a job claimed together by three connections once", async () => {
  await withStores(3, async (stores) => {
    let running = 0;
    let runs = 0;
    const outcomes = await Promise.all(
      stores.map((kv) =>
        withLease(kv, "job", { ttlMs: 5000 }, async () => {
          running++;
          runs++;
          assertEquals(running, 1, "one run at a time");
          await new Promise((r) => setTimeout(r, 100)); // the others try while this one runs
          running--;
          return "done";
        })
      ),
    );
    assertEquals(runs, 1);
    assertEquals(outcomes.filter((o) => o.ran).length, 1);
    // Released: the next claim runs again; with minIntervalMs, a run finished lately skips.
    assert((await withLease(stores[1], "job", { ttlMs: 5000 }, () => Promise.resolve(1))).ran);
    const recent = await withLease(
      stores[2],
      "job",
      { ttlMs: 5000, minIntervalMs: 60_000 },
      () => Promise.resolve(2),
    );
    assertEquals(recent, { ran: false, reason: "recent" });
  });
});

Deno.test("withLease() renews a long run's lease; a failed run is not counted as done", async () => {
  await withStores(2, async ([a, b]) => {
    // A ttl of 1.5 s, renewed every 0.5 s: a renewal may run up to a second late (a busy
    // machine's event loop) before the lease lapses, and the run lasts well past the ttl.
    const long = withLease(a, "long", { ttlMs: 1500 }, async () => {
      // Far past the ttl: renewals keep the other connection out.
      for (let i = 0; i < 6; i++) {
        await new Promise((r) => setTimeout(r, 500));
        const other = await withLease(b, "long", { ttlMs: 1500 }, () => Promise.resolve(0));
        assertEquals(other, { ran: false, reason: "held" });
      }
      return "long";
    });
    assertEquals(await long, { ran: true, value: "long" });
    let threw = false;
    try {
      await withLease(a, "fails", { ttlMs: 1000, minIntervalMs: 60_000 }, () => {
        throw new Error("cut off");
      });
    } catch {
      threw = true;
    }
    assert(threw);
    // Not done: the next claim runs it at once, interval or not.
    const again = await withLease(
      b,
      "fails",
      { ttlMs: 1000, minIntervalMs: 60_000 },
      () => Promise.resolve("again"),
    );
    assertEquals(again, { ran: true, value: "again" });
  });
});

Deno.test("withLease() takes over the lease of a process killed mid-job once it expires", async () => {
  await withStores(1, async ([kv], path) => {
    // A real second process claims the lease and hangs in its job until it is killed.
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "eval",
        "--unstable-kv",
        `import { openKv } from ${
          JSON.stringify(new URL("../../lib/db/kv.ts", import.meta.url).href)
        };
         import { withLease } from ${
          JSON.stringify(new URL("../../lib/db/leases.ts", import.meta.url).href)
        };
         const kv = await openKv(${JSON.stringify(path)});
         await withLease(kv, "job", { ttlMs: 400 }, () => new Promise(() => {}));`,
      ],
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      await waitFor(
        "the child's claim",
        15_000,
        async () => !!(await kv.get<{ holder: string | null }>(keys.lease("job"))).value?.holder,
      );
      assertEquals(
        await withLease(kv, "job", { ttlMs: 400 }, () => Promise.resolve(0)),
        { ran: false, reason: "held" },
      );
    } finally {
      child.kill("SIGKILL");
      await child.status;
    }
    // Taken over within the wait: the dead claim expired (its 400 ms) long before the 5 s ran out.
    const outcome = await withLease(
      kv,
      "job",
      { ttlMs: 400, waitMs: 5000 },
      () => Promise.resolve("taken over"),
    );
    assertEquals(outcome, { ran: true, value: "taken over" });
  });
});
