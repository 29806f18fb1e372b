/** Menus in the store: one entry per locale and name, and a short history of its saves. */
import type { MenuItem, MenuName } from "../content/menus.ts";
import { keys } from "./keys.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { tryCommitWith } from "./commit_with.ts";
import { menusTag } from "./cache_tags.ts";

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

/**
 * Saves a menu checked against its entry and history as read, adds `save` to the history and
 * bumps the site revision (the public site shows menus). Answers the new revision, or null when
 * the menu changed meanwhile.
 */
export async function writeMenu(kv: Deno.Kv, input: {
  locale: string;
  name: MenuName;
  entry: Deno.KvEntryMaybe<MenuRecord>;
  history: Deno.KvEntryMaybe<MenuSave[]>;
  record: MenuRecord;
  save: MenuSave;
  audit?: AuditDraft;
}): Promise<string | null> {
  const { locale, name, entry, history, save } = input;
  const op = kv.atomic()
    .check({ key: keys.menu(locale, name), versionstamp: entry.versionstamp })
    .check(history)
    .set(keys.menu(locale, name), input.record)
    .set(keys.menuHistory(locale, name), [save, ...(history.value ?? [])].slice(0, MENU_HISTORY));
  auditIn(op, input.audit);
  const result = await tryCommitWith(kv, op, { siteChanged: [menusTag(locale)] });
  return result.ok ? result.versionstamp : null;
}
