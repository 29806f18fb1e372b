/**
 * What the public site reads: the published pointer of a locale's slug, and the redirects of old
 * addresses; and the page record changes that move them (publish, unpublish, slug change), each
 * of which bumps the site revision and logs a search change.
 */
import { keys } from "./keys.ts";
import { CommitConflict } from "./kv.ts";
import type { SiteState } from "./site_revision.ts";
import { pageChange } from "./search_log.ts";
import { tryCommitWith } from "./commit_with.ts";
import { type PageRecord, touchPages } from "./page_records.ts";
import { getPages, pageIdBySlug, siblingIDs, SlugTaken } from "./pages.ts";
import { publishedTitleIn } from "./published_titles.ts";

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

/**
 * Replaces the page record (publish, unpublish, slug change) and its public pointers.
 * `alsoChanged`: other pages whose public answers the same commit changes (`refreshPointersIn`).
 */
export async function updatePage(
  kv: Deno.Kv,
  before: Deno.KvEntry<PageRecord>,
  after: PageRecord,
  extra?: (op: Deno.AtomicOperation) => void,
  alsoChanged: PageRecord[] = [],
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
  publishedTitleIn(op, b, after);
  if (b.slug !== after.slug && b.locale === after.locale) {
    // The old address redirects to the page; an address the page returns to is its own again.
    op.set(keys.redirect(b.locale, b.slug), after.id)
      .set(keys.pageRedirect(after.id, b.locale, b.slug), true)
      .delete(keys.redirect(after.locale, after.slug))
      .delete(keys.pageRedirect(after.id, after.locale, after.slug));
  }
  extra?.(op);
  const result = await tryCommitWith(kv, touchPages(op, [after.id]), {
    siteChanged: true,
    searchChanged: [pageChange(after), ...alsoChanged.map(pageChange)],
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

/** The public pointers of pages (to refresh in a commit: `refreshPointersIn`). */
export async function readPointers(
  kv: Deno.Kv,
  pages: PageRecord[],
): Promise<Deno.KvEntryMaybe<PublishedPointer>[]> {
  const out: Deno.KvEntryMaybe<PublishedPointer>[] = [];
  const batches = [];
  for (let i = 0; i < pages.length; i += 10) {
    const keysOf = pages.slice(i, i + 10).map((p) => keys.published(p.locale, p.slug));
    batches.push(kv.getMany<PublishedPointer[]>(keysOf));
  }
  for (const batch of await Promise.all(batches)) out.push(...batch);
  return out;
}

/**
 * A fresh revision of the pointers of `pages` (as read by `readPointers`, in the same order) that
 * are still theirs, for a commit (`addTo`, checked as read); `pages`: those it refreshes.
 */
export function pointerRefresh(
  pages: PageRecord[],
  pointers: Deno.KvEntryMaybe<PublishedPointer>[],
): { pages: PageRecord[]; addTo: (op: Deno.AtomicOperation) => void } {
  const live = pages.flatMap((page, i) => {
    const current = pointers[i];
    if (page.publishedVersionID === null || current.value?.pageID !== page.id) return [];
    return [{ page, current: current as Deno.KvEntry<PublishedPointer> }];
  });
  return {
    pages: live.map((l) => l.page),
    addTo: (op) => {
      for (const { current } of live) {
        op.check(current).set(current.key, { ...current.value, rev: crypto.randomUUID() });
      }
    },
  };
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
