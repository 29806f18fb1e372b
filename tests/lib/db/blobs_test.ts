import { assert, assertEquals } from "../../_utils/assert.ts";
import { rejects } from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  BlobTooLarge,
  CHUNK_BYTES,
  claimBlob,
  collectOrphanBlobs,
  readBlob,
  writeBlob,
} from "../../../lib/db/blobs.ts";

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += 65536) crypto.getRandomValues(out.subarray(i, i + 65536));
  return out;
}

function streamOf(bytes: Uint8Array, piece = 10_000): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + piece));
      offset += piece;
    },
  });
}

async function count(kv: Deno.Kv, prefix: Deno.KvKey): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix })) n++;
  return n;
}

Deno.test("writeBlob() chunks a stream and readBlob() returns it byte for byte", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const ref = await writeBlob(kv, streamOf(bytes), { maxBytes: 10 * 1024 * 1024 });
    assertEquals(ref.size, bytes.length);
    assertEquals(ref.chunks, Math.ceil(bytes.length / CHUNK_BYTES));
    assertEquals(ref.sha256, createHash("sha256").update(bytes).digest("hex"));
    assertEquals(await readBlob(kv, ref), bytes);
  } finally {
    kv.close();
  }
});

Deno.test("writeBlob() refuses more than maxBytes while streaming and leaves nothing", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const bytes = randomBytes(200_001);
    await rejects(writeBlob(kv, streamOf(bytes), { maxBytes: 200_000 }), BlobTooLarge);
    assertEquals(await count(kv, ["blob_chunks"]), 0);
    assertEquals(await count(kv, ["blobs_pending"]), 0);
  } finally {
    kv.close();
  }
});

Deno.test("collectOrphanBlobs() removes unclaimed uploads after an hour, keeps claimed ones", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const orphan = await writeBlob(kv, randomBytes(100_000), { maxBytes: 1e6 });
    const kept = await writeBlob(kv, randomBytes(100_000), { maxBytes: 1e6 });
    await claimBlob(kv.atomic(), kept).commit();
    assertEquals(await collectOrphanBlobs(kv), 0, "too young to collect");
    assertEquals(await collectOrphanBlobs(kv, Date.now() + 61 * 60_000), 1);
    assertEquals(await count(kv, ["blob_chunks", orphan.id]), 0);
    assert((await readBlob(kv, kept)).length === 100_000);
  } finally {
    kv.close();
  }
});
