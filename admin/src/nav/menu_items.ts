/**
 * The admin's navigation as data. Core items come first; `extraMenuItems` (./extensions.ts) is
 * the extension point where later features add theirs. An item with a permission is shown only
 * to users who hold it; a group is shown when at least one of its items is.
 */
import {
  IconFileDescription,
  IconFilePlus,
  IconFiles,
  IconLayoutList,
  IconListTree,
  IconLogout,
  IconPhoto,
  IconSend,
  IconSettings,
  IconUsers,
} from "@tabler/icons-react";
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

export const CORE_MENU_ITEMS: MenuItem[] = [
  {
    title: "nav.pages",
    icon: IconFiles,
    slug: "",
    items: [
      { title: "nav.pageOverview", icon: IconLayoutList, slug: "/" },
      {
        title: "nav.menuStructure",
        icon: IconListTree,
        slug: "/menu-structure",
        permission: "manage-menu",
      },
    ],
  },
  { title: "nav.newPage", icon: IconFilePlus, slug: "/new-page", permission: "create-page" },
  { title: "nav.mediaLibrary", icon: IconPhoto, slug: "/medialibrary" },
  {
    title: "nav.pageTypes",
    icon: IconFileDescription,
    slug: "/page-types",
    permission: "manage-page-types",
  },
  {
    title: "nav.publicationRequests",
    icon: IconSend,
    slug: "/publication-requests",
    permission: "review-publication",
  },
  { title: "nav.users", icon: IconUsers, slug: "/users", permission: "manage-users" },
];

/** Items at the foot of the navigation; Log Out gets its click handler from the layout. */
export function accountMenuItems(onLogout: () => void): MenuItem[] {
  return [
    { title: "nav.settings", icon: IconSettings, slug: "/user/settings" },
    { title: "nav.logout", icon: IconLogout, slug: "", onClick: onLogout },
  ];
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
