/**
 * The admin's navigation as data. Core items come first; `extraMenuItems` (./extensions.ts) is
 * the extension point where later features add theirs. Each item names its section (`group`) and
 * the permission its screen needs, narrowed the way the server narrows that screen's data.
 */
import {
  IconFileDescription,
  IconFilePlus,
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
import { MEDIA_READ_PERMISSIONS } from "../../../lib/content/permissions.ts";
import { PAGE_TYPE_NAMES } from "../../../lib/content/page_types/names.ts";
import type { MenuItem } from "./menu_filter.ts";

export type { MenuItem };

/**
 * One overview per registered page type but the blank base type, its id
 * lowercased and URL-encoded. The title is the i18n key of the same name the overview's heading
 * shows (`pageTypePlural`). Listing pages needs edit-page
 * for their type, so a role narrowed to some types sees only their overviews.
 */
export function pageTypeMenuItems(): MenuItem[] {
  // Every registered type is named in every language (i18n/keys_test.ts checks it), so the key
  // is used as it is: no language module is imported here, and none needs to be loaded yet.
  return PAGE_TYPE_NAMES.filter((def) => def.inOverview).map((def) => ({
    title: `pageTypeNames.${def.id}.plural`,
    icon: IconFileText,
    slug: `/page-overview/${encodeURIComponent(def.id.toLowerCase())}`,
    group: "content",
    permission: "edit-page",
    scope: { pageType: def.id },
  }));
}

export const CORE_MENU_ITEMS: MenuItem[] = [
  {
    title: "nav.pageOverview",
    icon: IconLayoutList,
    slug: "/",
    group: "content",
    permission: "edit-page",
  },
  ...pageTypeMenuItems(),
  {
    title: "nav.newPage",
    icon: IconFilePlus,
    slug: "/new-page",
    group: "content",
    permission: "create-page",
  },
  {
    title: "nav.publicationRequests",
    icon: IconSend,
    slug: "/publication-requests",
    group: "content",
    permission: "review-publication",
  },
  {
    title: "nav.linkReport",
    icon: IconLinkOff,
    slug: "/link-report",
    group: "content",
    permission: "edit-page",
  },
  {
    title: "nav.menuStructure",
    icon: IconListTree,
    slug: "/menu-structure",
    group: "site",
    permission: "manage-menu",
  },
  {
    title: "nav.mediaLibrary",
    icon: IconPhoto,
    slug: "/medialibrary",
    group: "site",
    permission: MEDIA_READ_PERMISSIONS,
  },
  {
    title: "nav.users",
    icon: IconUsers,
    slug: "/users",
    group: "people",
    permission: "manage-users",
  },
  {
    title: "nav.roles",
    icon: IconShieldLock,
    slug: "/roles",
    group: "people",
    permission: "manage-users",
  },
  {
    title: "nav.pageTypes",
    icon: IconFileDescription,
    slug: "/page-types",
    group: "configuration",
    permission: "manage-page-types",
  },
];

/** Items at the foot of the navigation; Log Out gets its click handler from the layout. */
export function accountMenuItems(onLogout: () => void): MenuItem[] {
  return [
    { title: "nav.settings", icon: IconSettings, slug: "/user/settings" },
    { title: "nav.logout", icon: IconLogout, slug: "", onClick: onLogout },
  ];
}
