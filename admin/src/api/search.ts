/** Calls of /api/ximblox/search that the admin makes: the index's state and its bulk actions. */
import type { SearchStatus } from "../../../lib/content/search_status.ts";
import { request } from "./client.ts";

export function searchStatus(signal?: AbortSignal): Promise<SearchStatus> {
  return request<SearchStatus>("GET", "/search/status", { signal });
}

/** Starts rebuilding every index from the published pages (manage-search). */
export function indexAllPages(): Promise<SearchStatus> {
  return request<SearchStatus>("POST", "/search/index-all-pages", { body: {} });
}

/** Starts emptying every index (manage-search). */
export function removeAllPages(): Promise<SearchStatus> {
  return request<SearchStatus>("POST", "/search/remove-all-pages", { body: {} });
}
