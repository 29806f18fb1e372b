/**
 * The one batching rule of bulk writes: commits stay within KV's limits whatever the keys and
 * values look like (long keys, many checks, big values), and the size estimates are never below
 * what KV counts.
 */
import {
  BatchWriter,
  COMMIT_BUDGET,
  deleteListed,
  keyBytes,
  writeInBatches,
} from "../../../lib/db/commit_batches.ts";
import { CommitConflict } from "../../../lib/db/kv.ts";
import { assert, assertEquals } from "../../_utils/assert.ts";

Deno.test("keyBytes is never below KV's count: keys it sums to 80 KiB are taken in one commit", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const shapes: ((i: number) => Deno.KvKey)[] = [
      (i) => ["k", "é".repeat(300), i, "a\u0000b", true],
      (i) => ["k", new Uint8Array(500).fill(i % 2), BigInt(i) * 2n ** 70n, "日本".repeat(50)],
      (i) => ["k", "😀".repeat(150), i, false],
    ];
    for (const key of shapes) {
      const op = kv.atomic();
      let total = 0;
      for (let i = 0; total + keyBytes(key(i)) <= 81_920; i++) {
        op.set(key(i), 1);
        total += keyBytes(key(i));
      }
      assert(total > 80_000, `${total}`);
      assert((await op.commit()).ok);
    }
  } finally {
    kv.close();
  }
});

Deno.test("a BatchWriter splits by keys, values and mutations alike", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // 2,000 sets of 1 KB keys: by mutations one commit would do, by keys it takes over 30.
    const long = "x".repeat(1000);
    const commits = await writeInBatches(
      kv,
      Array.from({ length: 2000 }, (_, i) => ({ key: [long, i], value: true })),
    );
    assert(commits >= 2000 * 1000 / COMMIT_BUDGET.keyBytes, `${commits} commits`);
    // Big values: at most ten 64 KB chunks a commit.
    const bytes = new Uint8Array(64_000);
    const writer = new BatchWriter(kv);
    for (let i = 0; i < 25; i++) await writer.set(["blob", i], bytes);
    await writer.flush();
    assertEquals(writer.commits, 3);
    // Small keys: by mutations.
    const small = await writeInBatches(
      kv,
      Array.from({ length: 2000 }, (_, i) => ({ key: ["s", i], value: i })),
    );
    assertEquals(small, 3);
    // And they are all there; deleting them is batched too.
    let n = 0;
    for await (const _ of kv.list({ prefix: [long] })) n++;
    assertEquals(n, 2000);
    assertEquals(await deleteListed(kv, kv.list({ prefix: [long] })), 2000);
    assertEquals(await deleteListed(kv, kv.list({ prefix: ["s"] }), (k) => k[1] === 7), 1999);
    assertEquals((await kv.get(["s", 7])).value, 7);
  } finally {
    kv.close();
  }
});

Deno.test("a BatchWriter's checks go with every commit: a change of the checked key stops it", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await kv.set(["marker"], 1);
    const marker = await kv.get(["marker"]);
    const writer = new BatchWriter(kv, { checks: [marker] });
    for (let i = 0; i < 1500; i++) await writer.set(["a", i], i);
    await kv.set(["marker"], 2);
    const failed = await writer.flush().then(() => null, (err) => err);
    assert(failed instanceof CommitConflict, String(failed));
    assertEquals(writer.commits, 1);
    assertEquals((await kv.get(["a", 0])).value, 0);
    assertEquals((await kv.get(["a", 1499])).value, null);
  } finally {
    kv.close();
  }
});
