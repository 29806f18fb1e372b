/**
 * Replacing the blocks of a stored version in place (a link rewrite after a slug change), with
 * its index entries (version_index.ts).
 */
import type { Block } from "../content/blocks/index.ts";
import { claimBlob, deleteBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { CommitConflict } from "./kv.ts";
import { type PageRecord, touchPages, type VersionRecord } from "./page_records.ts";
import { getPage } from "./pages.ts";
import { writeBlocks } from "./version_blocks.ts";
import { indexChangesIn, indexWant, readIndexState } from "./version_index.ts";

/**
 * Replaces the blocks of a stored version in place, checked as read. When the version is the
 * page's latest, the page gets a new revision too, so an editor holding the old one learns of
 * the change instead of overwriting it.
 */
export async function replaceBlocks(
  kv: Deno.Kv,
  versionBefore: Deno.KvEntry<VersionRecord>,
  blocks: Block[],
  pageBefore: Deno.KvEntry<PageRecord> | null,
): Promise<void> {
  const v = versionBefore.value;
  // A page's locale and type never change: reading it apart from the commit is safe.
  const [page, have, ref] = await Promise.all([
    pageBefore?.value ?? getPage(kv, v.pageID),
    readIndexState(kv, v.id),
    writeBlocks(kv, blocks),
  ]);
  const op = kv.atomic().check(versionBefore).set(keys.version(v.id), { ...v, blocksRef: ref });
  const followUp = page
    ? indexChangesIn(op, [{
      versionID: v.id,
      pageID: v.pageID,
      have,
      want: indexWant(v, blocks, page),
    }])
    : null;
  if (pageBefore) {
    op.check(pageBefore).set(keys.page(pageBefore.value.id), {
      ...pageBefore.value,
      revision: crypto.randomUUID(),
    });
  }
  claimBlob(op, ref);
  const result = await touchPages(op, [v.pageID]).commit();
  if (!result.ok) {
    await deleteBlob(kv, ref);
    throw new CommitConflict();
  }
  await followUp?.(kv, result.versionstamp);
  await deleteBlob(kv, v.blocksRef);
}
