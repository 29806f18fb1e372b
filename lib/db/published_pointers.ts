/**
 * What the public site reads: the published pointer of a locale's slug, and the redirects of old
 * addresses; and the page record changes that move them (publish, unpublish, slug change), each
 * of which bumps the site revision and logs a search change.
 */
import { keys } from "./keys.ts";
import { CommitConflict } from "./kv.ts";
import type { SiteState } from "./site_revision.ts";
import { MANIFEST_FORMAT, type PageManifest } from "./page_manifests.ts";
import { pageChange } from "./search_log.ts";
import { type CommitEffects, tryCommitWith } from "./commit_with.ts";
import { addressTag, pageChangeTags, pageRefreshTags, pageTag } from "./cache_tags.ts";
import { type PageRecord, touchPages, type VersionRecord } from "./page_records.ts";
import type { Block } from "../content/blocks/index.ts";
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

/** The pointer entry and the page's manifest (valid for it, else null) a state read. */
export interface PublishedRead {
  pointerStamp: string | null;
  manifest: PageManifest | null;
}

const pointerKey = (locale: string, slug: string) => `page\u0000${locale}\u0000${slug}`;
const readKey = (locale: string, slug: string) => `page-read\u0000${locale}\u0000${slug}`;

/**
 * The cache tags of a pointer as held (and of what was read with it): its address, and the page
 * there — a pointer refreshed in place (a link rewritten, a translation published) keeps its
 * address.
 */
const pointerTags = (locale: string, slug: string, pointer: PublishedPointer | null) => [
  addressTag(locale, slug),
  ...pointer ? [pageTag(pointer.pageID)] : [],
];

/** The published pointer entry of a slug (its versionstamp checks what is built from it). */
export function getPublishedEntry(
  kv: Deno.Kv,
  locale: string,
  slug: string,
): Promise<Deno.KvEntryMaybe<PublishedPointer>> {
  return kv.get<PublishedPointer>(keys.published(locale, slug));
}

/**
 * The published pointer of a slug as the public site holds it: read once per state of the site
 * (lib/db/site_revision.ts), so every publish, unpublish, slug change or delete — of this
 * instance or another — is seen as the site itself sees it. The site's routes and the search's
 * results (lib/search/search.ts) share it. The page's manifest comes in the same round trip
 * (page_manifests.ts), kept in the state for {@link publishedReadIn}.
 */
export function publishedPointerIn(
  kv: Deno.Kv,
  state: SiteState,
  locale: string,
  slug: string,
): Promise<PublishedPointer | null> {
  return state.memo(
    pointerKey(locale, slug),
    async () => {
      const [pointer, manifest] = await kv.getMany<[PublishedPointer, PageManifest]>([
        keys.published(locale, slug),
        keys.pageManifest(locale, slug),
      ]);
      return keepRead(state, locale, slug, pointer, manifest);
    },
    (pointer) => pointerTags(locale, slug, pointer),
  );
}

/** Keeps in the state what was read with a pointer (its entry and its manifest, if valid). */
function keepRead(
  state: SiteState,
  locale: string,
  slug: string,
  pointer: Deno.KvEntryMaybe<PublishedPointer>,
  manifest: Deno.KvEntryMaybe<PageManifest>,
): PublishedPointer | null {
  const p = pointer.value;
  const m = manifest.value;
  const valid = !!m && !!p && m.format === MANIFEST_FORMAT && m.rev === p.rev &&
    m.versionID === p.versionID && m.pageID === p.pageID;
  state.keep(
    readKey(locale, slug),
    {
      pointerStamp: pointer.versionstamp,
      manifest: valid ? m : null,
    } satisfies PublishedRead,
    pointerTags(locale, slug, p),
  );
  return p;
}

/** What {@link publishedPointerIn} read besides the pointer, in this state (undefined: not read). */
export function publishedReadIn(
  state: SiteState,
  locale: string,
  slug: string,
): PublishedRead | undefined {
  return state.peek<PublishedRead>(readKey(locale, slug));
}

/**
 * The published pointers of many slugs as the site holds them (a page of search hits): those this
 * state has not read yet are read together with their manifests (a visitor opens a hit next),
 * five of each to a getMany, the batches in parallel.
 */
