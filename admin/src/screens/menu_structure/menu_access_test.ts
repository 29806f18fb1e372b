import { deepStrictEqual } from "node:assert/strict";
import type { Permission } from "../../../../lib/content/permissions.ts";
import { menuLocales, pageAccess } from "./menu_access.ts";

const all = ["en-gb", "nl-nl", "de-de", "fr-fr"];

Deno.test("menuLocales() keeps the site's locales the manage-menu grant covers", () => {
  const everywhere: Permission[] = [{ name: "manage-menu", parameters: {} }];
  deepStrictEqual(menuLocales(all, everywhere), all);
  const dutch: Permission[] = [{ name: "manage-menu", parameters: { locales: ["nl-nl", "xx"] } }];
  deepStrictEqual(menuLocales(["en-gb", "nl-nl"], dutch), ["nl-nl"]);
  deepStrictEqual(menuLocales(all, [{ name: "edit-page", parameters: {} }]), []);
});

Deno.test("pageAccess() knows a page is deleted only for users who see every page type", () => {
  deepStrictEqual(pageAccess([{ name: "edit-page", parameters: {} }], "en-gb"), {
    enabled: true,
    complete: true,
  });
  deepStrictEqual(
    pageAccess([{ name: "edit-page", parameters: { pageTypes: ["news"] } }], "en-gb"),
    { enabled: true, complete: false },
  );
  deepStrictEqual(
    pageAccess([{ name: "edit-page", parameters: { locales: ["nl-nl"] } }], "en-gb"),
    { enabled: false, complete: false },
  );
  deepStrictEqual(pageAccess([{ name: "manage-menu", parameters: {} }], "en-gb"), {
    enabled: false,
    complete: false,
  });
});
