/**
 * Menus (issue 10): read, list and save the named menus of a locale, and the resolved form the
 * public site draws.
 *
 * - Reading needs a staff session with manage-menu or edit-page; saving needs manage-menu for
 *   the locale (UM_01; 401 without a session). An unknown locale or name is NF_01.
 * - A save sends the revision it was based on: another save in between is PM_02 (409). The
 *   commit checks the menu entry's versionstamp, keeps the last saves (who, when, how many
 *   items) and bumps the site revision, so the next public request shows the menu.
 * - Internal and anchor links name a page of the menu's locale that exists (V_12 otherwise).
 */
import { createHash } from "node:crypto";
import { safeHref } from "../../content/links.ts";
import { LOCALES } from "../../content/locales.ts";
import {
  countItems,
  isMenuName,
  linkedPages,
  type Menu,
  MENU_NAMES,
  type MenuItem,
  type MenuName,
  type PublicMenuItem,
  type PublicMenus,
} from "../../content/menus.ts";
import { grants } from "../../content/permissions.ts";
import { PRIVACY_SLUG, publicPath } from "../../content/slugs.ts";
import {
  getMenuEntries,
  getMenuEntry,
  getMenuHistoryEntry,
  type MenuRecord,
  type MenuSave,
  writeMenu,
} from "../../db/menus.ts";
import { addressTag, menusTag, pageTag } from "../../db/cache_tags.ts";
import { getPages } from "../../db/pages.ts";
import { getPublished } from "../../db/published_pointers.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { getSettings } from "../../db/settings.ts";
import { getUser } from "../../db/users.ts";
import { ApiError, apiError } from "../../http/errors.ts";
import { requireActor, requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, changeSummary } from "../audit.ts";

/** The locale and name of a menu from the path, else NF_01. */
export function menuAddress(locale: string, name?: string): { locale: string; name: MenuName } {
  if (!(LOCALES as readonly string[]).includes(locale)) throw apiError("NF_01", "locale");
  if (name !== undefined && !isMenuName(name)) throw apiError("NF_01", "name");
  return { locale, name: name as MenuName };
}

/** Staff who edit pages or menus may read menus. */
function requireMenuReader(actor: Actor | null, locale: string): Actor {
  const a = requireActor(actor);
  const perms = a.role.permissions;
  if (!grants(perms, "manage-menu", { locale }) && !grants(perms, "edit-page", { locale })) {
    throw apiError("UM_01", "manage-menu");
  }
  return a;
}

function present(
  locale: string,
  name: MenuName,
  entry: Deno.KvEntryMaybe<MenuRecord>,
): Menu {
  return { locale, name, items: entry.value?.items ?? [], revision: entry.versionstamp ?? "" };
}

export async function getMenu(
  deps: Deps,
  actor: Actor | null,
  locale: string,
  name: MenuName,
): Promise<Menu> {
  requireMenuReader(actor, locale);
  return present(locale, name, await getMenuEntry(deps.kv, locale, name));
}

export async function listMenus(
  deps: Deps,
  actor: Actor | null,
  locale: string,
): Promise<{ name: MenuName; itemCount: number }[]> {
  requireMenuReader(actor, locale);
  const entries = await getMenuEntries(deps.kv, locale, MENU_NAMES);
  return MENU_NAMES.map((name, i) => ({
    name,
    itemCount: countItems(entries[i].value?.items ?? []),
  }));
}

export async function saveMenu(
  deps: Deps,
  actor: Actor | null,
  locale: string,
  name: MenuName,
  body: { items: MenuItem[]; revision: string },
): Promise<Menu> {
  const a = requirePermission(actor, "manage-menu", { locale });
  const [entry, history] = await Promise.all([
    getMenuEntry(deps.kv, locale, name),
    getMenuHistoryEntry(deps.kv, locale, name),
  ]);
  if ((entry.versionstamp ?? "") !== body.revision) throw apiError("PM_02", "revision");
  const linked = linkedPages(body.items);
  const pages = await getPages(deps.kv, [...new Set(linked.map((l) => l.pageID))]);
  const byID = new Map(pages.filter((p) => p).map((p) => [p!.id, p!]));
  const errors = linked
    .filter((l) => byID.get(l.pageID)?.locale !== locale)
    .map((l) => ({ property: l.path, code: "V_12" }));
  if (errors.length) throw new ApiError(errors, 400);
  const now = Date.now();
  const record: MenuRecord = { items: body.items, updatedAt: now, updatedBy: a.user.id };
  const save: MenuSave = { userID: a.user.id, at: now, itemCount: countItems(body.items) };
  const audit = await auditDraft(deps, a, {
    action: "menu-save",
    target: `${name} (${locale})`,
    summary: changeSummary({
      items: [countItems(entry.value?.items ?? []), save.itemCount],
    }, `${save.itemCount} items`),
  });
  const revision = await writeMenu(deps.kv, { locale, name, entry, history, record, save, audit });
  if (revision === null) throw apiError("PM_02", "revision");
  return { locale, name, items: body.items, revision };
}

