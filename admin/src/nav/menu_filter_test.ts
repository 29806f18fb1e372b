import { deepStrictEqual } from "node:assert";
import type { PermissionName } from "../../../lib/content/permissions.ts";
import { isActive, type MenuItem, visibleMenuItems } from "./menu_filter.ts";

function titles(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.title, ...titles(item.items ?? [])]);
}

Deno.test("visibleMenuItems() hides items whose permission the user lacks", () => {
  const items: MenuItem[] = [
    {
      title: "Pages",
      slug: "",
      items: [
        { title: "Overview", slug: "/" },
        { title: "Menu", slug: "/menu-structure", permission: "manage-menu" },
      ],
    },
    { title: "New page", slug: "/new-page", permission: "create-page" },
    { title: "Users", slug: "/users", permission: "manage-users" },
  ];
  const can = (p: PermissionName) => p === "create-page";
  deepStrictEqual(titles(visibleMenuItems(items, can)), ["Pages", "Overview", "New page"]);
});

Deno.test("visibleMenuItems() drops a group left without items", () => {
  const items: MenuItem[] = [{
    title: "Tools",
    slug: "",
    items: [{ title: "Forms", slug: "/forms", permission: "manage-forms" }],
  }];
  deepStrictEqual(visibleMenuItems(items, () => false), []);
});

Deno.test("isActive() matches the path, its sub-paths and a group's items", () => {
  const users: MenuItem = { title: "Users", slug: "/users" };
  const home: MenuItem = { title: "Home", slug: "/" };
  deepStrictEqual(isActive(users, "/users"), true);
  deepStrictEqual(isActive(users, "/users/7"), true);
  deepStrictEqual(isActive(users, "/users-archive"), false);
  deepStrictEqual(isActive(home, "/"), true);
  deepStrictEqual(isActive(home, "/users"), false);
  deepStrictEqual(isActive({ title: "G", slug: "", items: [users] }, "/users"), true);
});
