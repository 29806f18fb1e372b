/**
 * Guesses read along, never trusted: a version with its page, read in one round trip where this
 * process has seen the version before (and a page's latest version and sibling group alike). A version never moves to another page, so the page a version ID belonged to when last
 * read is a safe guess to read along; it is checked against the version read with it, and a
 * wrong or missing guess costs the one round trip more it always cost.
 */
import { keys } from "./keys.ts";
import type { PageRecord, VersionRecord } from "./page_records.ts";

const pageOfVersion = new Map<number, number>();
const latestOfPage = new Map<number, number>();
const publishedOfPage = new Map<number, number | null>();
const groupOfPage = new Map<number, string>();
/** Bounded: a guess per version an editor opened or stored here lately. */
const MAX_REMEMBERED = 50_000;

/** Notes the page of a version just read or written. */
export function rememberVersionPage(versionID: number, pageID: number): void {
  if (pageOfVersion.size >= MAX_REMEMBERED) pageOfVersion.clear();
  pageOfVersion.set(versionID, pageID);
}

/**
 * Notes a page's latest version as just read or written: a publish reads that version along with
 * the page (a guess, checked against the page read).
 */
export function rememberLatestVersion(pageID: number, versionID: number): void {
  if (latestOfPage.size >= MAX_REMEMBERED) latestOfPage.clear();
  latestOfPage.set(pageID, versionID);
  rememberVersionPage(versionID, pageID);
}

/** Notes a page's published version (null: none), read along by the editor's next opening. */
export function rememberPublishedVersion(pageID: number, versionID: number | null): void {
  if (publishedOfPage.size >= MAX_REMEMBERED) publishedOfPage.clear();
  publishedOfPage.set(pageID, versionID);
}

export function publishedVersionGuess(pageID: number): number | null | undefined {
  return publishedOfPage.get(pageID);
}

/**
 * Notes a page's sibling group (its translations'), which never changes once the page exists: the
 * Translations tab then reads the group with the page.
 */
export function rememberSiblingGroup(pageID: number, group: string): void {
  if (groupOfPage.size >= MAX_REMEMBERED) groupOfPage.clear();
  groupOfPage.set(pageID, group);
}

export function siblingGroupGuess(pageID: number): string | undefined {
  return groupOfPage.get(pageID);
}

export function latestVersionGuess(pageID: number): number | undefined {
  return latestOfPage.get(pageID);
}

/** The page a version belonged to when last seen here (a guess to read along, never trusted). */
export function versionPageGuess(versionID: number): number | undefined {
  return pageOfVersion.get(versionID);
}

export async function getVersionWithPage(kv: Deno.Kv, versionID: number): Promise<{
  versionEntry: Deno.KvEntryMaybe<VersionRecord>;
  pageEntry: Deno.KvEntryMaybe<PageRecord> | null;
}> {
  const guess = pageOfVersion.get(versionID);
  let versionEntry: Deno.KvEntryMaybe<VersionRecord>;
  let pageEntry: Deno.KvEntryMaybe<PageRecord> | null = null;
  if (guess !== undefined) {
    [versionEntry, pageEntry] = await kv.getMany<[VersionRecord, PageRecord]>([
      keys.version(versionID),
      keys.page(guess),
    ]);
  } else {
    versionEntry = await kv.get<VersionRecord>(keys.version(versionID));
  }
  const pageID = versionEntry.value?.pageID;
  if (pageID === undefined) return { versionEntry, pageEntry: null };
  rememberVersionPage(versionID, pageID);
  if (guess !== pageID) pageEntry = await kv.get<PageRecord>(keys.page(pageID));
  return { versionEntry, pageEntry };
}
