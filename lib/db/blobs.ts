/**
 * Binary large objects in KV. A value holds at most 64 KiB, so a blob is cut into chunks stored
 * under a fresh id while it streams in, never held whole in memory. It becomes visible only when
 * its owner's record, pointing at it, is committed together with `claimBlob` — so a cut-off
 * upload leaves nothing visible, and its chunks (still marked pending) are collected later.
 */
import { createHash } from "node:crypto";
import { keys } from "./keys.ts";
import { BatchWriter, deleteListed } from "./commit_batches.ts";

export const CHUNK_BYTES = 64_000;
/** Pending blobs older than this are orphans of cut-off uploads. */
const ORPHAN_AFTER_MS = 60 * 60_000;

export interface BlobRef {
  id: string;
  size: number;
  sha256: string;
  chunks: number;
}

/** More bytes than the limit: callers answer it as a size failure (413), never a 500. */
export class BlobTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The upload exceeds ${limit} bytes.`);
  }
}

/** A blob whose chunks are gone or do not add up (removed while it was being read). */
export class BlobMissing extends Error {
  constructor(readonly id: string) {
    super(`Blob ${id} is incomplete.`);
  }
}

/**
 * Streams `source` into chunks, refusing more than `maxBytes` as they arrive (never trusting a
 * declared length). `onHead` sees the first chunk (up to 64 KB, for content sniffing) as soon as
 * it is complete, and may throw to refuse the upload.
 */
export async function writeBlob(
  kv: Deno.Kv,
  source: AsyncIterable<Uint8Array> | Uint8Array,
  options: { maxBytes: number; onHead?: (head: Uint8Array) => void },
): Promise<BlobRef> {
  const id = crypto.randomUUID();
  await kv.set(keys.pendingBlob(id), Date.now());
  const hash = createHash("sha256");
  let size = 0;
  let index = 0;
  let buffer = new Uint8Array(CHUNK_BYTES);
  let filled = 0;
  // Chunks go out as a commit fills (about ten of 64 KB within its byte budget).
  const writer = new BatchWriter(kv);
  const put = (chunk: Uint8Array) => writer.set(keys.blobChunk(id, index++), chunk);
  const take = async (bytes: Uint8Array) => {
    size += bytes.length;
    if (size > options.maxBytes) throw new BlobTooLarge(options.maxBytes);
    hash.update(bytes);
    let offset = 0;
    while (offset < bytes.length) {
      const n = Math.min(CHUNK_BYTES - filled, bytes.length - offset);
      buffer.set(bytes.subarray(offset, offset + n), filled);
      filled += n;
      offset += n;
      if (filled === CHUNK_BYTES) {
        if (index === 0) options.onHead?.(buffer);
        await put(buffer);
        buffer = new Uint8Array(CHUNK_BYTES);
        filled = 0;
      }
    }
  };

  try {
    if (source instanceof Uint8Array) {
      await take(source);
    } else {
      for await (const part of source) await take(part);
    }
    if (filled > 0) {
      if (index === 0) options.onHead?.(buffer.slice(0, filled));
      await put(buffer.slice(0, filled));
    }
    if (size === 0) options.onHead?.(new Uint8Array());
    await writer.flush();
  } catch (err) {
    await deleteChunks(kv, id);
    await kv.delete(keys.pendingBlob(id));
    throw err;
  }
  return { id, size, sha256: hash.digest("hex"), chunks: index };
}

/**
 * A blob of at most one chunk, written by its owner's commit itself: no pending marker and no
 * round trip of its own (an orphan cannot arise, the commit writes it or nothing). Null when the
 * bytes need more than one chunk ({@link writeBlob}).
 */
export function smallBlobIn(
  bytes: Uint8Array,
): { ref: BlobRef; writeIn: (op: Deno.AtomicOperation) => void } | null {
  if (bytes.length > CHUNK_BYTES) return null;
  const id = crypto.randomUUID();
  const ref = {
    id,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    chunks: bytes.length ? 1 : 0,
  };
  return { ref, writeIn: (op) => bytes.length && op.set(keys.blobChunk(id, 0), bytes) };
}

/** Adds to the owner's commit what makes a written blob permanent (no longer an orphan). */
export function claimBlob(op: Deno.AtomicOperation, ref: BlobRef): Deno.AtomicOperation {
  return op.delete(keys.pendingBlob(ref.id));
}

/** Reads a whole blob (for small ones such as profile images). */
export async function readBlob(kv: Deno.Kv, ref: BlobRef): Promise<Uint8Array> {
  const out = new Uint8Array(ref.size);
  let offset = 0;
  for await (const entry of kv.list<Uint8Array>({ prefix: keys.blobChunks(ref.id) })) {
    if (offset + entry.value.length > ref.size) throw new BlobMissing(ref.id);
    out.set(entry.value, offset);
    offset += entry.value.length;
  }
  if (offset !== ref.size) throw new BlobMissing(ref.id);
  return out;
}

/**
 * Streams bytes `start`..`end` (inclusive) of a blob, reading only the chunks that hold them —
 * for Range requests and large files, never the whole blob at once.
 */
export function blobStream(
  kv: Deno.Kv,
  ref: BlobRef,
  range: { start: number; end: number } = { start: 0, end: ref.size - 1 },
): ReadableStream<Uint8Array> {
  const first = Math.floor(range.start / CHUNK_BYTES);
  const last = Math.floor(range.end / CHUNK_BYTES);
  let entries: AsyncIterator<Deno.KvEntry<Uint8Array>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      entries ??= kv.list<Uint8Array>({
        start: keys.blobChunk(ref.id, first),
        end: keys.blobChunk(ref.id, last + 1),
      }, { batchSize: 16 })[Symbol.asyncIterator]();
      const next = await entries.next();
      if (next.done) return controller.close();
      const index = next.value.key[2] as number;
      const offset = index * CHUNK_BYTES;
      const chunk = next.value.value;
      const from = Math.max(0, range.start - offset);
      const to = Math.min(chunk.length, range.end - offset + 1);
      controller.enqueue(chunk.subarray(from, to));
    },
  });
}

/** Deletes a blob that no record points to any more (claimed, or written and then refused). */
export async function deleteBlob(kv: Deno.Kv, ref: BlobRef): Promise<void> {
  await deleteChunks(kv, ref.id);
  await kv.delete(keys.pendingBlob(ref.id));
}

async function deleteChunks(kv: Deno.Kv, id: string): Promise<void> {
  await deleteListed(kv, kv.list({ prefix: keys.blobChunks(id) }, { batchSize: 500 }));
}

/** Deletes the chunks of uploads that were cut off (pending for longer than an hour). */
export async function collectOrphanBlobs(kv: Deno.Kv, now = Date.now()): Promise<number> {
  let collected = 0;
  for await (const entry of kv.list<number>({ prefix: keys.pendingBlobs() })) {
    if (now - entry.value < ORPHAN_AFTER_MS) continue;
    const id = entry.key[1] as string;
    await deleteChunks(kv, id);
    await kv.atomic().check(entry).delete(entry.key).commit();
    collected++;
  }
  return collected;
}
