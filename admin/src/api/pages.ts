/** Calls of /api/ximblox/page (SPEC.md section 7, Pages). */
import type { Block } from "../../../lib/content/blocks/index.ts";
import type { ImageWithCrop } from "../../../lib/content/media_refs.ts";
import type { PageJson, PageListItem, PageVersionJson } from "../../../lib/content/pages.ts";
import { API_BASE, request } from "./client.ts";
import type { ListResult, SortOrder } from "./types.ts";

export type { PageJson, PageListItem, PageVersionJson };

export interface ListPagesQuery {
  type?: string;
  locale?: string | null;
  pageIndex: number;
  pageSize: number;
  searchTerm: string;
  columnToSort: string;
  sortOrder: SortOrder;
}

export async function listPages(
  query: ListPagesQuery,
  signal?: AbortSignal,
): Promise<ListResult<PageListItem>> {
  const { items, totalItems } = await request<ListResult<PageListItem>>("POST", "/page/list", {
    body: query,
    signal,
  });
  return { items, totalItems };
}

export interface NewPage {
  title: string;
  slug: string;
  type: string;
  locale: string;
}

export async function createPage(
  page: NewPage,
): Promise<{ pageID: number; pageVersionID: number }> {
  const { pageID, pageVersionID } = await request<{ pageID: number; pageVersionID: number }>(
    "POST",
    "/page/create",
    { body: { ...page, typeData: {} } },
  );
  return { pageID, pageVersionID };
}

export async function getPage(id: number, signal?: AbortSignal): Promise<PageJson> {
  return (await request<{ page: PageJson }>("GET", `/page/${id}`, { signal })).page;
}

export interface VersionDraft {
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageWithCrop[];
  blocks: Block[];
  revision: string;
}

export async function storeVersion(
  versionID: number,
  draft: VersionDraft,
): Promise<{ pageVersionID: number; revision: string }> {
  const { pageVersionID, revision } = await request<{ pageVersionID: number; revision: string }>(
    "POST",
    `/page/version/${versionID}/store`,
    { body: draft },
  );
  return { pageVersionID, revision };
}

export async function publishPage(id: number): Promise<void> {
  await request("POST", `/page/${id}/publish`);
}

export async function unpublishPage(id: number): Promise<void> {
  await request("POST", `/page/${id}/unpublish`);
}

export async function savePageSlug(
  id: number,
  slug: string,
  shouldUpdateLinks: boolean,
): Promise<{ slug: string }> {
  const { slug: saved } = await request<{ slug: string }>("PUT", `/page/${id}/save`, {
    body: { id, slug, shouldUpdateLinks },
  });
  return { slug: saved };
}

export async function deletePage(id: number): Promise<void> {
  await request("POST", `/page/${id}/delete`);
}

export async function slugAvailable(
  slug: string,
  locale: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await request<{ available: boolean }>("POST", "/page/slug-available", {
    body: { slug, locale },
    signal,
  })).available;
}

export async function anchorAvailable(
  anchorName: string,
  blockKey: string,
  pageVersionBlocks: { key: string; anchorPoint: string }[],
  signal?: AbortSignal,
): Promise<boolean> {
  return (await request<{ available: boolean }>("POST", "/page/anchor-available", {
    body: { anchorName, blockKey, pageVersionBlocks },
    signal,
  })).available;
}

export interface PageSearchItem {
  id: number;
  title: string;
  slug: string;
  locale: string;
  type?: string;
}

export async function searchPages(
  locale: string,
  searchTerm: string,
  signal?: AbortSignal,
): Promise<PageSearchItem[]> {
  return (await request<{ items: PageSearchItem[] }>("POST", "/page/search", {
    body: { locale, searchTerm },
    signal,
  })).items;
}

export interface Sibling {
  locale: string;
  slug: string;
  id?: number;
}

export async function siblingSlugs(pageID: number, signal?: AbortSignal): Promise<Sibling[]> {
  return (await request<{ siblings: Sibling[] }>("GET", `/page/get-sibling-slugs/${pageID}`, {
    signal,
  })).siblings;
}

/** The address of a version's draft preview (HTML rendered by the public renderer). */
export function previewUrl(versionID: number): string {
  return `${API_BASE}/page/version/${versionID}/preview`;
}
