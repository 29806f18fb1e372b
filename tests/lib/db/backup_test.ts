import { assert, assertEquals } from "../../_utils/assert.ts";
import { tempDir } from "../../_utils/temp_dir.ts";
import {
  BackupRefused,
  backupStore,
  defaultBackupFile,
  restoreStore,
  storeFileOf,
} from "../../../lib/db/backup.ts";
import { writeBlob } from "../../../lib/db/blobs.ts";
import { writeSchema } from "../../../lib/db/schema.ts";

async function entries(file: string): Promise<[Deno.KvKey, unknown][]> {
  const kv = await Deno.openKv(file);
  const out: [Deno.KvKey, unknown][] = [];
  for await (const entry of kv.list({ prefix: [] })) out.push([entry.key, entry.value]);
  kv.close();
  return out;
}

Deno.test("storeFileOf() refuses :memory: and KV Connect URLs, pointing to export", () => {
  for (const path of [":memory:", "https://api.deno.com/databases/x/connect", "http://kv:4512"]) {
    try {
      storeFileOf(path);
      throw new Error(`accepted ${path}`);
    } catch (err) {
      assert(err instanceof BackupRefused);
      assert(err.message.includes("deno task export"), err.message);
    }
  }
  assertEquals(storeFileOf("./data/ximblox.kv"), "./data/ximblox.kv");
});

Deno.test("defaultBackupFile() names the UTC time, without characters file systems refuse", () => {
  const at = new Date("2026-11-27T01:02:03.456Z");
  assertEquals(defaultBackupFile(at), "./backups/ximblox-2026-11-27T01-02-03Z.kv");
});

Deno.test("backupStore() then restoreStore() carry every key and value, blobs included", async () => {
  await using temp = await tempDir();
  const dir = temp.path;
  const source = `${dir}/live.kv`;
  const kv = await Deno.openKv(source);
  await writeSchema(kv);
  const bytes = new Uint8Array(150_000).map((_, i) => i % 251);
  const blob = await writeBlob(kv, bytes, { maxBytes: bytes.length });
  assertEquals(blob.chunks, 3);
  await kv.set(["pages", 1], { id: 1, title: "Ünïcode ✓", when: new Date(0), n: 10n });
  // The store stays open, as under a running server.
  const done = await backupStore(source, `${dir}/b/backup.kv`);
  assertEquals(done.schema.app, "ximblox");
  assertEquals(done.bytes, (await Deno.stat(`${dir}/b/backup.kv`)).size);
  const expected = await entries(source);
  kv.close();
  const restored = await restoreStore(`${dir}/b/backup.kv`, `${dir}/new/site.kv`);
  assertEquals(restored.replaced, false);
  assertEquals(await entries(`${dir}/new/site.kv`), expected);
});
