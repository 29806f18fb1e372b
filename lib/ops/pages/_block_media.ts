/**
 * The images and files a block owns (`__images`, `__files`) name library files by hash, and the
 * media URL get-page-file serves them to anyone once the page is published. So a block keeps only
 * the records of files it really uses — those its props point at by `fileID` — and a record that
 * names any other file (a private one, by its hash) is dropped when the block is stored.
 */
import type { Block } from "../../content/blocks/index.ts";
import { mediaFileIDs } from "../../content/media_usage.ts";
import { mediaHashes } from "../../db/media.ts";

function hasRecords(block: Block): boolean {
  return Object.keys(block.__images ?? {}).length > 0 ||
    Object.keys(block.__files ?? {}).length > 0;
}

/** `blocks` with every `__images` / `__files` record of a file the block does not use dropped. */
export async function ownedMediaOnly(kv: Deno.Kv, blocks: Block[]): Promise<Block[]> {
  const owning = blocks.filter(hasRecords);
  if (owning.length === 0) return blocks;
  const ids = mediaFileIDs({ blocks: owning, seoImage: [] });
  const hashOf = await mediaHashes(kv, ids);
  return blocks.map((block) => {
    if (!hasRecords(block)) return block;
    const used = new Set(
      mediaFileIDs({ blocks: [block], seoImage: [] }).flatMap((id) => hashOf.get(id) ?? []),
    );
    const keep = <R extends { hash: string }>(records: Record<string, R> | undefined) =>
      Object.fromEntries(Object.entries(records ?? {}).filter(([, r]) => used.has(r.hash)));
    return { ...block, __images: keep(block.__images), __files: keep(block.__files) };
  });
}
