/** Calls of /api/ximblox/menu (routes/api/menu.ts), and the pages a menu links to. */
import type { Menu, MenuItem, MenuName } from "../../../lib/content/menus.ts";
import type { PageListItem } from "../../../lib/content/pages.ts";
import { request } from "./client.ts";

export type { Menu, MenuItem, MenuName };

export interface MenuSummary {
  name: MenuName;
  /** Items at every level. */
  itemCount: number;
}

/** Every menu of the locale with its item count. */
export async function listMenus(locale: string, signal?: AbortSignal): Promise<MenuSummary[]> {
  return (await request<{ menus: MenuSummary[] }>("GET", `/menu/${locale}`, { signal })).menus;
}

export async function getMenu(locale: string, name: MenuName, signal?: AbortSignal): Promise<Menu> {
  return (await request<{ menu: Menu }>("GET", `/menu/${locale}/${name}`, { signal })).menu;
}

/**
 * Saves the whole menu. `revision` is the one it was loaded with: another save since is PM_02
 * (409); invalid items are 400 with property paths such as `items.0.children.1.link.url`.
 */
export async function saveMenu(
  locale: string,
  name: MenuName,
  items: MenuItem[],
  revision: string,
): Promise<Menu> {
  return (await request<{ menu: Menu }>("PUT", `/menu/${locale}/${name}`, {
    body: { items, revision },
  })).menu;
}

/**
 * The pages of `locale` among `pageIDs` that the user may read (edit-page), with their title,
 * slug and published state; a page that is gone is not in the answer.
 */
export async function pagesByID(
  locale: string,
  pageIDs: number[],
  signal?: AbortSignal,
): Promise<PageListItem[]> {
  return (await request<{ items: PageListItem[] }>("POST", "/page/get-multiple", {
    body: { locale, pageIDs },
    signal,
  })).items;
}

/** One save of a menu: who, when, how many items. */
export interface MenuSave {
  userID: number;
  userName: string;
  at: number;
  itemCount: number;
}

/** A menu's last saves, newest first. */
export async function menuHistory(
  locale: string,
  name: MenuName,
  signal?: AbortSignal,
): Promise<MenuSave[]> {
  return (await request<{ history: MenuSave[] }>("GET", `/menu/${locale}/${name}/history`, {
    signal,
  })).history;
}
