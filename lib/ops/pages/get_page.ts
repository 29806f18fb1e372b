/** Reading pages and versions in the admin. */
import type { PageJson, PageListItem, PageVersionJson } from "../../content/pages.ts";
import { getPages, siblingIDs } from "../../db/pages.ts";
import { mirroredPage } from "../../db/pages_mirror.ts";
import { getVersion } from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import {
  getVersionWithPage,
  latestVersionGuess,
  publishedVersionGuess,
  rememberLatestVersion,
  rememberPublishedVersion,
  rememberSiblingGroup,
  rememberVersionPage,
} from "../../db/version_pages.ts";
import type { Block } from "../../content/blocks/index.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { canReadPage, loadPage, requirePagePermission } from "../access/page_access.ts";
import { presentListItem, presentPage, presentVersion } from "../present/present_page.ts";

/** A version with its blocks (null: no such version). */
type VersionRead = Promise<{ version: VersionRecord; blocks: Block[] } | null>;

async function readVersion(deps: Deps, versionID: number): VersionRead {
  const version = await getVersion(deps.kv, versionID);
  return version && { version, blocks: await readBlocks(deps.kv, version) };
}

export async function versionJson(
  deps: Deps,
  page: PageRecord,
  versionID: number,
  read: VersionRead = readVersion(deps, versionID),
): Promise<PageVersionJson> {
  const found = await read;
  if (!found || found.version.pageID !== page.id) throw apiError("PM_01", "pageVersion");
  // The editor stores this version next: its page is then read along with it (version_pages.ts).
  rememberVersionPage(found.version.id, found.version.pageID);
  return presentVersion(page, found.version, found.blocks);
}

/**
 * A page with its latest version, and the live blocks when it is published. `latestRead`: the
 * latest version, when the caller started reading it already.
 */
export async function pageJson(
  deps: Deps,
  page: PageRecord,
  latestRead?: VersionRead,
  publishedRead?: VersionRead,
): Promise<PageJson> {
  rememberLatestVersion(page.id, page.latestVersionID);
  rememberPublishedVersion(page.id, page.publishedVersionID);
  rememberSiblingGroup(page.id, page.siblingGroup);
  // The draft and the published version are read side by side.
  const published = page.publishedVersionID !== null &&
      page.publishedVersionID !== page.latestVersionID
    ? versionJson(deps, page, page.publishedVersionID, publishedRead)
    : null;
  published?.catch(() => {}); // Awaited below, unless the latest version failed first.
  const latest = await versionJson(deps, page, page.latestVersionID, latestRead);
  let content = null;
  if (page.publishedVersionID === page.latestVersionID) content = latest.blocks;
  else if (published) content = (await published).blocks;
  return presentPage(page, latest, content);
}

export async function getPageFor(deps: Deps, actor: Actor | null, id: number): Promise<PageJson> {
  // The latest version this process saw for the page is read along with it (a guess: used only
  // when it is still the page's latest): from an earlier opening, else from the page list the
  // editor was opened from.
  const listed = mirroredPage(deps.kv, id);
  const guess = latestVersionGuess(id) ?? listed?.latestVersionID;
  const early = guess === undefined ? null : readVersion(deps, guess);
  early?.catch(() => {});
  const liveGuess = publishedVersionGuess(id) ?? listed?.publishedVersionID;
  const live = liveGuess == null || liveGuess === guess ? null : readVersion(deps, liveGuess);
  live?.catch(() => {});
  const { value: page } = await loadPage(deps, actor, id, "edit-page");
  const useEarly = early && guess === page.latestVersionID;
  const useLive = live && liveGuess === page.publishedVersionID;
  return pageJson(deps, page, useEarly ? early : undefined, useLive ? live : undefined);
}

export async function getVersionFor(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<PageVersionJson> {
  requirePermission(actor, "edit-page");
  // The version with its page in one round trip when this process saw it (version_pages.ts).
  const { versionEntry, pageEntry } = await getVersionWithPage(deps.kv, versionID);
  const version = versionEntry.value;
  const page = pageEntry?.value;
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  requirePagePermission(actor, "edit-page", page);
  return presentVersion(page, version, await readBlocks(deps.kv, version));
}

export async function getMultipleFor(
  deps: Deps,
  actor: Actor | null,
  input: { locale?: string | null; pageIDs: number[] },
): Promise<PageListItem[]> {
  const a = requirePermission(actor, "edit-page");
  const pages = await getPages(deps.kv, input.pageIDs);
  return pages
    .filter((p): p is PageRecord => !!p && (!input.locale || p.locale === input.locale))
    .filter((p) => canReadPage(a, p))
    .map(presentListItem);
}

/**
 * The slugs of a page's sibling group ({locale, slug}), the page itself included: those the
 * caller may read.
 */
export async function siblingSlugsFor(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<{ locale: string; slug: string }[]> {
  const entry = await loadPage(deps, actor, id, "edit-page");
  const ids = await siblingIDs(deps.kv, entry.value.siblingGroup);
  const pages = await getPages(deps.kv, [...ids.values()]);
  return pages.filter((p): p is PageRecord => !!p && canReadPage(actor!, p))
    .map((p) => ({ locale: p.locale, slug: p.slug }));
}
