/**
 * A version's blocks, kept as a chunked JSON blob (a long page outgrows one 64 KiB value):
 * reading, writing as a pending blob, and replacing them in place (a link rewrite).
 */
import type { Block } from "../content/blocks/index.ts";
import { type BlobRef, claimBlob, deleteBlob, readBlob, writeBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { linkTargetsOf, setVersionLinksIn, versionLinksEntry } from "./link_index.ts";
import { CommitConflict } from "./kv.ts";
import { type PageRecord, touchPages, type VersionRecord } from "./page_records.ts";
import { getPage } from "./pages.ts";

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
 * Replaces the blocks of a stored version in place (a link rewrite), checked as read. When the
 * version is the page's latest, the page gets a new revision too, so an editor holding the old
 * one learns of the change instead of overwriting it.
 */
export async function replaceBlocks(
  kv: Deno.Kv,
  versionBefore: Deno.KvEntry<VersionRecord>,
  blocks: Block[],
  pageBefore: Deno.KvEntry<PageRecord> | null,
): Promise<void> {
  const v = versionBefore.value;
  // A page's locale never changes: reading it apart from the commit is safe.
  const locale = (pageBefore?.value ?? await getPage(kv, v.pageID))?.locale;
  const links = await versionLinksEntry(kv, v.id);
  const ref = await writeBlocks(kv, blocks);
  const op = kv.atomic().check(versionBefore).set(keys.version(v.id), { ...v, blocksRef: ref });
  if (locale !== undefined) {
    setVersionLinksIn(op, {
      versionID: v.id,
      pageID: v.pageID,
      previous: links,
      targets: linkTargetsOf(blocks, locale),
    });
  }
  if (pageBefore) {
    op.check(pageBefore).set(keys.page(pageBefore.value.id), {
      ...pageBefore.value,
      revision: crypto.randomUUID(),
    });
  }
  claimBlob(op, ref);
  if (!(await touchPages(op).commit()).ok) {
    await deleteBlob(kv, ref);
    throw new CommitConflict();
  }
  await deleteBlob(kv, v.blocksRef);
}
