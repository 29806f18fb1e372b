import { deepStrictEqual } from "node:assert";
import { rolePageTypeIDs } from "./role_options.ts";

Deno.test("rolePageTypeIDs() offers the page types people work with, not the internal base", () => {
  deepStrictEqual(rolePageTypeIDs([]), ["page", "news", "location", "research", "faq"]);
  // A role already narrowed to base keeps it visible, so saving does not drop it unseen.
  deepStrictEqual(rolePageTypeIDs(["base"]), [
    "base",
    "page",
    "news",
    "location",
    "research",
    "faq",
  ]);
});
