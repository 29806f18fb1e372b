/**
 * An export with thousands of media files imports: their index keys (the hash index is ~90
 * bytes a key) once made a commit of 1,000 entries pass KV's 80 KiB of keys ("Total key size
 * too large"), from about 910 files on, and the store was left unfinished. 2,000 small files
 * are made through lib/db as an upload makes them, exported and imported by the real commands.
 */
import { readBlob } from "../../lib/db/blobs.ts";
import { writeBlob } from "../../lib/db/blobs.ts";
import { keys } from "../../lib/db/keys.ts";
import { getMedia, insertDir, insertMedia, type MediaFileRecord } from "../../lib/db/media.ts";
import { assertEquals } from "../_utils/assert.ts";
import { sha256Hex } from "../_utils/hash.ts";
import { runTask } from "../_utils/process.ts";

const FILES = 2000;
const FOLDER = "/archive/photographs-of-the-annual-open-day";

function contentOf(i: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`file ${i}: ${"x".repeat(i % 97)}\n`);
}

Deno.test("an export with 2,000 media files imports whole", async () => {
  const dir = await Deno.makeTempDir();
  const source = `${dir}/source.kv`;
  const target = `${dir}/target.kv`;
  const archive = `${dir}/site.jsonl.gz`;
  try {
    const kv = await Deno.openKv(source);
    try {
      await insertDir(kv, { path: "/archive", createdAt: 1 });
      await insertDir(kv, { path: FOLDER, createdAt: 1 });
      for (let i = 1; i <= FILES; i++) {
        const bytes = contentOf(i);
        const blob = await writeBlob(kv, bytes, { maxBytes: 1024 });
        const record: MediaFileRecord = {
          id: i,
          path: FOLDER,
          name: `open-day-photograph-number-${String(i).padStart(5, "0")}.txt`,
          defaultAltText: "",
          shared: false,
          kind: "document",
          mime: "text/plain",
          blob: { ...blob, type: "text/plain" },
          size: blob.size,
          sha256: blob.sha256,
          width: null,
          height: null,
          raster: false,
          inert: true,
          video: null,
          createdAt: i,
          updatedAt: i,
          uploadedBy: 1,
        };
        await insertMedia(kv, record);
      }
      await kv.set(keys.counter("media_files"), FILES);
    } finally {
      kv.close();
    }

    const exported = await runTask("export", [archive], { KV_PATH: source });
    assertEquals(exported.code, 0, exported.stderr);
    const imported = await runTask("import", [archive], { KV_PATH: target });
    assertEquals(imported.code, 0, imported.stderr);

    const out = await Deno.openKv(target);
    try {
      // Finished: the schema mark is there and the import marker gone.
      assertEquals((await out.get(keys.importMarker())).versionstamp, null);
      assertEquals((await out.get<{ app: string }>(keys.schema())).value?.app, "ximblox");
      let files = 0;
      for await (const _ of out.list({ prefix: keys.mediaFiles() })) files++;
      assertEquals(files, FILES);
      for (const id of [1, 2, 910, 911, 1500, FILES]) {
        const file = await getMedia(out, id);
        assertEquals(file?.name, `open-day-photograph-number-${String(id).padStart(5, "0")}.txt`);
        const bytes = await readBlob(out, file!.blob!);
        assertEquals(sha256Hex(bytes), sha256Hex(contentOf(id)));
        assertEquals(file!.sha256, sha256Hex(contentOf(id)));
        const byHash = await out.get(keys.mediaByHash(file!.sha256, id));
        assertEquals(byHash.value, true);
      }
    } finally {
      out.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
