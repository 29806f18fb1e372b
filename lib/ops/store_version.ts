/**
 * Storing a version. Storing the draft updates it (its previous state is kept in the history);
 * storing over the published version starts a new draft (new id), so the live page never changes
 * under visitors. A store based on a revision
 * that is no longer the page's latest fails with PM_02: nobody's edits are silently lost.
 */
import type { VersionInput } from "../content/pages.ts";
import { pageTypeRegistry } from "../content/page_types/index.ts";
import { nextId } from "../db/counters.ts";
import { CommitConflict } from "../db/kv.ts";
import {
  getPageEntry,
  getVersionEntry,
  type PageRecord,
  storeVersion,
  type VersionRecord,
  writeBlocks,
} from "../db/pages.ts";
import { apiError } from "../http/errors.ts";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";
import { requirePagePermission } from "./page_access.ts";
import { checkAllowedBlocks } from "./page_blocks.ts";
import { mediaFileIDs } from "../content/media_usage.ts";
import { versionFileIDs } from "../db/media.ts";

export async function storePageVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: VersionInput,
): Promise<{ pageVersionID: number; revision: string }> {
  const a = requirePermission(actor, "edit-page");
  const versionBefore = await getVersionEntry(deps.kv, versionID);
  if (!versionBefore.value) throw apiError("PM_01", "pageVersion");
  const pageBefore = await getPageEntry(deps.kv, versionBefore.value.pageID);
  if (!pageBefore.value) throw apiError("PM_01", "page");
  const page = pageBefore.value;
  requirePagePermission(a, "edit-page", page);
  if (input.revision !== page.revision || versionID !== page.latestVersionID) {
    throw apiError("PM_02", "revision");
  }
  const type = pageTypeRegistry.get(page.type);
  if (type) checkAllowedBlocks(type, input.blocks, "blocks");

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
    blocksRef: await writeBlocks(deps.kv, input.blocks),
    blockCount: input.blocks.length,
    hasPublicationRequest: startsDraft ? false : old.hasPublicationRequest,
    createdAt: startsDraft ? now : old.createdAt,
    updatedAt: now,
    authorID: a.user.id,
  };
  const after: PageRecord = {
    ...page,
    title: input.title,
    latestVersionID: version.id,
    revision: crypto.randomUUID(),
    updatedAt: now,
    updatedBy: a.user.id,
  };
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
      usage: {
        fileIDs: mediaFileIDs(input),
        previous: startsDraft ? [] : await versionFileIDs(deps.kv, old.id),
      },
    });
  } catch (err) {
    // Another store won the race between our read and our commit.
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  return { pageVersionID: version.id, revision: after.revision };
}
