import { assert, assertEquals } from "../_utils/assert.ts";
import { tempDir } from "../_utils/temp_dir.ts";
import { holdsData, inspectOwnCopy, isOpenElsewhere } from "../../lib/db/store_file.ts";
import { writeSchema } from "../../lib/db/schema.ts";

async function makeStore(file: string): Promise<void> {
  const kv = await Deno.openKv(file);
  await writeSchema(kv);
  kv.close();
}

Deno.test("holdsData() is false for an empty file, true for a store with keys or a foreign file", async () => {
  await using temp = await tempDir();
  const empty = `${temp.path}/empty.kv`;
  await Deno.writeFile(empty, new Uint8Array());
  assertEquals(await holdsData(empty), false);
  const store = `${temp.path}/store.kv`;
  await makeStore(store);
  assertEquals(await holdsData(store), true);
  const text = `${temp.path}/notes.txt`;
  await Deno.writeTextFile(text, "mine");
  assertEquals(await holdsData(text), true);
  // The check leaves nothing beside a stopped store.
  assertEquals([...Deno.readDirSync(temp.path)].map((e) => e.name).sort(), [
    "empty.kv",
    "notes.txt",
    "store.kv",
  ]);
});

Deno.test("inspectOwnCopy() answers the mark and leaves one self-contained file", async () => {
  await using temp = await tempDir();
  const copy = `${temp.path}/copy.kv`;
  await makeStore(copy);
  const { schema } = await inspectOwnCopy(copy, "The copy");
  assertEquals(schema.app, "ximblox");
  assertEquals([...Deno.readDirSync(temp.path)].map((e) => e.name), ["copy.kv"]);
  // Bytes 18 and 19 of the header: 1 is the rollback journal (2 would be WAL).
  const header = (await Deno.readFile(copy)).subarray(18, 20);
  assertEquals([...header], [1, 1]);
});

Deno.test("isOpenElsewhere() is true while another process has the store open, idle or not", async () => {
  await using temp = await tempDir();
  const store = `${temp.path}/store.kv`;
  await makeStore(store);
  assertEquals(isOpenElsewhere(store), false);
  // A process that opens the store, says so, and holds it until its stdin closes.
  const holder = new Deno.Command(Deno.execPath(), {
    args: [
      "eval",
      "--unstable-kv",
      `const kv = await Deno.openKv(${JSON.stringify(store)}); await kv.get(["x"]);
       console.log("open");
       for await (const _ of Deno.stdin.readable) { /* until closed */ }
       kv.close();`,
    ],
    stdin: "piped",
    stdout: "piped",
  }).spawn();
  const lines = holder.stdout.pipeThrough(new TextDecoderStream()).getReader();
  assertEquals((await lines.read()).value?.trim(), "open");
  try {
    assert(isOpenElsewhere(store), "seen open while the holder runs");
  } finally {
    await holder.stdin.close();
    await lines.cancel();
    await holder.status;
  }
  assertEquals(isOpenElsewhere(store), false);
});
