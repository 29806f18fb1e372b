/**
 * Page records: reading them, their slug, type and sibling indexes, inserting a page with its
 * first version and deleting one with everything it holds. The records' shapes and the map of
 * the page modules are in page_records.ts.
 */
import type { Block } from "../content/blocks/index.ts";
import { claimBlob, deleteBlob } from "./blobs.ts";
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { linkTargetsOf, versionLinksOf } from "./link_index.ts";
import { indexChangesIn, readIndexState, unindexed } from "./version_index.ts";
import { pageChange } from "./search_log.ts";
import { commitWith } from "./commit_with.ts";
import { pageChangeTags } from "./cache_tags.ts";
import { type PageRecord, touchPages, type VersionRecord } from "./page_records.ts";
import { publishedTitleIn } from "./published_titles.ts";

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

export async function pageIdBySlug(
  kv: Deno.Kv,
  locale: string,
  slug: string,
): Promise<number | null> {
  return (await kv.get<number>(keys.pageSlug(locale, slug))).value;
}

/** Inserts a new page with its first version; SlugTaken when the slug is in use. */
export async function insertPage(
  kv: Deno.Kv,
  write: {
    page: PageRecord;
    /** Its first version. */
    version: VersionRecord;
    /** Library files the version uses. */
    fileIDs: number[];
    /** The blocks the version holds (for the link index). */
    blocks: Block[];
    /** The creation's audit record, written in its commit. */
    audit?: AuditDraft;
  },
): Promise<void> {
  const { page, version, fileIDs, blocks } = write;
  const slugKey = keys.pageSlug(page.locale, page.slug);
  const siblingKey = keys.pageSibling(page.siblingGroup, page.locale);
  const op = auditIn(kv.atomic(), write.audit)
    .check({ key: slugKey, versionstamp: null })
    .check({ key: siblingKey, versionstamp: null })
    .set(keys.page(page.id), page)
    .set(keys.pageOfType(page.type, page.locale, page.id), true)
    .set(slugKey, page.id)
    .set(siblingKey, page.id)
    .set(keys.version(version.id), version)
    .set(keys.pageVersion(page.id, version.id), true);
  const followUp = indexChangesIn(op, [{
    versionID: version.id,
    pageID: page.id,
    have: unindexed(version.id),
    want: { fileIDs, links: versionLinksOf(linkTargetsOf(blocks, page.locale)) },
  }]);
  claimBlob(op, version.blocksRef);
  const result = await touchPages(op, [page.id]).commit();
  if (!result.ok) {
    await deleteBlob(kv, version.blocksRef);
    throw new SlugTaken();
  }
  await followUp(kv, result.versionstamp);
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
    touchPages(
      publishedTitleIn(auditIn(kv.atomic(), audit), p, null).check(before)
        .delete(keys.page(p.id))
        .delete(keys.pageOfType(p.type, p.locale, p.id))
        .delete(keys.pageSlug(p.locale, p.slug))
        .delete(keys.published(p.locale, p.slug))
        .delete(keys.pageSibling(p.siblingGroup, p.locale)),
      [p.id],
    ),
    {
      siteChanged: pageChangeTags(p),
      searchChanged: [pageChange(p)],
      webhookEvents: [{
        type: "page.deleted",
        data: {
          pageID: p.id,
          locale: p.locale,
          slug: p.slug,
          versionID: p.publishedVersionID,
          wasPublished: p.publishedVersionID !== null,
        },
      }],
    },
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
    // A version changed meanwhile (a link rewrite) is read again.
    for (let i = 0; i < 5 && !(await dropVersion(kv, versionID, p.id)); i++);
  }
}

/**
 * Deletes a version record (checked as read: `version` as the caller read it, else read here),
 * with its index entries and its blob; false when a check failed.
 */
export async function dropVersion(
  kv: Deno.Kv,
  versionID: number,
  pageID: number,
  checked: { version?: Deno.KvEntry<VersionRecord>; also?: Deno.AtomicCheck[] } = {},
): Promise<boolean> {
  const [version, have] = await Promise.all([
    checked.version ?? kv.get<VersionRecord>(keys.version(versionID)),
    readIndexState(kv, versionID),
  ]);
  const op = kv.atomic().check(version);
  for (const c of checked.also ?? []) op.check(c);
  op.delete(keys.version(versionID)).delete(keys.pageVersion(pageID, versionID));
  const followUp = indexChangesIn(op, [{ versionID, pageID, have, want: null }]);
  const result = await op.commit();
  if (!result.ok) return false;
  await followUp(kv, result.versionstamp);
  if (version.value) await deleteBlob(kv, version.value.blocksRef);
  return true;
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
