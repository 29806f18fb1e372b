import { assert, assertEquals } from "../../_utils/assert.ts";
import { tempDir } from "../../_utils/temp_dir.ts";
import { snapshotStoreFile } from "../../../lib/db/store_snapshot.ts";

async function entries(file: string): Promise<[Deno.KvKey, unknown][]> {
  const kv = await Deno.openKv(file);
  try {
    return (await Array.fromAsync(kv.list({ prefix: [] }))).map((e) => [e.key, e.value]);
  } finally {
    kv.close();
  }
}

Deno.test("snapshotStoreFile() copies every key of a store that is open and written to", async () => {
  await using temp = await tempDir();
  const live = `${temp.path}/live.kv`;
  const kv = await Deno.openKv(live);
  try {
    for (let i = 0; i < 50; i++) await kv.set(["pages", i], { title: `Page ${i}` });
    for (const worker of [false, true]) {
      const copy = `${temp.path}/copy-${worker}.kv`;
      await snapshotStoreFile(live, copy, { worker });
      const copied = await entries(copy);
      assertEquals(copied.length, 50, `worker: ${worker}`);
      assertEquals(copied[7], [["pages", 7], { title: "Page 7" }]);
    }
  } finally {
    kv.close();
  }
});

Deno.test("snapshotStoreFile() on a stopped store leaves nothing beside it on its own thread", async () => {
  await using temp = await tempDir();
  const store = `${temp.path}/store.kv`;
  const kv = await Deno.openKv(store);
  await kv.set(["a"], 1);
  kv.close();
  await snapshotStoreFile(store, `${temp.path}/copy.kv`);
  const names = [...Deno.readDirSync(temp.path)].map((e) => e.name).sort();
  assertEquals(names, ["copy.kv", "store.kv"]);
});

Deno.test("snapshotStoreFile() in a worker fails with the reason when there is no store", async () => {
  await using temp = await tempDir();
  const failed = await snapshotStoreFile(`${temp.path}/none/store.kv`, `${temp.path}/copy.kv`, {
    worker: true,
  }).then(() => null, (err: Error) => err.message);
  assert(failed?.startsWith("Copying the store failed: "), String(failed));
});
