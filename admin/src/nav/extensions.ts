/**
 * The extension point of the navigation and the routes: later features add their menu items
 * and screens here (or push onto these lists at start-up) instead of editing the layout.
 */
import type { ReactNode } from "react";
import type { PermissionName } from "../../../lib/content/permissions.ts";
import type { MenuItem } from "./menu_items.ts";

/** Extra items, shown after the core items when the user holds their permission. */
export const extraMenuItems: MenuItem[] = [];

export interface ExtraRoute {
  /** Path inside the admin, without the leading slash (as in a react-router `<Route>`). */
  path: string;
  element: ReactNode;
  permission?: PermissionName;
}

/** Extra protected screens, rendered inside the layout. */
export const extraRoutes: ExtraRoute[] = [];
