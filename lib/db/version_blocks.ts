/**
 * A version's blocks, kept as a chunked JSON blob (a long page outgrows one 64 KiB value):
 * reading, and writing as a pending blob (replacing them in place: block_rewrite.ts).
 */
import type { Block } from "../content/blocks/index.ts";
import { type BlobRef, readBlob, writeBlob } from "./blobs.ts";
import type { VersionRecord } from "./page_records.ts";

/** Upper bound of a version's block list as JSON. */
const MAX_BLOCKS_BYTES = 8 * 1024 * 1024;

export async function readBlocks(kv: Deno.Kv, version: VersionRecord): Promise<Block[]> {
  const bytes = await readBlob(kv, version.blocksRef);
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Writes a block list as a pending blob; it is claimed by the commit that points at it. */
export function writeBlocks(kv: Deno.Kv, blocks: Block[]): Promise<BlobRef> {
  return writeBlob(kv, new TextEncoder().encode(JSON.stringify(blocks)), {
    maxBytes: MAX_BLOCKS_BYTES,
  });
}
