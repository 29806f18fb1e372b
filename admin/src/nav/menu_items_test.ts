/**
 * The navigation as a new editor meets it (issue 19): grouped, so one open group fits a laptop
 * screen; no two entries named alike in any language; only what the user's role may use.
 */
import { deepStrictEqual, ok } from "node:assert";
import { grants, type Permission, SEEDED_ROLES } from "../../../lib/content/permissions.ts";
import { de } from "../../../lib/i18n/admin/layout/de.ts";
import { en } from "../../../lib/i18n/admin/layout/en.ts";
import { fr } from "../../../lib/i18n/admin/layout/fr.ts";
import { nl } from "../../../lib/i18n/admin/layout/nl.ts";
import { extraMenuItems } from "./extra_menu_items.ts";
import { navigationGroups } from "./menu_filter.ts";
import { accountMenuItems, CORE_MENU_ITEMS } from "./menu_items.ts";

const ALL = [...CORE_MENU_ITEMS, ...extraMenuItems];

function groupsFor(permissions: Permission[]) {
  return navigationGroups(ALL, (name, scope) => grants(permissions, name, scope));
}

function lookup(resource: unknown, key: string): string {
  // deno-lint-ignore no-explicit-any
  const value = key.split(".").reduce((node: any, part) => node?.[part], resource);
  return typeof value === "string" ? value : key;
}

Deno.test("navigationGroups() puts every item in a group of at most nine", () => {
  const admin = groupsFor(SEEDED_ROLES[0].permissions);
  deepStrictEqual(admin.map((g) => g.id), ["content", "site", "people", "configuration"]);
  const items = admin.flatMap((g) => g.items);
  deepStrictEqual(items.length, ALL.flatMap((i) => i.items ?? [i]).length);
  for (const group of admin) ok(group.items.length <= 9, `${group.id} holds too many items`);
});

Deno.test("navigation names do not collide in any of the four languages", () => {
  const admin = groupsFor(SEEDED_ROLES[0].permissions);
  const keys = [
    ...admin.flatMap((g) => [g.title, ...g.items.map((i) => i.title)]),
    ...accountMenuItems(() => {}).map((i) => i.title),
  ];
  for (const [lang, resource] of Object.entries({ en, nl, de, fr })) {
    const names = keys.map((key) => lookup(resource, key));
    // "FAQ" and "FAQs" collide as much as two equal names do.
    const seen = new Map<string, string>();
    for (const name of names) {
      const norm = name.toLowerCase().replace(/s$/, "");
      ok(!seen.has(norm), `${lang}: "${name}" collides with "${seen.get(norm)}"`);
      seen.set(norm, name);
    }
  }
});

Deno.test("navigationGroups() offers a restricted role only what it may use", () => {
  const newsEditor: Permission[] = [
    { name: "edit-page", parameters: { pageTypes: ["news"] } },
  ];
  const slugs = groupsFor(newsEditor).flatMap((g) => g.items.map((i) => i.slug));
  deepStrictEqual(slugs, [
    "/",
    "/page-overview/news",
    "/link-report",
    "/medialibrary",
    "/checks-report",
  ]);

  const formsOnly: Permission[] = [{ name: "manage-forms", parameters: {} }];
  const formSlugs = groupsFor(formsOnly).flatMap((g) => g.items.map((i) => i.slug));
  deepStrictEqual(formSlugs, ["/forms", "/newsletter"]);
});
