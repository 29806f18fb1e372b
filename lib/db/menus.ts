/** Menus in the store: one entry per locale and name, and a short history of its saves. */
import type { MenuItem, MenuName } from "../content/menus.ts";
import { keys } from "./keys.ts";

export interface MenuRecord {
  items: MenuItem[];
  updatedAt: number;
  updatedBy: number;
}

export interface MenuSave {
  userID: number;
  at: number;
  itemCount: number;
}

/** Saves kept in a menu's history, newest first. */
export const MENU_HISTORY = 10;

export function getMenuEntry(kv: Deno.Kv, locale: string, name: MenuName) {
  return kv.get<MenuRecord>(keys.menu(locale, name));
}

export function getMenuHistoryEntry(kv: Deno.Kv, locale: string, name: MenuName) {
  return kv.get<MenuSave[]>(keys.menuHistory(locale, name));
}

/** The menus of a locale, in `names` order (null for one never saved). */
export async function getMenuEntries(
  kv: Deno.Kv,
  locale: string,
  names: readonly MenuName[],
): Promise<Deno.KvEntryMaybe<MenuRecord>[]> {
  return await kv.getMany<MenuRecord[]>(names.map((name) => keys.menu(locale, name)));
}
