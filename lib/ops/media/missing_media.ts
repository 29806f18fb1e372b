/**
 * The media part of the link report: images and files that pages reference but that are no
 * longer in the library (in the trash, where they can be restored, or lost in an import). Both the latest
 * version and the live one are read, as a draft may already have replaced the image the public
 * still misses.
 */
import { mediaFileUses, type MissingMedia } from "../../content/media_usage.ts";
import { getMediaMany, trashedIDs } from "../../db/media.ts";
import { allPages } from "../../db/pages.ts";
import type { PageRecord } from "../../db/page_records.ts";
import { versionsWithBlocks } from "../../db/version_reads.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { canReadPage } from "../access/page_access.ts";

/** Missing files referenced by the pages the caller may read (edit-page, as the link report). */
export async function missingMediaFor(deps: Deps, actor: Actor | null): Promise<MissingMedia[]> {
  const a = requirePermission(actor, "edit-page");
  const found = new Map<string, MissingMedia>();
  const uses: MissingMedia[] = [];
  const pages = (await allPages(deps.kv)).filter((p) => canReadPage(a, p));
  const versionIDsOf = (p: PageRecord) =>
    [...new Set([p.latestVersionID, p.publishedVersionID])].filter((id) => id !== null);
  const read = await versionsWithBlocks(deps.kv, pages.flatMap(versionIDsOf));
  for (const page of pages) {
    for (const versionID of versionIDsOf(page)) {
      const got = read.get(versionID);
      if (!got) continue;
      for (const use of mediaFileUses({ ...got.version, blocks: got.blocks })) {
        uses.push({
          pageID: page.id,
          pageTitle: page.title,
          pageLocale: page.locale,
          ...use,
          live: versionID === page.publishedVersionID,
        });
      }
    }
  }
  const existing = new Set(
    (await getMediaMany(deps.kv, [...new Set(uses.map((u) => u.fileID))])).map((f) => f.id),
  );
  const missingIDs = [...new Set(uses.map((u) => u.fileID))].filter((id) => !existing.has(id));
  const trashed = await trashedIDs(deps.kv, missingIDs);
  for (const use of uses) {
    if (existing.has(use.fileID)) continue;
    if (trashed.has(use.fileID)) use.inTrash = true;
    const key = `${use.pageID}/${use.fileID}/${use.blockKey}`;
    const seen = found.get(key);
    if (seen) seen.live ||= use.live;
    else found.set(key, use);
  }
  return [...found.values()];
}
