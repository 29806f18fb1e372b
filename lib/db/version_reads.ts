/**
 * Many versions with their blocks at once, for reports over every page (the link report, the
 * missing media report): read side by side in bounded waves, never one page after another.
 */
import type { Block } from "../content/blocks/index.ts";
import type { VersionRecord } from "./page_records.ts";
import { readBlocks } from "./version_blocks.ts";
import { getVersions } from "./versions.ts";

/** Blob reads a whole-site report keeps under way at once (each a round trip of its own). */
const BLOCK_READS_AT_ONCE = 100;

/**
 * Versions with their blocks, by id (missing ones left out): the versions ten to a read, side by
 * side, then their blocks in waves of {@link BLOCK_READS_AT_ONCE}. A report over every page read
 * them one page after another before: two round trips a page in a row, minutes at the edge.
 */
export async function versionsWithBlocks(
  kv: Deno.Kv,
  ids: number[],
): Promise<Map<number, { version: VersionRecord; blocks: Block[] }>> {
  const versions = [...(await getVersions(kv, [...new Set(ids)])).values()];
  const out = new Map<number, { version: VersionRecord; blocks: Block[] }>();
  for (let i = 0; i < versions.length; i += BLOCK_READS_AT_ONCE) {
    const wave = versions.slice(i, i + BLOCK_READS_AT_ONCE);
    const blocks = await Promise.all(wave.map((v) => readBlocks(kv, v)));
    wave.forEach((version, j) => out.set(version.id, { version, blocks: blocks[j] }));
  }
  return out;
}
