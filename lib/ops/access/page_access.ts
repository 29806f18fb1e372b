/**
 * Permission checks for pages, narrowed by the page's locale and type. Reading a page in the admin
 * (its title, slug, state, versions) is part of edit-page: every read of page data is filtered by
 * it, so a role narrowed to some locales or page types learns nothing of the others.
 */
import { grants, type PermissionName } from "../../content/permissions.ts";
import { getPageEntry } from "../../db/pages.ts";
import { getVersionWithPage } from "../../db/version_pages.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "../deps.ts";

export function requirePagePermission(
  actor: Actor | null,
  name: PermissionName,
  page: Pick<PageRecord, "locale" | "type">,
): Actor {
  return requirePermission(actor, name, { locale: page.locale, pageType: page.type });
}

/** The page entry (404 PM_01 when missing), after a session check so ids reveal nothing. */
export async function loadPage(
  deps: Deps,
  actor: Actor | null,
  id: number,
  permission: PermissionName,
): Promise<Deno.KvEntry<PageRecord>> {
  requirePermission(actor, permission);
  const entry = await getPageEntry(deps.kv, id);
  if (!entry.value) throw apiError("PM_01", "page");
  requirePagePermission(actor, permission, entry.value);
  return entry as Deno.KvEntry<PageRecord>;
}

/**
 * A version and its page for someone who may edit the page (404 PM_01 "pageVersion" when either
 * is missing), after a session check so ids reveal nothing; `actor` is the caller, checked.
 */
export async function loadEditableVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<{ version: VersionRecord; page: PageRecord; actor: Actor }> {
  requirePermission(actor, "edit-page");
  // One round trip when this process has seen the version (lib/db/version_pages.ts).
  const { versionEntry, pageEntry } = await getVersionWithPage(deps.kv, versionID);
  const version = versionEntry.value;
  const page = pageEntry?.value;
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  return { version, page, actor: requirePagePermission(actor, "edit-page", page) };
}

/** Whether `actor` may read `page` in the admin (edit-page for its locale and type). */
export function canReadPage(actor: Actor, page: Pick<PageRecord, "locale" | "type">): boolean {
  return grants(actor.role.permissions, "edit-page", { locale: page.locale, pageType: page.type });
}
