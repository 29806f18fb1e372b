/**
 * The extension point of the navigation and the routes: later features add their menu items
 * and screens here (or push onto these lists at start-up) instead of editing the layout.
 */
import {
  IconAccessible,
  IconForms,
  IconMail,
  IconMessageQuestion,
  IconSearch,
  IconWorldCog,
} from "@tabler/icons-react";
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
  // Issue 11: the search index's state and bulk actions.
  {
    title: "searchSettings.nav",
    icon: IconSearch,
    slug: "/settings/search",
    permission: "manage-search",
  },
  // Issue 12: the FAQ pages by category, create FAQ, reindex FAQ search.
  { title: "faqAdmin.nav", icon: IconMessageQuestion, slug: "/faq", permission: "edit-page" },
  // Issue 13: form templates and their submissions.
  { title: "formAdmin.nav", icon: IconForms, slug: "/forms", permission: "manage-forms" },
  // Issue 13: the newsletter's subscribers.
  { title: "newsletterAdmin.nav", icon: IconMail, slug: "/newsletter", permission: "manage-forms" },
  // Issue 22: published pages with open problems of the accessibility and quality checks.
  {
    title: "checks.report.nav",
    icon: IconAccessible,
    slug: "/checks-report",
    permission: "edit-page",
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
  { path: "forms/:id", element: createElement(FormEditor), permission: "manage-forms" },
  {
    path: "forms/:id/submissions",
    element: createElement(FormSubmissions),
    permission: "manage-forms",
  },
];
