/**
 * Pages and their versions. A page points at its latest and its published version; a version
 * holds the title, SEO fields and the ordered blocks, kept as a chunked JSON blob (a long page
 * outgrows one 64 KiB value). Every multi-key write is one atomic commit with checks.
 */
import type { Block } from "../content/blocks/index.ts";
import type { ImageWithCrop } from "../content/media_refs.ts";
import { type BlobRef, claimBlob, deleteBlob, readBlob, writeBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { deleteVersionUsage, setVersionUsageIn } from "./media.ts";
import {
  copyVersionLinksIn,
  deleteVersionLinks,
  linkTargetsOf,
  setVersionLinksIn,
  versionLinksEntry,
} from "./link_index.ts";
import { commit, CommitConflict } from "./kv.ts";
import type { SiteState } from "./site_revision.ts";
import { pageChange } from "./search_log.ts";
import { commitWith, tryCommitWith } from "./commit_with.ts";

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
  /** How many open check problems (lib/content/checks) the live version had when published. */
  publishedWithProblems?: number;
}

export interface VersionRecord {
  id: number;
  pageID: number;
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageWithCrop[];
  /** Public tags; absent on versions stored before tags existed. */
  tags?: string[];
  /** Tags for editors only; never public. Absent on versions stored before tags existed. */
  privateTags?: string[];
  /** The page type's data; absent on versions stored before it was versioned (see page). */
  typeData?: Record<string, unknown>;
  blocksRef: BlobRef;
  blockCount: number;
  hasPublicationRequest: boolean;
  createdAt: number;
  updatedAt: number;
  authorID: number;
  /** Set on a kept earlier state of a draft: the id of the draft it was saved over by. */
  archivedFrom?: number;
}

/** Upper bound of a version's block list as JSON. */
const MAX_BLOCKS_BYTES = 8 * 1024 * 1024;

export class SlugTaken extends Error {
  constructor() {
    super("That slug is in use in this locale.");
  }
}

export async function getPageEntry(kv: Deno.Kv, id: number) {
  return await kv.get<PageRecord>(keys.page(id));
}

export async function getPage(kv: Deno.Kv, id: number): Promise<PageRecord | null> {
  return (await getPageEntry(kv, id)).value;
}

export async function getVersionEntry(kv: Deno.Kv, id: number) {
  return await kv.get<VersionRecord>(keys.version(id));
}

export async function getVersion(kv: Deno.Kv, id: number): Promise<VersionRecord | null> {
  return (await getVersionEntry(kv, id)).value;
}

