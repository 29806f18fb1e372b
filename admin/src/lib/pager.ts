/** The buttons of a pager: first, last, the active page's neighbours, gaps. */
export type PagerItem = number | "dots";

/** Pages are numbered from 1; returns nothing when there is one page or fewer. */
export function pagerItems(active: number, total: number): PagerItem[] {
  if (total <= 1) return [];
  const pages = new Set([1, total, active - 1, active, active + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push("dots");
    items.push(page);
  }
  return items;
}

/** Number of pages for a total (at least 0). */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.ceil(Math.max(0, totalItems) / pageSize);
}
