/** Which menu items a user sees and which one is active; pure, so it is tested without React. */
import type { ComponentType } from "react";
import type { PermissionName } from "../../../lib/content/permissions.ts";

export interface MenuItem {
  /** An i18n key (nav.…) or plain text. */
  title: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number; "aria-hidden"?: boolean }>;
  /** Path inside the admin, e.g. "/users"; "" for a group that only holds items. */
  slug: string;
  /** Runs instead of navigating. */
  onClick?: () => void;
  permission?: PermissionName;
  items?: MenuItem[];
}

/** The items the user may see: permission-gated items removed, empty groups dropped. */
export function visibleMenuItems(
  items: readonly MenuItem[],
  can: (permission: PermissionName) => boolean,
): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    if (item.permission && !can(item.permission)) continue;
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

/** Whether the item (or one of its items) matches the current path; "/" matches only itself. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.items?.some((child) => isActive(child, pathname))) return true;
  if (!item.slug) return false;
  if (item.slug === "/") return pathname === "/";
  return pathname === item.slug || pathname.startsWith(item.slug + "/");
}
