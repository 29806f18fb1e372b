/**
 * The extension point of the navigation and the routes: later features add their menu items
 * and screens here (or push onto these lists at start-up) instead of editing the layout.
 */
import { createElement, type ReactNode } from "react";
import type { PermissionName } from "../../../lib/content/permissions.ts";
import { lazyScreen } from "../components/lazy_screen.tsx";

// Each screen is loaded on its first visit (see ../components/lazy_screen.tsx).
const ApiTokens = lazyScreen(
  () => import("../screens/api_tokens.tsx").then((m) => m.ApiTokens),
  { strings: ["api_tokens"] },
);
const ChecksReport = lazyScreen(
  () => import("../screens/checks_report.tsx").then((m) => m.ChecksReport),
  { strings: ["checks"] },
);
const AuditLog = lazyScreen(
  () => import("../screens/audit_log.tsx").then((m) => m.AuditLog),
  { strings: ["audit"] },
);
const FaqAdmin = lazyScreen(
  () => import("../screens/faq_admin.tsx").then((m) => m.FaqAdmin),
  { strings: ["faq", "page_types"] },
);
const FormEditor = lazyScreen(
  () => import("../screens/forms/form_editor.tsx").then((m) => m.FormEditor),
  { strings: ["forms", "menus"] },
);
const FormOverview = lazyScreen(
  () => import("../screens/forms/form_overview.tsx").then((m) => m.FormOverview),
  { strings: ["forms"] },
);
const FormSubmissions = lazyScreen(
  () => import("../screens/forms/submissions.tsx").then((m) => m.FormSubmissions),
  { strings: ["forms"] },
);
const NewsletterAdmin = lazyScreen(
  () => import("../screens/newsletter.tsx").then((m) => m.NewsletterAdmin),
  { strings: ["newsletter"] },
);
const SearchSettings = lazyScreen(
  () => import("../screens/search_settings.tsx").then((m) => m.SearchSettings),
  { strings: ["search_settings"] },
);
const Webhooks = lazyScreen(
  () => import("../screens/webhooks/webhooks.tsx").then((m) => m.Webhooks),
  { strings: ["webhooks"] },
);
const SiteSettings = lazyScreen(
  () => import("../screens/site_settings.tsx").then((m) => m.SiteSettings),
  { strings: ["site_settings"] },
);

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
  { path: "api-tokens", element: createElement(ApiTokens), permission: "manage-integrations" },
  { path: "settings/site", element: createElement(SiteSettings), permission: "manage-settings" },
  {
    path: "settings/search",
    element: createElement(SearchSettings),
    permission: "manage-search",
  },
  {
    path: "settings/webhooks",
    element: createElement(Webhooks),
    permission: "manage-integrations",
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
