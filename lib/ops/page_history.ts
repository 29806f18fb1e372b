/**
 * A page's history: every stored state (published versions, the draft, and the earlier states of
 * drafts kept when they were stored over), any of which can be viewed, compared and restored.
 */
import {
  getPage,
  getVersion,
  listVersionIDs,
  readBlocks,
  type VersionRecord,
} from "../db/pages.ts";
import { getUser } from "../db/users.ts";
import { apiError } from "../http/errors.ts";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";
import type { HistoryItem } from "../content/pages.ts";
import { loadPage, requirePagePermission } from "./page_access.ts";
import { storePageVersion } from "./store_version.ts";

export async function pageHistoryFor(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
): Promise<HistoryItem[]> {
  const page = (await loadPage(deps, actor, pageID, "edit-page")).value;
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
  return versions
    .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id)
    .map((v) => ({
      id: v.id,
      title: v.title,
      author: names.has(v.authorID) ? { ID: v.authorID, name: names.get(v.authorID)! } : null,
      createdAt: new Date(v.createdAt).toISOString(),
      updatedAt: new Date(v.updatedAt).toISOString(),
      published: v.id === page.publishedVersionID,
      latest: v.id === page.latestVersionID,
      blockCount: v.blockCount,
    }));
}

/** Makes an earlier version the content of the page's draft (stored like an edit). */
export async function restoreVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<{ pageVersionID: number; revision: string }> {
  requirePermission(actor, "edit-page");
  const version = await getVersion(deps.kv, versionID);
  const page = version && await getPage(deps.kv, version.pageID);
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  requirePagePermission(actor, "edit-page", page);
  if (version.id === page.latestVersionID) throw apiError("V_07", "pageVersion");
  return await storePageVersion(deps, actor, page.latestVersionID, {
    title: version.title,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    seoKeywords: version.seoKeywords,
    seoImage: version.seoImage,
    blocks: await readBlocks(deps.kv, version),
    revision: page.revision,
  });
}
