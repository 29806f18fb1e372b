import { deepStrictEqual } from "node:assert";
import { pageCount, pagerItems } from "./pager.ts";

Deno.test("pagerItems() is empty for one page or fewer", () => {
  deepStrictEqual(pagerItems(1, 0), []);
  deepStrictEqual(pagerItems(1, 1), []);
});

Deno.test("pagerItems() shows first, last, neighbours and dots", () => {
  deepStrictEqual(pagerItems(1, 2), [1, 2]);
  deepStrictEqual(pagerItems(1, 10), [1, 2, "dots", 10]);
  deepStrictEqual(pagerItems(5, 10), [1, "dots", 4, 5, 6, "dots", 10]);
  deepStrictEqual(pagerItems(10, 10), [1, "dots", 9, 10]);
});

Deno.test("pagerItems() fills a gap of one page instead of showing dots", () => {
  deepStrictEqual(pagerItems(4, 10), [1, 2, 3, 4, 5, "dots", 10]);
});

Deno.test("pageCount() is the ceiling of items over page size", () => {
  deepStrictEqual(pageCount(0, 25), 0);
  deepStrictEqual(pageCount(25, 25), 1);
  deepStrictEqual(pageCount(26, 25), 2);
});
