import { deepStrictEqual } from "node:assert";
import { PAGE_TYPES } from "./index.ts";
import { PAGE_TYPE_NAMES } from "./names.ts";

Deno.test("the light list names every registered page type, in order, as the registry does", () => {
  deepStrictEqual(
    PAGE_TYPE_NAMES.map((n) => ({ ...n })),
    PAGE_TYPES.map(({ id, label, icon, description, inOverview }) => ({
      id,
      label,
      icon,
      description,
      inOverview,
    })),
  );
});