export async function readBlocks(kv: Deno.Kv, version: VersionRecord): Promise<Block[]> {
  const bytes = await readBlob(kv, version.blocksRef);
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Writes a block list as a pending blob; it is claimed by the commit that points at it. */
export function writeBlocks(kv: Deno.Kv, blocks: Block[]): Promise<BlobRef> {
  return writeBlob(kv, new TextEncoder().encode(JSON.stringify(blocks)), {
    maxBytes: MAX_BLOCKS_BYTES,
  });
}

export async function pageIdBySlug(
  kv: Deno.Kv,
  locale: string,
  slug: string,
): Promise<number | null> {
  return (await kv.get<number>(keys.pageSlug(locale, slug))).value;
}

export interface PublishedPointer {
  pageID: number;
  versionID: number;
  /**
   * Changes whenever what the public page shows changes without a new version (a link rewritten
   * in place, a translation published): part of the HTML cache key on every instance.
   */
  rev: string;
}

export async function getPublished(
  kv: Deno.Kv,
  locale: string,
  slug: string,
): Promise<PublishedPointer | null> {
  return (await kv.get<PublishedPointer>(keys.published(locale, slug))).value;
}

/**
 * The published pointer of a slug as the public site holds it: read once per state of the site
 * (lib/db/site_revision.ts), so every publish, unpublish, slug change or delete — of this
 * instance or another — is seen as the site itself sees it. The site's routes and the search's
 * results (lib/search/search.ts) share it.
 */
export function publishedPointerIn(
  kv: Deno.Kv,
  state: SiteState,
  locale: string,
  slug: string,
): Promise<PublishedPointer | null> {
  return state.memo(`page\u0000${locale}\u0000${slug}`, () => getPublished(kv, locale, slug));
}

export async function pagesStamp(kv: Deno.Kv): Promise<string | null> {
  return (await kv.get(keys.pagesStamp())).versionstamp;
}

/** Adds the bump of the pages stamp to a commit that changes any page. */
function touch(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(keys.pagesStamp(), Date.now());
}

/** Inserts a new page with its first version; SlugTaken when the slug is in use. */
export async function insertPage(
  kv: Deno.Kv,
  page: PageRecord,
  version: VersionRecord,
  fileIDs: number[],
  blocks: Block[],
): Promise<void> {
  const slugKey = keys.pageSlug(page.locale, page.slug);
  const siblingKey = keys.pageSibling(page.siblingGroup, page.locale);
  const op = kv.atomic()
    .check({ key: slugKey, versionstamp: null })
    .check({ key: siblingKey, versionstamp: null })
    .set(keys.page(page.id), page)
    .set(keys.pageOfType(page.type, page.locale, page.id), true)
    .set(slugKey, page.id)
    .set(siblingKey, page.id)
    .set(keys.version(version.id), version)
    .set(keys.pageVersion(page.id, version.id), true);
  setVersionUsageIn(op, { versionID: version.id, pageID: page.id, previous: [], fileIDs });
  setVersionLinksIn(op, {
    versionID: version.id,
    pageID: page.id,
    previous: null,
    targets: linkTargetsOf(blocks, page.locale),
  });
  claimBlob(op, version.blocksRef);
  const result = await touch(op).commit();
  if (!result.ok) {
    await deleteBlob(kv, version.blocksRef);
    throw new SlugTaken();
  }
}

/**
 * Stores a version and the page in one commit, both checked as read (`versionBefore` null: the
 * version is new). When a draft is stored over, its previous state is kept as `archive` (a
 * read-only version pointing at the previous blocks), so every stored state stays in the history.
 */
export async function storeVersion(
  kv: Deno.Kv,
  write: {
    pageBefore: Deno.KvEntry<PageRecord>;
    page: PageRecord;
    version: VersionRecord;
    versionBefore: Deno.KvEntryMaybe<VersionRecord> | null;
    archive: VersionRecord | null;
    /** Library files the version uses now, and those it used before (kept by the archive). */
    usage: { fileIDs: number[]; previous: number[] };
    /** The blocks `version` now holds (for the link index). */
    blocks: Block[];
    /** More of the same commit (requests the store supersedes, a schedule it cancels). */
    extra?: (op: Deno.AtomicOperation) => void;
  },
): Promise<void> {
  const { page, version, archive, usage } = write;
  // What the version was indexed under: its archive keeps those links, the version gets new ones.
  const links = write.versionBefore ? await versionLinksEntry(kv, version.id) : null;
  const op = kv.atomic()
    .check(write.pageBefore)
    .check(write.versionBefore ?? { key: keys.version(version.id), versionstamp: null })
    .set(keys.page(page.id), page)
    .set(keys.version(version.id), version)
    .set(keys.pageVersion(page.id, version.id), true);
  setVersionUsageIn(op, {
    versionID: version.id,
    pageID: page.id,
    previous: write.versionBefore ? usage.previous : [],
    fileIDs: usage.fileIDs,
  });
  setVersionLinksIn(op, {
    versionID: version.id,
    pageID: page.id,
    previous: links,
    targets: linkTargetsOf(write.blocks, page.locale),
  });
  if (archive) {
    op.check({ key: keys.version(archive.id), versionstamp: null })
      .set(keys.version(archive.id), archive)
      .set(keys.pageVersion(page.id, archive.id), true);
    setVersionUsageIn(op, {
      versionID: archive.id,
      pageID: page.id,
      previous: [],
      fileIDs: usage.previous,
    });
    copyVersionLinksIn(op, { versionID: archive.id, pageID: page.id, from: links?.value ?? null });
  }
  write.extra?.(op);
  claimBlob(op, version.blocksRef);
  const result = await touch(op).commit();
  if (!result.ok) {
    await deleteBlob(kv, version.blocksRef);
    throw new CommitConflict();
  }
}

/** Replaces the page record (publish, unpublish, slug change) and its public pointers. */
export async function updatePage(
  kv: Deno.Kv,
  before: Deno.KvEntry<PageRecord>,
  after: PageRecord,
  extra?: (op: Deno.AtomicOperation) => void,
): Promise<void> {
  const b = before.value;
  const op = kv.atomic().check(before).set(keys.page(after.id), after);
  if (b.slug !== after.slug || b.locale !== after.locale) {
    const newSlug = keys.pageSlug(after.locale, after.slug);
    op.check({ key: newSlug, versionstamp: null })
      .delete(keys.pageSlug(b.locale, b.slug))
      .set(newSlug, after.id);
  }
  if (b.publishedVersionID !== null) op.delete(keys.published(b.locale, b.slug));
  if (after.publishedVersionID !== null) {
    op.set(keys.published(after.locale, after.slug), pointerOf(after));
  }
  if (b.slug !== after.slug && b.locale === after.locale) {
    // The old address redirects to the page; an address the page returns to is its own again.
    op.set(keys.redirect(b.locale, b.slug), after.id)
      .set(keys.pageRedirect(after.id, b.locale, b.slug), true)
      .delete(keys.redirect(after.locale, after.slug))
      .delete(keys.pageRedirect(after.id, after.locale, after.slug));
  }
  extra?.(op);
  const result = await tryCommitWith(kv, touch(op), {
    siteChanged: true,
    searchChanged: [pageChange(after)],
  });
  if (!result.ok) {
    const owner = await pageIdBySlug(kv, after.locale, after.slug);
    if (owner !== null && owner !== after.id) throw new SlugTaken();
    throw new CommitConflict();
  }
}

function pointerOf(page: PageRecord): PublishedPointer {
  return { pageID: page.id, versionID: page.publishedVersionID!, rev: crypto.randomUUID() };
}

/**
 * Gives every published page of a sibling group a fresh pointer revision, so cached HTML that
 * lists the group's translations (hreflang) is drawn again after one of them changed.
 */
export async function refreshGroupPointers(
  kv: Deno.Kv,
  group: string,
  options: { except?: number } = {},
): Promise<void> {
  // `except`: the page whose own commit just wrote its pointer with a fresh revision.
  const ids = [...(await siblingIDs(kv, group)).values()].filter((id) => id !== options.except);
  for (const page of await getPages(kv, ids)) await refreshPointer(kv, page);
}

/** A fresh pointer revision for one page, if it is published. */
export async function refreshPointer(kv: Deno.Kv, page: PageRecord | null): Promise<void> {
  if (!page || page.publishedVersionID === null) return;
  const key = keys.published(page.locale, page.slug);
  const current = await kv.get<PublishedPointer>(key);
  if (current.value?.pageID !== page.id) return;
  // A concurrent publish wrote a newer pointer, with its own fresh revision: nothing to do then.
  await tryCommitWith(
    kv,
    kv.atomic().check(current).set(key, { ...current.value, rev: crypto.randomUUID() }),
    { siteChanged: true, searchChanged: [pageChange(page)] },
  );
}

/** The page an old address of a locale redirects to, if any. */
export async function redirectTarget(
  kv: Deno.Kv,
  locale: string,
  slug: string,
): Promise<number | null> {
  return (await kv.get<number>(keys.redirect(locale, slug))).value;
}

/**
 * Replaces the blocks of a stored version in place (a link rewrite), checked as read. When the
 * version is the page's latest, the page gets a new revision too, so an editor holding the old
 * one learns of the change instead of overwriting it.
 */
export async function replaceBlocks(
  kv: Deno.Kv,
  versionBefore: Deno.KvEntry<VersionRecord>,
  blocks: Block[],
  pageBefore: Deno.KvEntry<PageRecord> | null,
): Promise<void> {
  const v = versionBefore.value;
  // A page's locale never changes: reading it apart from the commit is safe.
  const locale = (pageBefore?.value ?? await getPage(kv, v.pageID))?.locale;
  const links = await versionLinksEntry(kv, v.id);
  const ref = await writeBlocks(kv, blocks);
  const op = kv.atomic().check(versionBefore).set(keys.version(v.id), { ...v, blocksRef: ref });
  if (locale !== undefined) {
    setVersionLinksIn(op, {
      versionID: v.id,
      pageID: v.pageID,
      previous: links,
      targets: linkTargetsOf(blocks, locale),
    });
  }
  if (pageBefore) {
    op.check(pageBefore).set(keys.page(pageBefore.value.id), {
      ...pageBefore.value,
      revision: crypto.randomUUID(),
    });
  }
  claimBlob(op, ref);
  if (!(await touch(op).commit()).ok) {
    await deleteBlob(kv, ref);
    throw new CommitConflict();
  }
  await deleteBlob(kv, v.blocksRef);
}

export type ScheduleAction = "publish" | "unpublish";

/** Sets a page's schedule: the page and its schedule entries change in one commit. */
export async function setSchedule(
  kv: Deno.Kv,
  before: Deno.KvEntry<PageRecord>,
  after: PageRecord,
  audit?: AuditDraft,
): Promise<void> {
  const op = auditIn(kv.atomic().check(before).set(keys.page(after.id), after), audit);
  await commit(touch(scheduleEntriesIn(op, before.value, after)));
}

/**
 * Adds to a commit that writes a page record the schedule entries that go with it: those of the
 * record's times before removed, those of its times after added.
 */
export function scheduleEntriesIn(
  op: Deno.AtomicOperation,
  b: PageRecord,
  after: PageRecord,
): Deno.AtomicOperation {
  if (b.publishAt) op.delete(keys.schedule(b.publishAt, b.id, "publish"));
  if (b.unpublishAt) op.delete(keys.schedule(b.unpublishAt, b.id, "unpublish"));
  if (after.publishAt) op.set(keys.schedule(after.publishAt, after.id, "publish"), true);
  if (after.unpublishAt) op.set(keys.schedule(after.unpublishAt, after.id, "unpublish"), true);
  return op;
}

export interface DueSchedule {
  at: number;
  pageID: number;
  action: ScheduleAction;
  entry: Deno.KvEntry<unknown>;
}

/**
 * A schedule entry's value: `true` while it waits, `{claimedUntil}` while an instance carries it
 * out. A claim is a lease, not a removal: should the claiming process die before it is done,
 * the entry is due again once the claim expires, and another instance carries it out (a publish
 * is pinned to a revision, so running one again that had gone through is refused, not doubled).
 */
type ScheduleValue = true | { claimedUntil: number };

/** How long a claimed schedule entry is left to its claimer before another may take it. */
export const SCHEDULE_CLAIM_MS = 60_000;

function claimedUntil(value: unknown): number {
  return typeof value === "object" && value !== null
    ? (value as { claimedUntil: number }).claimedUntil
    : 0;
}

/** Scheduled actions due at `now` and not claimed by a live instance, earliest first. */
export async function dueSchedules(kv: Deno.Kv, now: number): Promise<DueSchedule[]> {
  const out: DueSchedule[] = [];
  const end = [...keys.schedules(), now + 1];
  const clock = Date.now();
  for await (const entry of kv.list<ScheduleValue>({ prefix: keys.schedules(), end })) {
    if (claimedUntil(entry.value) > clock) continue;
    const [, at, pageID, action] = entry.key as [string, number, number, ScheduleAction];
    out.push({ at, pageID, action, entry });
  }
  return out;
}

/** When the next scheduled action (or the expiry of a claim on one) falls, if any. */
export async function nextScheduleAt(kv: Deno.Kv): Promise<number | null> {
  let next: number | null = null;
  for await (const entry of kv.list({ prefix: keys.schedules() }, { limit: 20 })) {
    const at = Math.max(entry.key[1] as number, claimedUntil(entry.value));
    if (next === null || at < next) next = at;
  }
  return next;
}

/**
 * Claims a due entry for this instance (a checked commit: of instances claiming together, one
 * wins); answers the claimed entry, or null when another instance took it first.
 */
export async function claimSchedule(
  kv: Deno.Kv,
  due: DueSchedule,
): Promise<Deno.KvEntry<unknown> | null> {
  const value: ScheduleValue = { claimedUntil: Date.now() + SCHEDULE_CLAIM_MS };
  const result = await kv.atomic().check(due.entry).set(due.entry.key, value).commit();
  return result.ok ? { key: due.entry.key, value, versionstamp: result.versionstamp } : null;
}

/**
 * Takes a claimed entry off the schedule once carried out (or found cancelled). Checked: an
 * entry the carrying out already removed, or that was set again since, stays as it is.
 */
export async function finishSchedule(kv: Deno.Kv, claimed: Deno.KvEntry<unknown>): Promise<void> {
  await kv.atomic().check(claimed).delete(claimed.key).commit();
}

/** Adds to a commit the replacement of a version record read as `before`. */
export function replaceVersionIn(
  op: Deno.AtomicOperation,
  before: Deno.KvEntryMaybe<VersionRecord>,
  after: VersionRecord,
): Deno.AtomicOperation {
  return op.check(before).set(keys.version(after.id), after);
}

/**
 * Deletes a page: first, in one commit, everything that makes it reachable (record, slug,
 * public pointer, sibling entry); then its versions and their blobs.
 */
export async function deletePage(
  kv: Deno.Kv,
  before: Deno.KvEntry<PageRecord>,
  audit?: AuditDraft,
): Promise<void> {
  const p = before.value;
  await commitWith(
    kv,
    touch(
      auditIn(kv.atomic(), audit).check(before)
        .delete(keys.page(p.id))
        .delete(keys.pageOfType(p.type, p.locale, p.id))
        .delete(keys.pageSlug(p.locale, p.slug))
        .delete(keys.published(p.locale, p.slug))
        .delete(keys.pageSibling(p.siblingGroup, p.locale)),
    ),
    { siteChanged: true, searchChanged: [pageChange(p)] },
  );
  // Its old addresses now answer 404, never a redirect to a page that is gone.
  for await (const entry of kv.list({ prefix: keys.pageRedirects(p.id) })) {
    const [, , locale, slug] = entry.key as [string, number, string, string];
    const target = await kv.get<number>(keys.redirect(locale, slug));
    const op = kv.atomic().delete(entry.key);
    if (target.value === p.id) op.check(target).delete(keys.redirect(locale, slug));
    await op.commit();
  }
  for await (const entry of kv.list({ prefix: keys.pageVersions(p.id) })) {
    const versionID = entry.key[2] as number;
    const version = await getVersion(kv, versionID);
    if (version) await deleteBlob(kv, version.blocksRef);
    await deleteVersionUsage(kv, versionID);
    await deleteVersionLinks(kv, versionID);
    await kv.atomic().delete(keys.version(versionID)).delete(entry.key).commit();
  }
}

export async function listVersionIDs(kv: Deno.Kv, pageID: number): Promise<number[]> {
  const out: number[] = [];
  for await (const entry of kv.list({ prefix: keys.pageVersions(pageID) })) {
    out.push(entry.key[2] as number);
  }
  return out;
}

export async function siblingIDs(kv: Deno.Kv, group: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for await (const entry of kv.list<number>({ prefix: keys.pageSiblings(group) })) {
    out.set(entry.key[2] as string, entry.value);
  }
  return out;
}

/** The ids of the pages of a type in a locale, in order of creation. */
export async function pageIDsOfType(kv: Deno.Kv, type: string, locale: string): Promise<number[]> {
  const out: number[] = [];
  const list = kv.list({ prefix: keys.pagesOfType(type, locale) }, { batchSize: 1000 });
  for await (const entry of list) out.push(entry.key[3] as number);
  return out;
}

/** Every page record (for the list cache; records are small and hold no blocks). */
export async function allPages(kv: Deno.Kv): Promise<PageRecord[]> {
  const out: PageRecord[] = [];
  for await (const entry of kv.list<PageRecord>({ prefix: keys.pages() }, { batchSize: 1000 })) {
    out.push(entry.value);
  }
  return out;
}

export async function getPages(kv: Deno.Kv, ids: number[]): Promise<(PageRecord | null)[]> {
  // getMany takes 10 keys; the batches are read in parallel, a bounded number at a time.
  const batches: Promise<Deno.KvEntryMaybe<PageRecord>[]>[] = [];
  const out: (PageRecord | null)[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    batches.push(kv.getMany<PageRecord[]>(ids.slice(i, i + 10).map((id) => keys.page(id))));
    if (batches.length === 32 || i + 10 >= ids.length) {
      for (const batch of await Promise.all(batches)) out.push(...batch.map((e) => e.value));
      batches.length = 0;
    }
  }
  return out;
}

/** How many pages `locale` has (every page holds one slug of its locale). */
export async function pageCountOf(kv: Deno.Kv, locale: string): Promise<number> {
  let n = 0;
  for await (const _ of kv.list({ prefix: keys.pageSlugs(locale) }, { batchSize: 500 })) n++;
  return n;
}

/** Versions by id (missing ones left out), read ten at a time. */
export async function getVersions(kv: Deno.Kv, ids: number[]): Promise<Map<number, VersionRecord>> {
  const out = new Map<number, VersionRecord>();
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<VersionRecord[]>(ids.slice(i, i + 10).map(keys.version));
    for (const e of batch) if (e.value) out.set(e.value.id, e.value);
  }
  return out;
}