/** A menu's last saves, newest first, with the name of who saved (empty once deleted). */
export async function menuHistory(
  deps: Deps,
  actor: Actor | null,
  locale: string,
  name: MenuName,
): Promise<(MenuSave & { userName: string })[]> {
  requireMenuReader(actor, locale);
  const saves = (await getMenuHistoryEntry(deps.kv, locale, name)).value ?? [];
  const ids = [...new Set(saves.map((s) => s.userID))];
  const users = new Map(
    await Promise.all(ids.map(async (id) => [id, await getUser(deps.kv, id)] as const)),
  );
  return saves.map((s) => ({ ...s, userName: users.get(s.userID)?.profile.name ?? "" }));
}

/** A menu item whose target page is deleted or not published, for the link report. */
export interface BrokenMenuItem {
  locale: string;
  menu: MenuName;
  itemID: string;
  /** The titles from the top level down to the item. */
  trail: string[];
  targetPageID: number;
  problem: "missing" | "unpublished";
}

/**
 * Items of the menus the caller may read whose target page is gone or unpublished. A target
 * the caller may not edit is "missing" unless it is published, as in the page link report.
 */
export async function brokenMenuItemsFor(
  deps: Deps,
  actor: Actor | null,
): Promise<BrokenMenuItem[]> {
  const a = requireActor(actor);
  const { availableLocales } = await getSettings(deps.kv);
  const readable = availableLocales.filter((locale) => {
    const perms = a.role.permissions;
    return grants(perms, "manage-menu", { locale }) || grants(perms, "edit-page", { locale });
  });
  const menus = await Promise.all(
    readable.map(async (locale) => ({
      locale,
      entries: await getMenuEntries(deps.kv, locale, MENU_NAMES),
    })),
  );
  const ids = menus.flatMap((m) =>
    m.entries.flatMap((e) => e.value ? linkedPages(e.value.items) : [])
  )
    .map((l) => l.pageID);
  const pages = await getPages(deps.kv, [...new Set(ids)]);
  const byID = new Map(pages.filter((p): p is PageRecord => p !== null).map((p) => [p.id, p]));
  const problemOf = (pageID: number): BrokenMenuItem["problem"] | null => {
    const page = byID.get(pageID);
    if (page?.publishedVersionID != null) return null;
    const visible = page &&
      grants(a.role.permissions, "edit-page", { locale: page.locale, pageType: page.type });
    return visible ? "unpublished" : "missing";
  };
  const out: BrokenMenuItem[] = [];
  for (const { locale, entries } of menus) {
    entries.forEach((entry, i) => {
      const walk = (items: MenuItem[], trail: string[]) => {
        for (const item of items) {
          const here = [...trail, item.title];
          const link = item.link;
          const problem = link.kind !== "external" && link.pageID !== undefined
            ? problemOf(link.pageID)
            : null;
          if (problem && link.kind !== "external") {
            out.push({
              locale,
              menu: MENU_NAMES[i],
              itemID: item.id,
              trail: here,
              targetPageID: link.pageID!,
              problem,
            });
          }
          walk(item.children, here);
        }
      };
      walk(entry.value?.items ?? [], []);
    });
  }
  return out;
}

/**
 * The menus of a locale resolved for the public site: internal links to the target page's
 * current public path, left out (with their children) when it is not published.
 */
export async function publicMenus(
  kv: Deno.Kv,
  locale: string,
  defaultLocale: string,
): Promise<PublicMenus> {
  const entries = await getMenuEntries(kv, locale, MENU_NAMES);
  const all = entries.flatMap((e) => e.value ? linkedPages(e.value.items) : []);
  const pages = await getPages(kv, [...new Set(all.map((l) => l.pageID))]);
  const paths = new Map<number, string>();
  for (const p of pages) {
    if (p && p.locale === locale && p.publishedVersionID !== null) {
      paths.set(p.id, publicPath(p.slug, p.locale, defaultLocale));
    }
  }
  const resolve = (items: MenuItem[]): PublicMenuItem[] =>
    items.flatMap((item): PublicMenuItem[] => {
      const link = item.link;
      let href: string | undefined;
      // Stored before the link rule was this strict: not drawn (THE rule, lib/content/links.ts).
      if (link.kind === "external") href = safeHref(link.url);
      else if (link.kind === "internal") href = paths.get(link.pageID);
      else if (link.pageID === undefined) href = `#${link.anchor}`;
      else {
        const path = paths.get(link.pageID);
        href = path && `${path}#${link.anchor}`;
      }
      return href ? [{ title: item.title, href, children: resolve(item.children) }] : [];
    });
  const menus = Object.fromEntries(
    MENU_NAMES.map((name, i) => [name, resolve(entries[i].value?.items ?? [])]),
  ) as Record<MenuName, PublicMenuItem[]>;
  let privacyPath = "";
  for (const l of new Set([locale, defaultLocale])) {
    if (!await getPublished(kv, l, PRIVACY_SLUG)) continue;
    privacyPath = publicPath(PRIVACY_SLUG, l, defaultLocale);
    break;
  }
  const key = createHash("sha256").update(JSON.stringify([menus, privacyPath]))
    .digest("base64url").slice(0, 22);
  const tags = [
    menusTag(locale),
    ...new Set(all.map((l) => pageTag(l.pageID))),
    ...[...new Set([locale, defaultLocale])].map((l) => addressTag(l, PRIVACY_SLUG)),
  ];
  return { menus, privacyPath, key, tags };
}
