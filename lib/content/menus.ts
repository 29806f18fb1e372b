/**
 * Menus (issue 10): per locale, four named menus of nested items. An internal item names a page
 * by id, so its public path is resolved when the site is drawn: renames never break it.
 */
import { z } from "zod";
import { isExternalUrl } from "./links.ts";

export const MENU_NAMES = ["main", "footer", "professional", "patient"] as const;
export type MenuName = typeof MENU_NAMES[number];

/** Nesting levels allowed: top level, children and grandchildren. */
export const MAX_MENU_DEPTH = 3;
/** Items in one menu, counted at every level. */
export const MAX_MENU_ITEMS = 200;
export const MAX_MENU_TITLE = 254;

export type MenuLink =
  | { kind: "internal"; pageID: number }
  | { kind: "external"; url: string }
  | { kind: "anchor"; pageID?: number; anchor: string };

export interface MenuItem {
  id: string;
  title: string;
  link: MenuLink;
  children: MenuItem[];
}

export interface Menu {
  locale: string;
  name: MenuName;
  items: MenuItem[];
  /** Changes with every save; "" for a menu never saved. */
  revision: string;
}

/** A menu item as the public site draws it: links resolved, unreachable targets left out. */
export interface PublicMenuItem {
  title: string;
  href: string;
  children: PublicMenuItem[];
}

export interface PublicMenus {
  menus: Record<MenuName, PublicMenuItem[]>;
  /**
   * The privacy page the frame links to (the cookie notice): the locale's own, else the default
   * locale's; "" when neither is published.
   */
  privacyPath: string;
  /** Changes whenever what is drawn changes: part of the HTML cache key. */
  key: string;
  /**
   * What they were drawn from, as cache tags (lib/db/cache_tags.ts): the saved menus, the pages
   * they link to and the privacy page's addresses.
   */
  tags: string[];
}

export function isMenuName(name: string): name is MenuName {
  return (MENU_NAMES as readonly string[]).includes(name);
}

const pageID = z.number({ error: "V_12" }).int({ error: "V_12" }).positive({ error: "V_12" });

const linkSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("internal"), pageID }),
  z.object({
    kind: z.literal("external"),
    url: z.string({ error: "V_01" }).trim().min(1, { error: "V_01", abort: true })
      .max(2000, { error: "V_11", abort: true })
      .refine(isExternalUrl, { error: "V_13" }),
  }),
  z.object({
    kind: z.literal("anchor"),
    pageID: pageID.optional(),
    anchor: z.string({ error: "V_01" }).regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, { error: "V_12" }),
  }),
], { error: "V_12" });

const itemBase = {
  id: z.string({ error: "V_01" }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "V_12" }),
  title: z.string({ error: "V_01" }).trim().min(1, { error: "V_01", abort: true })
    .max(MAX_MENU_TITLE, { error: "V_11" }),
  link: linkSchema,
};

/** Items of one level; `depth` levels may follow (children of the deepest level: V_12). */
function levelSchema(depth: number): z.ZodType<MenuItem[]> {
  const children = depth > 1
    ? levelSchema(depth - 1).optional().default([])
    : z.array(z.unknown()).max(0, { error: "V_12" }).optional().default([]);
  return z.array(
    z.object({ ...itemBase, children }),
    { error: "V_12" },
  ).max(MAX_MENU_ITEMS, { error: "V_14" }) as unknown as z.ZodType<MenuItem[]>;
}

export const menuItemsSchema = levelSchema(MAX_MENU_DEPTH).superRefine((items, ctx) => {
  const ids = new Set<string>();
  let count = 0;
  const walk = (list: MenuItem[], path: (string | number)[]) =>
    list.forEach((item, i) => {
      count++;
      if (ids.has(item.id)) {
        ctx.addIssue({ code: "custom", message: "V_06", path: [...path, i, "id"] });
      }
      ids.add(item.id);
      walk(item.children, [...path, i, "children"]);
    });
  walk(items, []);
  if (count > MAX_MENU_ITEMS) ctx.addIssue({ code: "custom", message: "V_14", path: [] });
});

export const saveMenuBody = z.object({
  items: menuItemsSchema,
  revision: z.string({ error: "V_01" }).max(100, { error: "V_12" }),
});

/** Items counted at every level. */
export function countItems(items: MenuItem[]): number {
  return items.reduce((n, item) => n + 1 + countItems(item.children), 0);
}

/** Every page id a menu's items name, with the property path of each. */
export function linkedPages(items: MenuItem[]): { pageID: number; path: string }[] {
  const out: { pageID: number; path: string }[] = [];
  const walk = (list: MenuItem[], path: string) =>
    list.forEach((item, i) => {
      const at = `${path}${i}`;
      if (item.link.kind !== "external" && item.link.pageID !== undefined) {
        out.push({ pageID: item.link.pageID, path: `${at}.link.pageID` });
      }
      walk(item.children, `${at}.children.`);
    });
  walk(items, "items.");
  return out;
}
