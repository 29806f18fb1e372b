/**
 * A page's history: every stored state (published versions, the draft, and the earlier states of
 * drafts kept when they were stored over), any of which can be viewed, compared and restored.
 * States are numbered 1, 2, 3… in the order they were stored (their record ids are not: a kept
 * earlier state gets a new id), and listed newest first.
 */
import { auditIn } from "../../db/audit.ts";
import { CommitConflict } from "../../db/kv.ts";
import { getPageEntry } from "../../db/pages.ts";
import {
  getVersion,
  getVersionEntry,
  listVersionIDs,
  replaceVersionIn,
} from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { scheduleEntriesIn } from "../../db/schedules.ts";
import { updatePage } from "../../db/published_pointers.ts";
import {
  closeRequestIn,
  getRequestEntry,
  pageRequests,
  type PublicationRequest,
} from "../../db/publication_requests.ts";
import { pinForRestore } from "../../db/retention.ts";
import { getUser } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import type { HistoryItem } from "../../content/pages.ts";
import { versionSeo } from "../../content/version_seo.ts";
import { loadPage, requirePagePermission } from "../access/page_access.ts";
import { storePageVersion } from "./store_version.ts";
import { commentCounts } from "./comments.ts";
import { requireLockFor } from "./page_presence.ts";
import { auditDraft, pageTarget } from "../audit.ts";
import type { LockRecord } from "../../db/presence.ts";

export async function pageHistoryFor(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
): Promise<HistoryItem[]> {
  const page = (await loadPage(deps, actor, pageID, "edit-page")).value;
  const comments = commentCounts(deps, pageID);
  comments.catch(() => {}); // Awaited below, or never (a read failed first).
  const versions: VersionRecord[] = [];
  for (const id of await listVersionIDs(deps.kv, pageID)) {
    const v = await getVersion(deps.kv, id);
    if (v) versions.push(v);
  }
  const names = new Map<number, string>();
  for (const authorID of new Set(versions.map((v) => v.authorID))) {
    const user = await getUser(deps.kv, authorID);
    if (user) names.set(authorID, user.profile.name);
  }
  const counts = await comments;
  // Time order, numbered from the oldest. A state's time never changes once it is kept (a kept
  // earlier state of the draft has the time the draft had), so neither does its number.
  return versions
    .sort((a, b) => a.updatedAt - b.updatedAt || a.id - b.id)
    .map((v, index) => ({
      id: v.id,
      number: index + 1,
      title: v.title,
      author: names.has(v.authorID) ? { ID: v.authorID, name: names.get(v.authorID)! } : null,
      createdAt: new Date(v.createdAt).toISOString(),
      updatedAt: new Date(v.updatedAt).toISOString(),
      published: v.id === page.publishedVersionID,
      latest: v.id === page.latestVersionID,
      blockCount: v.blockCount,
      commentCount: counts.get(v.id) ?? 0,
    }))
    .reverse();
}

/**
 * Makes an earlier version the content of the page's draft (stored like an edit). Restoring the
 * live version instead returns the page to it: the draft is dropped (it stays in the history),
 * so the page is published with no unpublished changes, and a request to publish that draft is
 * closed as superseded. Either way it is a change of the draft, refused (409 PM_03, naming the
 * holder) while another editor holds the page's soft lock, as every store is: take the lock over
 * first (which tells the holder and is recorded).
 */
export async function restoreVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  tabID?: string,
): Promise<{ pageVersionID: number; revision: string }> {
  requirePermission(actor, "edit-page");
  // The collector must not drop this state while it is read and stored again.
  await pinForRestore(deps.kv, versionID);
  const version = await getVersion(deps.kv, versionID);
  const pageEntry = version && await getPageEntry(deps.kv, version.pageID);
  const page = pageEntry?.value;
  if (!version || !pageEntry || !page) throw apiError("PM_01", "pageVersion");
  requirePagePermission(actor, "edit-page", page);
  if (version.id === page.latestVersionID) throw apiError("V_07", "pageVersion");
  if (version.id === page.publishedVersionID) {
    const lock = await requireLockFor(deps, actor!, page.id, tabID);
    return await returnToLive(deps, actor!, pageEntry as Deno.KvEntry<PageRecord>, version, {
      lock,
      tabID,
    });
  }
  return await storePageVersion(deps, actor, page.latestVersionID, {
    title: version.title,
    ...versionSeo(version),
    blocks: await readBlocks(deps.kv, version),
    revision: page.revision,
    tabID,
  });
}

async function returnToLive(
  deps: Deps,
  actor: Actor,
  pageEntry: Deno.KvEntry<PageRecord>,
  live: VersionRecord,
  { lock, tabID }: { lock: Deno.KvEntryMaybe<LockRecord>; tabID?: string },
): Promise<{ pageVersionID: number; revision: string }> {
  const page = pageEntry.value;
  // Recorded as a version stored, as any other restore from the history is (issue 28: 13).
  const audit = auditDraft(deps, actor, {
    action: "version-store",
    target: pageTarget(page),
    summary: `back to the live version ${live.id} (draft ${page.latestVersionID} dropped)`,
  });
  audit.catch(() => {}); // Awaited before the commit, or never (a read failed first).
  const draft = await getVersionEntry(deps.kv, page.latestVersionID);
  const open: Deno.KvEntry<PublicationRequest>[] = [];
  for (const r of await pageRequests(deps.kv, page.id)) {
    if (r.status !== "open") continue;
    const entry = await getRequestEntry(deps.kv, r.id);
    if (entry.value?.status === "open") open.push(entry as Deno.KvEntry<PublicationRequest>);
  }
  const now = Date.now();
  const record = await audit;
  const after: PageRecord = {
    ...page,
    title: live.title,
    latestVersionID: live.id,
    revision: crypto.randomUUID(),
    updatedAt: now,
    updatedBy: actor.user.id,
    // A scheduled publish was for the dropped draft: cancelled, like a store cancels it.
    publishAt: null,
    publishPin: null,
    scheduledBy: page.unpublishAt ? page.scheduledBy : null,
  };
  try {
    await updatePage(deps.kv, pageEntry, after, {
      extra: (op) => {
        // A take-over between the lock's read and this commit fails the restore.
        op.check(lock);
        auditIn(op, record);
        scheduleEntriesIn(op, page, after);
        // The dropped draft no longer waits for review.
        if (draft.value?.hasPublicationRequest) {
          replaceVersionIn(op, draft, { ...draft.value, hasPublicationRequest: false });
        } else {
          op.check(draft);
        }
        for (const entry of open) {
          closeRequestIn(op, entry, { ...entry.value, status: "superseded", closedAt: now });
        }
      },
    });
  } catch (err) {
    if (err instanceof CommitConflict) {
      // Lost to a take-over (PM_03, naming the holder) or to another change (PM_02).
      await requireLockFor(deps, actor, page.id, tabID);
      throw apiError("PM_02", "revision");
    }
    throw err;
  }
  return { pageVersionID: live.id, revision: after.revision };
}
