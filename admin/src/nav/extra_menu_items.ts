/**
 * Menu items added by later features (see ./extensions.ts), each with its section and the
 * permission its screen needs. Data only: no screens are imported here.
 */
import {
  IconAccessible,
  IconClipboardList,
  IconForms,
  IconKey,
  IconMail,
  IconMessageQuestion,
  IconSearch,
  IconWebhook,
  IconWorldCog,
} from "@tabler/icons-react";
import type { MenuItem } from "./menu_filter.ts";

/** Extra items, shown after the core items when the user holds their permission. */
export const extraMenuItems: MenuItem[] = [
  // Issue 10: the site's locales and display language.
  {
    title: "nav.siteSettings",
    icon: IconWorldCog,
    slug: "/settings/site",
    group: "configuration",
    permission: "manage-settings",
  },
  // Issue 11: the search index's state and bulk actions.
  {
    title: "nav.searchSettings",
    icon: IconSearch,
    slug: "/settings/search",
    group: "configuration",
    permission: "manage-search",
  },
  // Issue 32: signed webhooks and their delivery logs.
  {
    title: "nav.webhooks",
    icon: IconWebhook,
    slug: "/settings/webhooks",
    group: "configuration",
    permission: "manage-integrations",
  },
  // Issue 12: the FAQ pages by category, create FAQ, reindex FAQ search.
  {
    title: "nav.faq",
    icon: IconMessageQuestion,
    slug: "/faq",
    group: "site",
    permission: "edit-page",
    scope: { pageType: "faq" },
  },
  // Issue 13: form templates and their submissions.
  {
    title: "nav.forms",
    icon: IconForms,
    slug: "/forms",
    group: "site",
    permission: "manage-forms",
  },
  // Issue 13: the newsletter's subscribers.
  {
    title: "nav.newsletter",
    icon: IconMail,
    slug: "/newsletter",
    group: "site",
    permission: "manage-forms",
  },
  // Issue 22: the audit trail, beside the users and roles whose actions it records.
  {
    title: "nav.audit",
    icon: IconClipboardList,
    slug: "/audit",
    group: "people",
    permission: "view-audit",
  },
  // Issue 22: published pages with open problems of the accessibility and quality checks.
  {
    title: "nav.checksReport",
    icon: IconAccessible,
    slug: "/checks-report",
    // Beside the site's other parts, not in Content: a section holds at most nine entries, so
    // that every one is in view at 1366×768 (menu_items_test.ts).
    group: "site",
    permission: "edit-page",
  },
  // Issue 32: the content API's read tokens.
  {
    title: "nav.apiTokens",
    icon: IconKey,
    slug: "/api-tokens",
    group: "configuration",
    permission: "manage-integrations",
  },
];
