/**
 * The extension point of the navigation and the routes: later features add their menu items
 * and screens here (or push onto these lists at start-up) instead of editing the layout.
 */
import { IconWorldCog } from "@tabler/icons-react";
import { createElement, type ReactNode } from "react";
import type { PermissionName } from "../../../lib/content/permissions.ts";
import { SiteSettings } from "../screens/site_settings.tsx";
import type { MenuItem } from "./menu_items.ts";

/** Extra items, shown after the core items when the user holds their permission. */
export const extraMenuItems: MenuItem[] = [
  // Issue 10: the site's locales and display language.
  {
    title: "siteSettings.nav",
    icon: IconWorldCog,
    slug: "/settings/site",
    permission: "manage-settings",
  },
];

export interface ExtraRoute {
  /** Path inside the admin, without the leading slash (as in a react-router `<Route>`). */
  path: string;
  element: ReactNode;
  permission?: PermissionName;
}

/** Extra protected screens, rendered inside the layout. */
export const extraRoutes: ExtraRoute[] = [
  { path: "settings/site", element: createElement(SiteSettings), permission: "manage-settings" },
];
