/**
 * The admin's navigation as data. Core items come first; `extraMenuItems` (./extensions.ts) is
 * the extension point where later features add theirs. An item with a permission is shown only
 * to users who hold it; a group is shown when at least one of its items is.
 */
import {
  IconFileDescription,
  IconFilePlus,
  IconFiles,
  IconFileText,
  IconLayoutList,
  IconLinkOff,
  IconListTree,
  IconLogout,
  IconPhoto,
  IconSend,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from "@tabler/icons-react";
import { PAGE_TYPES } from "../../../lib/content/page_types/index.ts";
import type { MenuItem } from "./menu_filter.ts";

export type { MenuItem };

/**
 * One overview per registered page type but the blank base type (SPEC.md section 2), its id
 * lowercased and URL-encoded. The title is the i18n key of the same name the overview's heading
 * shows (`pageTypePlural`).
 */
export function pageTypeMenuItems(): MenuItem[] {
  // Every registered type is named in every language (i18n/keys_test.ts checks it), so the key
  // is used as it is: no language module is imported here, and none needs to be loaded yet.
  return PAGE_TYPES.filter((def) => def.inOverview).map((def) => ({
    title: `pageTypeNames.${def.id}.plural`,
    icon: IconFileText,
    slug: `/page-overview/${encodeURIComponent(def.id.toLowerCase())}`,
  }));
}

export const CORE_MENU_ITEMS: MenuItem[] = [
  {
    title: "nav.pages",
    icon: IconFiles,
    slug: "",
    items: [
      { title: "nav.pageOverview", icon: IconLayoutList, slug: "/" },
      ...pageTypeMenuItems(),
      {
        title: "nav.menuStructure",
        icon: IconListTree,
        slug: "/menu-structure",
        permission: "manage-menu",
      },
      {
        title: "workflow.nav.linkReport",
        icon: IconLinkOff,
        slug: "/link-report",
        permission: "edit-page",
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
  { title: "roleAdmin.title", icon: IconShieldLock, slug: "/roles", permission: "manage-users" },
];

/** Items at the foot of the navigation; Log Out gets its click handler from the layout. */
export function accountMenuItems(onLogout: () => void): MenuItem[] {
  return [
    { title: "nav.settings", icon: IconSettings, slug: "/user/settings" },
    { title: "nav.logout", icon: IconLogout, slug: "", onClick: onLogout },
  ];
}
