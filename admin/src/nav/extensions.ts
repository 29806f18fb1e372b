/**
 * The extension point of the navigation and the routes: later features add their menu items
 * and screens here (or push onto these lists at start-up) instead of editing the layout.
 */
import { createElement, type ReactNode } from "react";
import type { PermissionName } from "../../../lib/content/permissions.ts";
import { ChecksReport } from "../screens/checks_report.tsx";
import { FaqAdmin } from "../screens/faq_admin.tsx";
import { FormEditor } from "../screens/forms/form_editor.tsx";
import { FormOverview } from "../screens/forms/form_overview.tsx";
import { FormSubmissions } from "../screens/forms/submissions.tsx";
import { NewsletterAdmin } from "../screens/newsletter.tsx";
import { SearchSettings } from "../screens/search_settings.tsx";
import { SiteSettings } from "../screens/site_settings.tsx";
import { AuditLog } from "../screens/audit_log.tsx";

/** The extension point's menu items live apart from the screens, so they load without a DOM. */
export { extraMenuItems } from "./extra_menu_items.ts";

export interface ExtraRoute {
  /** Path inside the admin, without the leading slash (as in a react-router `<Route>`). */
  path: string;
  element: ReactNode;
  permission?: PermissionName;
}

/** Extra protected screens, rendered inside the layout. */
export const extraRoutes: ExtraRoute[] = [
  { path: "checks-report", element: createElement(ChecksReport), permission: "edit-page" },
  { path: "settings/site", element: createElement(SiteSettings), permission: "manage-settings" },
  {
    path: "settings/search",
    element: createElement(SearchSettings),
    permission: "manage-search",
  },
  { path: "faq", element: createElement(FaqAdmin), permission: "edit-page" },
  { path: "forms", element: createElement(FormOverview), permission: "manage-forms" },
  { path: "newsletter", element: createElement(NewsletterAdmin), permission: "manage-forms" },
  { path: "audit", element: createElement(AuditLog), permission: "view-audit" },
  { path: "forms/:id", element: createElement(FormEditor), permission: "manage-forms" },
  {
    path: "forms/:id/submissions",
    element: createElement(FormSubmissions),
    permission: "manage-forms",
  },
];
