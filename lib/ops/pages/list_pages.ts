/**
 * Page lists (overview, link pickers). Each instance keeps the small page records in memory and
 * reloads them only when the pages stamp in KV has changed, so a list costs one small read and an
 * in-memory filter — correct across instances without invalidation messages.
 */
import type { PageListItem } from "../../content/pages.ts";
import { allPages } from "../../db/pages.ts";
import { type PageRecord, pagesStamp } from "../../db/page_records.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { canReadPage } from "../access/page_access.ts";
import { presentListItem } from "../present/present_page.ts";

interface Snapshot {
  stamp: string | null;
  pages: PageRecord[];
}

const snapshots = new WeakMap<Deno.Kv, Promise<Snapshot>>();

export async function currentPages(kv: Deno.Kv): Promise<PageRecord[]> {
  const stamp = await pagesStamp(kv);
  const cached = snapshots.get(kv);
  if (cached) {
    const snap = await cached;
    if (snap.stamp === stamp) return snap.pages;
  }
  // The stamp is read before the records, so a write in between only makes the next call reload.
  const loading = allPages(kv).then((pages) => ({ stamp, pages }));
  snapshots.set(kv, loading);
  return (await loading).pages;
}

function visible(actor: Actor, pages: PageRecord[]): PageRecord[] {
  return pages.filter((p) => canReadPage(actor, p));
}

function matches(page: PageRecord, term: string): boolean {
  if (!term) return true;
  return page.title.toLowerCase().includes(term) || page.slug.includes(term);
}

export interface ListQuery {
  type?: string | null;
  locale?: string | null;
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: "created" | "updated";
  sortOrder: "asc" | "desc";
}

export async function listPagesFor(
  deps: Deps,
  actor: Actor | null,
  q: ListQuery,
): Promise<{ items: PageListItem[]; totalItems: number }> {
  const a = requirePermission(actor, "edit-page");
  const term = q.searchTerm.trim().toLowerCase();
  const field = q.columnToSort === "created" ? "createdAt" : "updatedAt";
  const dir = q.sortOrder === "asc" ? 1 : -1;
  const found = visible(a, await currentPages(deps.kv))
    .filter((p) => (!q.type ? p.type !== "base" : p.type === q.type))
    .filter((p) => !q.locale || p.locale === q.locale)
    .filter((p) => matches(p, term))
    .sort((x, y) => (x[field] - y[field]) * dir || (x.id - y.id) * dir);
  const start = q.pageIndex * q.pageSize;
  return {
    items: found.slice(start, start + q.pageSize).map(presentListItem),
    totalItems: found.length,
  };
}

/** Up to 20 pages whose title or slug matches, for link pickers. */
export async function searchPagesFor(
  deps: Deps,
  actor: Actor | null,
  q: { locale?: string | null; searchTerm: string },
): Promise<PageListItem[]> {
  const a = requirePermission(actor, "edit-page");
  const term = q.searchTerm.trim().toLowerCase();
  return visible(a, await currentPages(deps.kv))
    .filter((p) => (!q.locale || p.locale === q.locale) && matches(p, term))
    .sort((x, y) => x.title.localeCompare(y.title))
    .slice(0, 20)
    .map(presentListItem);
}

export async function getPagesFor(
  deps: Deps,
  actor: Actor | null,
  q: { type?: string | null; locale?: string | null },
): Promise<PageListItem[]> {
  const a = requirePermission(actor, "edit-page");
  return visible(a, await currentPages(deps.kv))
    .filter((p) => (!q.type || p.type === q.type) && (!q.locale || p.locale === q.locale))
    .sort((x, y) => x.title.localeCompare(y.title))
    .map(presentListItem);
}

/** Every published page (public: for the sitemap), from the same cached snapshot. */
export async function publishedPages(deps: Deps): Promise<PageRecord[]> {
  return (await currentPages(deps.kv)).filter((p) => p.publishedVersionID !== null);
}
