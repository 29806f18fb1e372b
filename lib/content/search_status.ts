/**
 * `GET /api/ximblox/search/status`: the state of the site search's indexes and of the last bulk
 * run (index or remove every page). The server (lib/search/service.ts) answers it and the admin's
 * search settings screen shows it.
 */
export type SearchState = "idle" | "loading" | "success" | "error";

export interface SearchStatus {
  state: SearchState;
  /** Which bulk run the state is of; null before any. */
  kind: "index" | "remove" | null;
  done: number;
  total: number;
  /** When every index was last rebuilt from the pages (ISO), if ever. */
  lastRebuildAt: string | null;
  /** Pages in each locale's index, on the instance that answers. */
  indexedPages: Record<string, number>;
}
