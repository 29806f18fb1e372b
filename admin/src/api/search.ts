/** Calls of /api/ximblox/search that the admin makes: the index's state and its bulk actions. */
import { request } from "./client.ts";

export type SearchState = "idle" | "loading" | "success" | "error";

export interface SearchStatus {
  state: SearchState;
  /** Which bulk action the state is about. */
  kind: "index" | "remove" | null;
  done: number;
  total: number;
  /** When every index was last rebuilt (ISO time), or null. */
  lastRebuildAt: string | null;
  /** Pages in each locale's index. */
  indexedPages: Record<string, number>;
}

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
