/**
 * Changing a page's slug (PUT {id}/save). The old slug is freed and the public pointer moves with
 * the page. Redirects from the old URL and link rewriting come with the workflow capability.
 */
import { CommitConflict } from "../db/kv.ts";
import { type PageRecord, SlugTaken, updatePage } from "../db/pages.ts";
import { apiError } from "../http/errors.ts";
import type { Actor, Deps } from "./deps.ts";
import { loadPage } from "./page_access.ts";

export async function savePageSettings(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: { slug: string },
): Promise<PageRecord> {
  const before = await loadPage(deps, actor, id, "edit-page");
  if (before.value.slug === input.slug) return before.value;
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
  return after;
}
