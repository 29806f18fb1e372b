/**
 * Page lists (overview, link pickers). Each instance keeps the small page records in memory,
 * brought up to date from the page change log (lib/db/pages_mirror.ts): a list costs one round
 * trip (the stamp and the log), one more for the pages changed since, and an in-memory filter —
 * correct across instances without invalidation messages, never a read of every page after a
 * change.
 */
import type { PageListItem } from "../../content/pages.ts";
import { currentPages } from "../../db/pages_mirror.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { canReadPage } from "../access/page_access.ts";
import { presentListItem } from "../present/present_page.ts";

function visible(actor: Actor, pages: readonly PageRecord[]): PageRecord[] {
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
