/** Calls of /api/ximblox/page (docs/api.md, Pages). */
import type { MissingMedia } from "../../../lib/content/media_usage.ts";
import type { InternalLink } from "../../../lib/content/internal_links.ts";
import type {
  HistoryItem,
  PageJson,
  PageListItem,
  PageVersionJson,
  RequestJson,
  TranslationState,
  VersionInput,
} from "../../../lib/content/pages.ts";

export type { HistoryItem, RequestJson, TranslationState, VersionInput };
/** A publication request as the API answers it. */
export type PublicationRequest = RequestJson;
/** What the editor stores for a version. */
export type VersionDraft = VersionInput;
import { request } from "./client.ts";
import { editorTabID } from "./presence.ts";
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

export { getPage } from "./page_read.ts";

export async function storeVersion(
  versionID: number,
  draft: VersionDraft,
): Promise<{ pageVersionID: number; revision: string }> {
  const { pageVersionID, revision } = await request<{ pageVersionID: number; revision: string }>(
    "POST",
    `/page/version/${versionID}/store`,
    // The tab storing, checked against the page's soft lock (api/presence.ts). Repeated once on
    // 502/503: the store is checked against the draft's `revision`, so a repeat after one that
    // was applied answers PM_02 (the conflict view) and never stores twice.
    { body: { ...draft, tabID: editorTabID }, retryUnavailable: true },
  );
  return { pageVersionID, revision };
}

/**
 * Publishes the page's latest version. Repeated once on 502/503: publishing the latest version
 * again leaves the same version live (as unpublishing twice leaves the page offline).
 */
export async function publishPage(id: number): Promise<void> {
  await request("POST", `/page/${id}/publish`, { retryUnavailable: true });
}

export async function unpublishPage(id: number): Promise<void> {
  await request("POST", `/page/${id}/unpublish`, { retryUnavailable: true });
}

