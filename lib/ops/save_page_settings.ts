/**
 * Changing a page's slug (PUT {id}/save). The old slug is freed, the public pointer moves with the
 * page, and the old address answers with a permanent redirect to the new one. With
 * `shouldUpdateLinks`, links to the old address in every stored version are rewritten.
 */
import { CommitConflict } from "../db/kv.ts";
import { type PageRecord, refreshGroupPointers, SlugTaken, updatePage } from "../db/pages.ts";
import { apiError } from "../http/errors.ts";
import type { Actor, Deps } from "./deps.ts";
import { loadPage } from "./page_access.ts";
import { rewriteLinks } from "./update_links.ts";

export async function savePageSettings(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { slug: string; shouldUpdateLinks: boolean },
): Promise<{ page: PageRecord; updatedLinks: number }> {
  const before = await loadPage(deps, actor, id, "edit-page");
  if (before.value.slug === input.slug) return { page: before.value, updatedLinks: 0 };
  const after: PageRecord = {
    ...before.value,
    slug: input.slug,
    updatedAt: Date.now(),
    updatedBy: actor!.user.id,
  };
  try {
    await updatePage(deps.kv, before, after);
  } catch (err) {
    if (err instanceof SlugTaken) throw apiError("V_06", "slug");
    if (err instanceof CommitConflict) throw apiError("PM_02", "revision");
    throw err;
  }
  await refreshGroupPointers(deps.kv, after.siblingGroup, { except: after.id });
  const updatedLinks = input.shouldUpdateLinks
    ? await rewriteLinks(deps, { locale: after.locale, from: before.value.slug, to: after.slug })
    : 0;
  return { page: after, updatedLinks };
}
