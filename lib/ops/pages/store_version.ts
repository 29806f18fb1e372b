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
import { idsFrom, readCounter } from "../../db/counters.ts";
import { backOff, CommitConflict, RACE_TRIES } from "../../db/kv.ts";
import {
  getVersionWithPage,
  rememberLatestVersion,
  rememberPublishedVersion,
  versionPageGuess,
} from "../../db/version_pages.ts";
import { readIndexState } from "../../db/version_index.ts";
import { getVersionEntry, replaceVersionIn, storeVersion } from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { blocksForCommit, readBlocks } from "../../db/version_blocks.ts";
import { scheduleEntriesIn } from "../../db/schedules.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { requirePagePermission } from "../access/page_access.ts";
import { checkAllowedBlocks, keepStoredUnknownBlocks } from "./_page_blocks.ts";
import { checkFormTemplates } from "./_block_forms.ts";
import { mediaFileIDs } from "../../content/media_usage.ts";
import { closeRequestIn } from "../../db/publication_requests.ts";
import { ownedMediaOnly } from "./_block_media.ts";
import { openEntries } from "./request_publication.ts";
import { parseTypeData } from "./_type_data.ts";
import { versionTypeData } from "../../db/page_records.ts";
import { requireLockFor } from "./page_presence.ts";
import { auditDrafter, pageTarget } from "../audit.ts";
import { auditIn } from "../../db/audit.ts";

export async function storePageVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: VersionInput & { tabID?: string },
): Promise<{ pageVersionID: number; revision: string }> {
  const a = requirePermission(actor, "edit-page");
  for (let attempt = 1;; attempt++) {
    try {
      return await storeOnce(deps, a, versionID, input);
    } catch (err) {
      if (!(err instanceof CommitConflict)) throw err;
      // Another store won the race between our reads and our commit, or someone took the lock
      // (PM_03), or another operation took a version id meanwhile: only then is it tried again.
      const page = await storedPage(deps, versionID);
      if (page) await requireLockFor(deps, a, page.id, input.tabID);
      const unchanged = page && input.revision === page.revision &&
        versionID === page.latestVersionID;
      if (!unchanged || attempt >= RACE_TRIES) throw apiError("PM_02", "revision");
      // Only an id was taken meanwhile (many writers of the counter): spread out, then again.
      await backOff(attempt);
    }
  }
}

async function storedPage(deps: Deps, versionID: number): Promise<PageRecord | null> {
  return (await getVersionWithPage(deps.kv, versionID)).pageEntry?.value ?? null;
}

/**
 * One try. Its round trips: everything it reads goes out together (the version with its page,
 * the lock, the open requests, the id counter, the version's index state, the forms and files
 * the blocks name), then the one commit, which also writes the blocks (when they fit one chunk),
 * takes the new version ids and carries the index changes while they fit half a commit; a page
 * whose changes do not fit gets a pending marker instead and follow-up commits after it
 * (version_index.ts), so no store passes the store's limits.
 */
async function storeOnce(
  deps: Deps,
  a: Actor,
  versionID: number,
  input: VersionInput & { tabID?: string },
): Promise<{ pageVersionID: number; revision: string }> {
  // Started together: the version with its page, what the blocks name, the id counter and the
  // version's indexes; what belongs to the page (lock, open requests) too when this process
  // knows the version's page (a guess, checked below).
  const versionRead = getVersionWithPage(deps.kv, versionID);
  // The audit settings are read with the rest (the record goes into the store's commit).
  const auditDraft = auditDrafter(deps);
  const givenRead = keepStoredUnknownBlocks(input.blocks, async () => {
    const stored = (await versionRead).versionEntry.value;
    return stored ? await readBlocks(deps.kv, stored) : [];
  }, "blocks");
  const pageReads = (pageID: number) =>
    Promise.allSettled(
      [
        requireLockFor(deps, a, pageID, input.tabID),
        openEntries(deps, pageID),
      ] as const,
    );
  const guess = versionPageGuess(versionID);
  let forPage = guess === undefined ? null : pageReads(guess);
  const reads = Promise.allSettled(
    [
      givenRead,
      givenRead.then((given) => checkFormTemplates(deps.kv, given, "blocks")),
      givenRead.then((given) => ownedMediaOnly(deps.kv, given)),
      readCounter(deps.kv, "page_versions"),
      readIndexState(deps.kv, versionID),
    ] as const,
  );
  const { versionEntry: versionBefore, pageEntry: pageBefore } = await versionRead;
  if (!versionBefore.value) throw apiError("PM_01", "pageVersion");
  if (!pageBefore?.value) throw apiError("PM_01", "page");
  const page = pageBefore.value;
  requirePagePermission(a, "edit-page", page);
  const old = versionBefore.value;
  if (guess !== page.id) forPage = pageReads(page.id);
  const [locked, opened] = await forPage!;
  const [given, forms, owned, counterRead, indexRead] = await reads;
  // Refusals in their order of old: the lock, the revision, then the blocks.
  const lockEntry = settled(locked);
  if (input.revision !== page.revision || versionID !== page.latestVersionID) {
    throw apiError("PM_02", "revision");
  }
  const type = pageTypeRegistry.get(page.type);
  if (type) checkAllowedBlocks(type, settled(given), "blocks");
  settled(forms);
  const blocks = settled(owned);
  const [open, counter, index] = [settled(opened), settled(counterRead), settled(indexRead)];
  const typeData = input.typeData === undefined
    ? versionTypeData(old, page)
    : parseTypeData(type, input.typeData);

  const now = Date.now();
  const startsDraft = page.publishedVersionID === versionID;
  // Storing over the published version takes a new id; over a draft, the archive does.
  const newIDs = idsFrom(counter, 1);
  const blob = await blocksForCommit(deps.kv, blocks);
  const version: VersionRecord = {
    ...old,
    id: startsDraft ? newIDs.ids[0] : old.id,
    title: input.title,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
    seoImage: input.seoImage,
    tags: input.tags ?? old.tags ?? [],
    privateTags: input.privateTags ?? old.privateTags ?? [],
    typeData,
    blocksRef: blob.ref,
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
  const audit = await auditDraft(a, {
    action: "version-store",
    target: pageTarget(page),
    summary: startsDraft
      ? `new draft ${version.id} over the live version`
      : `version ${version.id}`,
  });
  // The draft's previous state stays in the history under an id of its own.
  const archive: VersionRecord | null = startsDraft ? null : {
    ...old,
    id: newIDs.ids[0],
    hasPublicationRequest: false,
    archivedFrom: old.id,
  };
  await storeVersion(deps.kv, {
    pageBefore: pageBefore as Deno.KvEntry<PageRecord>,
    page: after,
    version,
    versionBefore: startsDraft ? null : versionBefore,
    archive,
    fileIDs: mediaFileIDs({ blocks, seoImage: input.seoImage, typeData }),
    blocks,
    index,
    extra: (op) => {
      auditIn(op, audit);
      newIDs.takeIn(op);
      blob.writeIn(op);
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
  rememberLatestVersion(page.id, version.id);
  rememberPublishedVersion(page.id, after.publishedVersionID);
  return { pageVersionID: version.id, revision: after.revision };
}

/** The value of a settled read, or its error thrown. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}