export function publishedPointersIn(
  kv: Deno.Kv,
  state: SiteState,
  slugs: readonly { locale: string; slug: string }[],
): Promise<(PublishedPointer | null)[]> {
  type Wait = { locale: string; slug: string; done: (p: PublishedPointer | null) => void };
  const waiting: Wait[] = [];
  const failed: ((err: unknown) => void)[] = [];
  // The memo calls its loader at once for a key it does not hold: those wait for the batches.
  const found = slugs.map((s) =>
    state.memo(
      pointerKey(s.locale, s.slug),
      () =>
        new Promise<PublishedPointer | null>((done, fail) => {
          waiting.push({ ...s, done });
          failed.push(fail);
        }),
      (pointer) => pointerTags(s.locale, s.slug, pointer),
    )
  );
  const batches = [];
  for (let i = 0; i < waiting.length; i += 5) {
    const part = waiting.slice(i, i + 5);
    const read = kv.getMany<(PublishedPointer | PageManifest)[]>([
      ...part.map((s) => keys.published(s.locale, s.slug)),
      ...part.map((s) => keys.pageManifest(s.locale, s.slug)),
    ]);
    batches.push(read.then((entries) =>
      part.forEach((s, j) => {
        const pointer = entries[j] as Deno.KvEntryMaybe<PublishedPointer>;
        const manifest = entries[part.length + j] as Deno.KvEntryMaybe<PageManifest>;
        s.done(keepRead(state, s.locale, s.slug, pointer, manifest));
      })
    ));
  }
  Promise.all(batches).catch((err) => failed.forEach((fail) => fail(err)));
  return Promise.all(found);
}

export interface PageUpdate {
  /** Adds to the commit (an audit record, a publication id, …). */
  extra?: (op: Deno.AtomicOperation) => void;
  /** Other pages whose public answers the same commit changes (`refreshPointersIn`). */
  alsoChanged?: PageRecord[];
  /** The version `after` publishes and its blocks, as read: the search need not read them back. */
  published?: { version: VersionRecord; blocks: Block[] };
}

/** Replaces the page record (publish, unpublish, slug change) and its public pointers. */
export async function updatePage(
  kv: Deno.Kv,
  before: Deno.KvEntry<PageRecord>,
  after: PageRecord,
  { extra, alsoChanged = [], published }: PageUpdate = {},
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
    // The translations refreshed in the same commit are drawn again at their addresses.
    siteChanged: [...pageChangeTags(b, after), ...pageRefreshTags(...alsoChanged)],
    // Not the translations': their pointers' revisions move, their search documents do not.
    searchChanged: [pageChange(after)],
    redrawn: alsoChanged.map((p) => ({ pageID: p.id, locale: p.locale })),
    searchKnown: published && { page: after, ...published },
    webhookEvents: pageEvents(b, after),
  });
  if (!result.ok) {
    const owner = await pageIdBySlug(kv, after.locale, after.slug);
    if (owner !== null && owner !== after.id) throw new SlugTaken();
    throw new CommitConflict();
  }
}

/**
 * What webhooks are told of a page's change (lib/db/webhook_queue.ts): a publish (a new
 * publication), an unpublish, a new address of a published page.
 */
function pageEvents(b: PageRecord, after: PageRecord): CommitEffects["webhookEvents"] {
  const events: NonNullable<CommitEffects["webhookEvents"]> = [];
  const ids = { pageID: after.id, locale: after.locale, slug: after.slug };
  if (after.publishedVersionID !== null && after.publishedID !== b.publishedID) {
    events.push({ type: "page.published", data: { ...ids, versionID: after.publishedVersionID } });
  }
  if (b.publishedVersionID !== null && after.publishedVersionID === null) {
    events.push({ type: "page.unpublished", data: { ...ids, versionID: b.publishedVersionID } });
  }
  const moved = b.slug !== after.slug || b.locale !== after.locale;
  if (moved && after.publishedVersionID !== null) {
    events.push({
      type: "page.slug_changed",
      data: { ...ids, versionID: after.publishedVersionID, previousSlug: b.slug },
    });
  }
  return events;
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
    { siteChanged: pageRefreshTags(page), searchChanged: [pageChange(page)] },
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
 * The published pointers of a locale in address order, after `after` (exclusive; null: from the
 * first), at most `limit`, and whether more follow: one list read of the pointers' own keys (the
 * content API's list, issue 32), never every page.
 */
export async function listPublishedPointers(
  kv: Deno.Kv,
  locale: string,
  after: string | null,
  limit: number,
): Promise<{ pointers: { slug: string; pointer: PublishedPointer }[]; more: boolean }> {
  const prefix = keys.publishedIn(locale);
  const selector: Deno.KvListSelector = after === null ? { prefix } : {
    prefix,
    // Keys after `after` itself: the smallest key above it is `after` followed by "\0".
    start: keys.published(locale, `${after}\u0000`),
  };
  const pointers: { slug: string; pointer: PublishedPointer }[] = [];
  // One more than asked: whether another page follows, in the same batch.
  const iter = kv.list<PublishedPointer>(selector, { limit: limit + 1, batchSize: limit + 1 });
  for await (const entry of iter) {
    pointers.push({ slug: entry.key[2] as string, pointer: entry.value });
  }
  const more = pointers.length > limit;
  return { pointers: pointers.slice(0, limit), more };
}
