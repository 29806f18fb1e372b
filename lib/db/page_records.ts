/**
 * The records of a page and of its versions, and the pages stamp every page write bumps. A page
 * points at its latest and its published version; a version holds the title, SEO fields and the
 * ordered blocks, kept as a chunked JSON blob (version_blocks.ts). Where each kind is written:
 *
 * - pages.ts: page records, their slug, type and sibling indexes; inserting and deleting a page;
 * - versions.ts: version records, storing a version (with the page, in one commit);
 * - version_blocks.ts: a version's blocks blob, and rewriting it in place;
 * - published_pointers.ts: the public pointer of a slug, old addresses' redirects, and the page
 *   record changes that move them (publish, unpublish, slug change);
 * - schedules.ts: scheduled publish and unpublish entries.
 *
 * Every multi-key write is one atomic commit with checks.
 */
import type { VersionContent } from "../content/pages.ts";
import type { BlobRef } from "./blobs.ts";
import { keys } from "./keys.ts";

export interface PageRecord {
  id: number;
  slug: string;
  locale: string;
  type: string;
  typeData: Record<string, unknown>;
  /** Shared by a page and its translations. */
  siblingGroup: string;
  title: string;
  latestVersionID: number;
  publishedVersionID: number | null;
  /** Id of the current publication (a new one per publish); null when not published. */
  publishedID: number | null;
  /** Changes with every stored version; editors send it back to detect concurrent edits. */
  revision: string;
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
  createdBy: number;
  updatedBy: number;
  /** Scheduled times (ms) and who scheduled them; absent or null when nothing is planned. */
  publishAt?: number | null;
  unpublishAt?: number | null;
  scheduledBy?: number | null;
  /**
   * What the scheduled publish publishes: the version and the page revision it had when it was
   * scheduled. A publish whose page has moved on since publishes nothing.
   */
  publishPin?: { versionID: number; revision: string } | null;
  /**
   * The published version's title (set by publish, null when unpublished): what the published
   * titles index (published_titles.ts) holds the page under. Absent on records from before it
   * until the backfill.
   */
  publishedTitle?: string | null;
  /** How many open check problems (lib/content/checks) the live version had when published. */
  publishedWithProblems?: number;
}

export interface VersionRecord extends VersionContent {
  id: number;
  pageID: number;
  blocksRef: BlobRef;
  blockCount: number;
  hasPublicationRequest: boolean;
  createdAt: number;
  updatedAt: number;
  authorID: number;
  /** Set on a kept earlier state of a draft: the id of the draft it was saved over by. */
  archivedFrom?: number;
}

/**
 * The type data a version carries. It belongs to the version, like the blocks (what was reviewed
 * is what gets published); the page record keeps a copy of the latest version's for lists, and
 * versions stored before type data was versioned fall back to it.
 */
export function versionTypeData(
  version: Pick<VersionRecord, "typeData">,
  page: Pick<PageRecord, "typeData">,
): Record<string, unknown> {
  return version.typeData ?? page.typeData;
}

export async function pagesStamp(kv: Deno.Kv): Promise<string | null> {
  return (await kv.get(keys.pagesStamp())).versionstamp;
}

/**
 * Adds the bump of the pages stamp to a commit that changes any page, and the log entry naming
 * the pages it changes (`pageIDs`; absent: unnamed, so readers read every page again). See
 * pages_mirror.ts.
 */
export function touchPages(op: Deno.AtomicOperation, pageIDs?: number[]): Deno.AtomicOperation {
  const now = Date.now();
  return op.set(keys.pagesStamp(), now)
    .set(keys.pageChange(now, crypto.randomUUID()), pageIDs ?? null, {
      expireIn: PAGE_CHANGES_KEEP_MS,
    });
}

/** How long the page change log keeps an entry (pages_mirror.ts reads it within this time). */
export const PAGE_CHANGES_KEEP_MS = 60 * 60_000;
