import { deepStrictEqual } from "node:assert/strict";
import { pageLocally } from "./local_list.ts";

const people = [{ name: "Émile", city: "Utrecht" }, { name: "anna", city: "Delft" }, {
  name: "Bram",
  city: "Utrecht",
}];
const options = {
  searchable: (p: { name: string; city: string }) => [p.name, p.city],
  sortValue: (p: { name: string }) => p.name,
  locale: "en",
};
const query = {
  pageIndex: 0,
  pageSize: 2,
  searchTerm: "",
  columnToSort: "name",
  sortOrder: "asc" as const,
};

Deno.test("pageLocally() sorts with the locale's collation and pages", () => {
  const first = pageLocally(people, query, options);
  deepStrictEqual(first.items.map((p) => p.name), ["anna", "Bram"]);
  deepStrictEqual(first.totalItems, 3);
  const second = pageLocally(people, { ...query, pageIndex: 1 }, options);
  deepStrictEqual(second.items.map((p) => p.name), ["Émile"]);
});

Deno.test("pageLocally() searches every searchable text, case-insensitively, descending too", () => {
  const found = pageLocally(
    people,
    { ...query, searchTerm: "UTRECHT", sortOrder: "desc" },
    options,
  );
  deepStrictEqual(found.items.map((p) => p.name), ["Émile", "Bram"]);
  deepStrictEqual(people[0].name, "Émile", "the input keeps its order");
});
