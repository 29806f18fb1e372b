/**
 * Changing a page's slug (PUT {id}/save). The old slug is freed, the public pointer moves with the
 * page, and the old address answers with a permanent redirect to the new one. With
 * `shouldUpdateLinks`, links to the old address in stored versions are rewritten.
 *
 * Who may do what:
 * - Moving a published page changes a public address (and leaves a permanent redirect), so it
 *   needs publish-page for that page, as publishing does; without it: UM_01 and nothing changes.
 *   An editor may move a page that is not published.
 * - No page is moved to a reserved slug — the home page ("/") or the not-found page ("404") —
 *   unless it already has it (V_12): those addresses are made by creating such a page.
 * - The links rewritten are those the caller may change: in live versions only of pages they may
 *   publish, in other versions (drafts, history) only of pages they may edit. A version waiting
 *   for review or pinned by a scheduled publish is left as it is (what was requested or scheduled
 *   does not change under the reviewer). Links left alone keep working through the redirect.
 */
import { HOME_SLUG, NOT_FOUND_SLUG } from "../../content/slugs.ts";
import { grants } from "../../content/permissions.ts";
import { CommitConflict } from "../../db/kv.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { refreshGroupPointers, updatePage } from "../../db/published_pointers.ts";
import { SlugTaken } from "../../db/pages.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage, requirePagePermission } from "../access/page_access.ts";
import { rewriteLinks } from "./update_links.ts";
import { auditDraft, pageTarget } from "../audit.ts";
import { auditIn } from "../../db/audit.ts";

const RESERVED_SLUGS = [HOME_SLUG, NOT_FOUND_SLUG];

export async function savePageSettings(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { slug: string; shouldUpdateLinks: boolean },
): Promise<{ page: PageRecord; updatedLinks: number }> {
  const before = await loadPage(deps, actor, id, "edit-page");
  if (before.value.slug === input.slug) return { page: before.value, updatedLinks: 0 };
  if (before.value.publishedVersionID !== null) {
    requirePagePermission(actor, "publish-page", before.value);
  }
  if (RESERVED_SLUGS.includes(input.slug)) throw apiError("V_12", "slug");
  const after: PageRecord = {
    ...before.value,
    slug: input.slug,
    updatedAt: Date.now(),
    updatedBy: actor!.user.id,
  };
  const published = before.value.publishedVersionID !== null;
  const audit = await auditDraft(deps, actor, {
    action: "page-move",
    target: pageTarget(after),
    summary: `${before.value.slug} → ${after.slug}` +
      (published ? "; the old address redirects (301)" : "") +
      (input.shouldUpdateLinks ? "; links to it rewritten" : ""),
  });
  try {
    await updatePage(deps.kv, before, after, { extra: (op) => auditIn(op, audit) });
  } catch (err) {
    if (err instanceof SlugTaken) throw apiError("V_06", "slug");
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  await refreshGroupPointers(deps.kv, after.siblingGroup, { except: after.id });
  const updatedLinks = input.shouldUpdateLinks
    ? await rewriteLinks(
      deps,
      { locale: after.locale, from: before.value.slug, to: after.slug },
      { may: (page, version) => mayRewrite(actor!, page, version) },
    )
    : 0;
  return { page: after, updatedLinks };
}

/** Whether `actor` may have the links of `version` (of `page`, both as they are now) rewritten. */
function mayRewrite(actor: Actor, page: PageRecord, version: VersionRecord): boolean {
  const scope = { locale: page.locale, pageType: page.type };
  if (version.id === page.publishedVersionID) {
    return grants(actor.role.permissions, "publish-page", scope);
  }
  if (version.hasPublicationRequest || page.publishPin?.versionID === version.id) return false;
  return grants(actor.role.permissions, "edit-page", scope);
}