export async function savePageSlug(
  id: number,
  slug: string,
  shouldUpdateLinks: boolean,
): Promise<{ slug: string; updatedLinks: number }> {
  const { slug: saved, updatedLinks } = await request<{ slug: string; updatedLinks?: number }>(
    "PUT",
    `/page/${id}/save`,
    { body: { id, slug, shouldUpdateLinks } },
  );
  return { slug: saved, updatedLinks: updatedLinks ?? 0 };
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

/** A stored version as the public renderer draws it (HTML, with a Preview banner). */
export function previewVersion(versionID: number, signal?: AbortSignal): Promise<string> {
  return request<string>("GET", `/page/version/${versionID}/preview`, { html: true, signal });
}

/**
 * An unsaved document of the page `versionID` belongs to, as the public renderer draws it. The
 * server validates it like a store and keeps nothing.
 */
export function previewDocument(
  versionID: number,
  document: Omit<VersionDraft, "revision">,
  signal?: AbortSignal,
): Promise<string> {
  return request<string>("POST", `/page/version/${versionID}/preview`, {
    body: document,
    html: true,
    signal,
  });
}

// --- Publication workflow, translations, duplicates, history, schedule, link report ---

/** Asks for the page's latest stored version to be published (store first). */
export async function requestPublication(
  id: number,
  comment: string,
): Promise<{ requestID: number; pageVersionID: number }> {
  const { requestID, pageVersionID } = await request<
    { requestID: number; pageVersionID: number }
  >("POST", `/page/${id}/request-publication`, { body: { comment } });
  return { requestID, pageVersionID };
}

export async function revokePublication(id: number): Promise<void> {
  await request("POST", `/page/${id}/revoke-publication`);
}

/** Every request of a page, newest first. */
export async function publicationRequestsOf(
  id: number,
  signal?: AbortSignal,
): Promise<PublicationRequest[]> {
  return (await request<{ items: PublicationRequest[] }>(
    "GET",
    `/page/${id}/publication-requests`,
    { signal },
  )).items;
}

/** The open requests the user may review. */
export async function openPublicationRequests(
  signal?: AbortSignal,
): Promise<PublicationRequest[]> {
  return (await request<{ items: PublicationRequest[] }>("GET", "/page/fetch-request", { signal }))
    .items;
}

export async function requestComment(versionID: number, signal?: AbortSignal): Promise<string> {
  return (await request<{ comment: string }>(
    "GET",
    `/page/version/${versionID}/fetch-request-comment`,
    { signal },
  )).comment;
}

/**
 * Accepts the request `requestID` (the one the reviewer was shown): PM_02 when it was replaced
 * since, so what is published is always what was reviewed.
 */
export async function acceptPublication(
  versionID: number,
  feedback: string,
  requestID?: number,
): Promise<void> {
  await request("POST", `/page/version/${versionID}/accept-publication`, {
    body: { feedback, requestID },
  });
}

export async function rejectPublication(
  versionID: number,
  feedback: string,
  requestID?: number,
): Promise<void> {
  await request("POST", `/page/version/${versionID}/reject-publication`, {
    body: { feedback, requestID },
  });
}

export async function getVersion(
  versionID: number,
  signal?: AbortSignal,
): Promise<PageVersionJson> {
  return (await request<{ pageVersion: PageVersionJson }>(
    "GET",
    `/page/version/fetch/${versionID}`,
    { signal },
  )).pageVersion;
}

export interface NewCopy {
  pageID: number;
  title: string;
  slug: string;
}

/** A new page made by copying, with the links that still lead to the source's language. */
export interface CopiedPage {
  pageID: number;
  pageVersionID: number;
  keptLinks: InternalLink[];
}

export async function createTranslation(
  copy: NewCopy & { newLocale: string },
): Promise<CopiedPage> {
  const { pageID, pageVersionID, keptLinks } = await request<CopiedPage>(
    "POST",
    "/page/create-translation",
    { body: copy },
  );
  return { pageID, pageVersionID, keptLinks: keptLinks ?? [] };
}

export async function duplicatePage(
  copy: NewCopy & { locale: string },
): Promise<CopiedPage> {
  const { pageID, pageVersionID, keptLinks } = await request<CopiedPage>(
    "POST",
    "/page/duplicate",
    { body: copy },
  );
  return { pageID, pageVersionID, keptLinks: keptLinks ?? [] };
}

export async function translationsOf(
  id: number,
  signal?: AbortSignal,
): Promise<TranslationState[]> {
  return (await request<{ items: TranslationState[] }>("GET", `/page/${id}/translations`, {
    signal,
  })).items;
}

export async function pageHistory(id: number, signal?: AbortSignal): Promise<HistoryItem[]> {
  return (await request<{ items: HistoryItem[] }>("GET", `/page/${id}/versions`, { signal }))
    .items;
}

export async function restoreVersion(
  versionID: number,
): Promise<{ pageVersionID: number; revision: string }> {
  const { pageVersionID, revision } = await request<{ pageVersionID: number; revision: string }>(
    "POST",
    `/page/version/${versionID}/restore`,
  );
  return { pageVersionID, revision };
}

export interface Schedule {
  publishAt: string | null;
  unpublishAt: string | null;
}

export async function schedulePage(id: number, schedule: Schedule): Promise<Schedule> {
  const { publishAt, unpublishAt } = await request<Schedule>("POST", `/page/${id}/schedule`, {
    body: schedule,
  });
  return { publishAt, unpublishAt };
}

export interface BrokenLink {
  pageID: number;
  pageTitle: string;
  pageLocale: string;
  blockKey: string;
  blockType: string;
  slug: string;
  locale: string;
  problem: "missing" | "unpublished";
}

/** A menu item whose target page is deleted or not published (lib/ops/menus/menus.ts). */
export interface BrokenMenuItem {
  locale: string;
  menu: string;
  itemID: string;
  trail: string[];
  targetPageID: number;
  problem: "missing" | "unpublished";
}

export type { MissingMedia };

export interface LinkReport {
  items: BrokenLink[];
  menuItems: BrokenMenuItem[];
  /** Images and files pages reference that the library no longer has (lib/ops/media/missing_media.ts). */
  media: MissingMedia[];
}

export async function linkReport(signal?: AbortSignal): Promise<LinkReport> {
  const { items, menuItems, media } = await request<LinkReport>("GET", "/page/link-report", {
    signal,
  });
  return { items, menuItems, media };
}
