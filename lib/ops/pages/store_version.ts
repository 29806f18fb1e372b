/**
 * Storing a version. Storing the draft updates it (its previous state is kept in the history);
 * storing over the published version starts a new draft (new id), so the live page never changes
 * under visitors. A store based on a revision
 * that is no longer the page's latest fails with PM_02: nobody's edits are silently lost.
 *
 * A publication request and a scheduled publish are pinned to the content they were made for, so
 * a store ends both, in its own commit: an open request is closed as superseded (the version no
 * longer reports `hasPublicationRequest`; it must be sent again), and a scheduled publish is
 * cancelled (the page's `publishAt` becomes null; a scheduled unpublish stays). Nothing stored
 * after a request or a schedule is ever published by them.
 *
 * While another editor holds the page's soft lock (lib/ops/pages/page_presence.ts), a store is refused
 * with PM_03; the lock entry is checked in the store's commit, so a take-over cannot slip in
 * between.
 */
import type { VersionInput } from "../../content/pages.ts";
import { pageTypeRegistry } from "../../content/page_types/index.ts";
import { nextId } from "../../db/counters.ts";
import { CommitConflict } from "../../db/kv.ts";
import { getPageEntry } from "../../db/pages.ts";
import { getVersionEntry, replaceVersionIn, storeVersion } from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { readBlocks, writeBlocks } from "../../db/version_blocks.ts";
import { scheduleEntriesIn } from "../../db/schedules.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { requirePagePermission } from "../access/page_access.ts";
import { checkAllowedBlocks, keepStoredUnknownBlocks } from "./page_blocks.ts";
import { checkFormTemplates } from "../forms/block_templates.ts";
import { mediaFileIDs } from "../../content/media_usage.ts";
import { closeRequestIn } from "../../db/publication_requests.ts";
import { ownedMediaOnly } from "../media/block_media.ts";
import { openEntries } from "./request_publication.ts";
import { parseTypeData, versionTypeData } from "./type_data.ts";
import { requireLockFor } from "./page_presence.ts";

export async function storePageVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: VersionInput & { tabID?: string },
): Promise<{ pageVersionID: number; revision: string }> {
  const a = requirePermission(actor, "edit-page");
  const versionBefore = await getVersionEntry(deps.kv, versionID);
  if (!versionBefore.value) throw apiError("PM_01", "pageVersion");
  const pageBefore = await getPageEntry(deps.kv, versionBefore.value.pageID);
  if (!pageBefore.value) throw apiError("PM_01", "page");
  const page = pageBefore.value;
  requirePagePermission(a, "edit-page", page);
  const lockEntry = await requireLockFor(deps, a, page.id, input.tabID);
  if (input.revision !== page.revision || versionID !== page.latestVersionID) {
    throw apiError("PM_02", "revision");
  }
  const given = await keepStoredUnknownBlocks(
    input.blocks,
    () => readBlocks(deps.kv, versionBefore.value),
    "blocks",
  );
  const type = pageTypeRegistry.get(page.type);
  if (type) checkAllowedBlocks(type, given, "blocks");
  await checkFormTemplates(deps.kv, given, "blocks");
  const typeData = input.typeData === undefined
    ? versionTypeData(versionBefore.value, page)
    : parseTypeData(type, input.typeData);
  const blocks = await ownedMediaOnly(deps.kv, given);
  const open = await openEntries(deps, page.id);

  const now = Date.now();
  const startsDraft = page.publishedVersionID === versionID;
  const old = versionBefore.value;
  const version: VersionRecord = {
    ...old,
    id: startsDraft ? await nextId(deps.kv, "page_versions") : old.id,
    title: input.title,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
    seoImage: input.seoImage,
    tags: input.tags ?? old.tags ?? [],
    privateTags: input.privateTags ?? old.privateTags ?? [],
    typeData,
    blocksRef: await writeBlocks(deps.kv, blocks),
    blockCount: blocks.length,
    // Whatever was requested before, this content has not been: it waits for no review.
    hasPublicationRequest: false,
    createdAt: startsDraft ? now : old.createdAt,
    updatedAt: now,
    authorID: a.user.id,
  };
  const after: PageRecord = {
    ...page,
    title: input.title,
    typeData,
    latestVersionID: version.id,
    revision: crypto.randomUUID(),
    updatedAt: now,
    updatedBy: a.user.id,
    // A scheduled publish was for the content as it was: cancelled, and the editor sees that.
    publishAt: null,
    publishPin: null,
    scheduledBy: page.unpublishAt ? page.scheduledBy : null,
  };
  // Flags of requested versions other than this one (normally none) are cleared as well.
  const flagged = await Promise.all(
    [...new Set(open.map((e) => e.value.versionID))].filter((id) => id !== version.id)
      .map((id) => getVersionEntry(deps.kv, id)),
  );
  // The draft's previous state stays in the history under an id of its own.
  const archive: VersionRecord | null = startsDraft ? null : {
    ...old,
    id: await nextId(deps.kv, "page_versions"),
    hasPublicationRequest: false,
    archivedFrom: old.id,
  };
  try {
    await storeVersion(deps.kv, {
      pageBefore: pageBefore as Deno.KvEntry<PageRecord>,
      page: after,
      version,
      versionBefore: startsDraft ? null : versionBefore,
      archive,
      fileIDs: mediaFileIDs({ blocks, seoImage: input.seoImage, typeData }),
      blocks,
      extra: (op) => {
        op.check(lockEntry);
        for (const entry of open) {
          closeRequestIn(op, entry, { ...entry.value, status: "superseded", closedAt: now });
        }
        for (const entry of flagged) {
          if (!entry.value?.hasPublicationRequest) continue;
          replaceVersionIn(op, entry, { ...entry.value, hasPublicationRequest: false });
        }
        scheduleEntriesIn(op, page, after);
      },
    });
  } catch (err) {
    // Another store won the race between our read and our commit, or someone took the lock.
    if (err instanceof CommitConflict) {
      await requireLockFor(deps, a, page.id, input.tabID);
      throw apiError("PM_02", "revision");
    }
    throw err;
  }
  return { pageVersionID: version.id, revision: after.revision };
}
