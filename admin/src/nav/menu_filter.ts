/** Which menu items a user sees and which one is active; pure, so it is tested without React. */
import type { ComponentType } from "react";
import type { PermissionName, PermissionScope } from "../../../lib/content/permissions.ts";

type Icon = ComponentType<{ size?: number | string; stroke?: number; "aria-hidden"?: boolean }>;

/**
 * The navigation's sections. Grouped so that one open section and the headings of the others fit
 * a laptop screen (1366×768) with nothing hidden in a scroll area.
 */
export const NAV_GROUP_IDS = ["content", "site", "people", "configuration"] as const;
export type NavGroupId = typeof NAV_GROUP_IDS[number];

export interface MenuItem {
  /** An i18n key (nav.…) or plain text. */
  title: string;
  icon?: Icon;
  /** Path inside the admin, e.g. "/users"; "" for a group that only holds items. */
  slug: string;
  /** The section it is listed in; items without one go to "content". */
  group?: NavGroupId;
  /** Runs instead of navigating. */
  onClick?: () => void;
  /** Shown only to users holding this permission (any of them, for a list). */
  permission?: PermissionName | readonly PermissionName[];
  /** Narrows the permission, as the server narrows it for the screen's data. */
  scope?: PermissionScope;
  items?: MenuItem[];
}

export interface NavGroup {
  id: NavGroupId;
  /** An i18n key. */
  title: string;
  items: MenuItem[];
}

export type Can = (permission: PermissionName, scope?: PermissionScope) => boolean;

function allowed(item: MenuItem, can: Can): boolean {
  if (!item.permission) return true;
  const names = typeof item.permission === "string" ? [item.permission] : item.permission;
  return names.some((name) => can(name, item.scope));
}

/** The items the user may see: permission-gated items removed, empty groups dropped. */
export function visibleMenuItems(items: readonly MenuItem[], can: Can): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (!allowed(item, can)) continue;
    if (item.items) {
      const children = visibleMenuItems(item.items, can);
      if (children.length === 0 && !item.slug) continue;
      visible.push({ ...item, items: children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/**
 * The visible items by section, in the sections' order; a section the user cannot use is left
 * out. A nested item list is flattened into its parent's section (one level of grouping only).
 */
export function navigationGroups(items: readonly MenuItem[], can: Can): NavGroup[] {
  const flat = visibleMenuItems(items, can).flatMap((item) =>
    item.items
      ? item.items.map((child) => ({ ...child, group: child.group ?? item.group }))
      : [item]
  );
  return NAV_GROUP_IDS.map((id) => ({
    id,
    title: `nav.groups.${id}`,
    items: flat.filter((item) => (item.group ?? "content") === id),
  })).filter((group) => group.items.length > 0);
}

/** Whether the item (or one of its items) matches the current path; "/" matches only itself. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.items?.some((child) => isActive(child, pathname))) return true;
  if (!item.slug) return false;
  if (item.slug === "/") return pathname === "/";
  return pathname === item.slug || pathname.startsWith(item.slug + "/");
}
