/**
 * A version's blocks, kept as a chunked JSON blob (a long page outgrows one 64 KiB value):
 * reading, and writing as a pending blob (replacing them in place: block_rewrite.ts).
 */
import type { Block } from "../content/blocks/index.ts";
import { type BlobRef, readBlob, smallBlobIn, writeBlob } from "./blobs.ts";
import type { VersionRecord } from "./page_records.ts";

/** Upper bound of a version's block list as JSON. */
const MAX_BLOCKS_BYTES = 8 * 1024 * 1024;

export function readBlocks(kv: Deno.Kv, version: VersionRecord): Promise<Block[]> {
  return readBlocksAt(kv, version.blocksRef);
}

/** The blocks of the blob `ref` (known before the version is read: a page's manifest). */
export async function readBlocksAt(kv: Deno.Kv, ref: BlobRef): Promise<Block[]> {
  const bytes = await readBlob(kv, ref);
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Writes a block list as a pending blob; it is claimed by the commit that points at it. */
export function writeBlocks(kv: Deno.Kv, blocks: Block[]): Promise<BlobRef> {
  return writeBlob(kv, new TextEncoder().encode(JSON.stringify(blocks)), {
    maxBytes: MAX_BLOCKS_BYTES,
  });
}

/**
 * A block list as a blob for the commit that points at it: a list that fits one chunk (most
 * pages) is written by that commit itself (`writeIn`), saving a round trip; a longer one is
 * written now as a pending blob, claimed by the commit.
 */
export async function blocksForCommit(
  kv: Deno.Kv,
  blocks: Block[],
): Promise<{ ref: BlobRef; writeIn: (op: Deno.AtomicOperation) => void }> {
  const bytes = new TextEncoder().encode(JSON.stringify(blocks));
  const small = smallBlobIn(bytes);
  if (small) return small;
  const ref = await writeBlob(kv, bytes, { maxBytes: MAX_BLOCKS_BYTES });
  return { ref, writeIn: () => {} };
}
