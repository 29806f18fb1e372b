/**
 * Checks that every media file's bytes are what its record says: the SHA-256 and size stored
 * when it was uploaded, for its current content and every earlier one ("Replace file"), in the
 * library and in its trash. SQLite's own check cannot see bytes changed inside a value; this
 * does (a restore refuses such a backup: lib/db/backup.ts).
 */
import { createHash } from "node:crypto";
import type { BlobRef } from "./blobs.ts";
import { keys } from "./keys.ts";
import type { MediaFileRecord } from "./media.ts";

/** The first file whose stored bytes do not match its record, in one sentence; null if none. */
export async function firstMediaMismatch(kv: Deno.Kv): Promise<string | null> {
  for (const prefix of [keys.mediaFiles(), keys.mediaTrashAll()]) {
    for await (const { value: file } of kv.list<MediaFileRecord>({ prefix })) {
      const contents = [file, ...(file.history ?? [])];
      for (const content of contents) {
        if (!content.blob) continue;
        const found = await hashOf(kv, content.blob);
        if (found.sha256 !== content.sha256 || found.size !== content.size) {
          return `media file #${file.id} (${file.name}) does not match its stored SHA-256`;
        }
      }
    }
  }
  return null;
}

/** The SHA-256 and length of a blob's chunks as stored, read one chunk at a time. */
async function hashOf(kv: Deno.Kv, ref: BlobRef): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of kv.list<Uint8Array>({ prefix: keys.blobChunks(ref.id) })) {
    hash.update(chunk.value);
    size += chunk.value.length;
  }
  return { sha256: hash.digest("hex"), size };
}
