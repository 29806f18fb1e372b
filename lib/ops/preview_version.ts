/**
 * The admin's draft preview: any stored version of a page, drawn by the public renderer with a
 * Preview banner and noindex. Only for staff who may edit the page; never reachable from the
 * public site, whatever its query.
 */
import { getPage, getVersion, readBlocks } from "../db/pages.ts";
import { getSettings } from "../db/settings.ts";
import { apiError } from "../http/errors.ts";
import { renderPageHtml } from "../render/page.tsx";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";
import { requirePagePermission } from "./page_access.ts";
import { mediaForRender } from "./render_media.ts";

export async function previewVersionHtml(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<string> {
  requirePermission(actor, "edit-page");
  const version = await getVersion(deps.kv, versionID);
  const page = version && await getPage(deps.kv, version.pageID);
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  requirePagePermission(actor, "edit-page", page);
  const settings = await getSettings(deps.kv);
  const blocks = await readBlocks(deps.kv, version);
  return renderPageHtml({ page, version, blocks }, {
    locale: page.locale,
    defaultLocale: settings.defaultLocale,
    siteName: deps.config.siteName,
    publicUrl: deps.config.publicUrl,
    preview: true,
    media: await mediaForRender(deps, version, blocks),
  });
}
