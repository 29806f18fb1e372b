/**
 * Paging, searching and sorting a list held whole in the browser (users, open requests — lists
 * that stay small), answering like the server's paginated lists do.
 */
import type { ListQuery, ListResult } from "./types.ts";

export function pageLocally<T>(
  all: T[],
  query: ListQuery,
  options: {
    /** The texts a search term is looked for in. */
    searchable(item: T): (string | null | undefined)[];
    /** The text an item is sorted by for a column. */
    sortValue(item: T, column: string): string;
    locale: string;
  },
): ListResult<T> {
  const term = query.searchTerm.trim().toLocaleLowerCase();
  const matching = term
    ? all.filter((item) =>
      options.searchable(item).some((v) => (v ?? "").toLocaleLowerCase().includes(term))
    )
    : [...all];
  const collator = new Intl.Collator(options.locale, { sensitivity: "base" });
  const direction = query.sortOrder === "desc" ? -1 : 1;
  const key = (item: T) => options.sortValue(item, query.columnToSort);
  matching.sort((a, b) => direction * collator.compare(key(a), key(b)));
  const start = query.pageIndex * query.pageSize;
  return { items: matching.slice(start, start + query.pageSize), totalItems: matching.length };
}
