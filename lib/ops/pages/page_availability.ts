/** Live checks for the editor: is a slug free in a locale, is an anchor free on a page. */
import { grants } from "../../content/permissions.ts";
import { pageIdBySlug } from "../../db/pages.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";

/**
 * Whether a slug is free in a locale. Only for a locale the caller may create or edit pages in
 * (of any type): for any other the answer is UM_01 whether or not the slug is taken, so it tells
 * nothing of pages the caller may not read. (Answering "available" there would not leak either,
 * but would be a wrong answer to act on; a slug is only of use in a locale one may work in.)
 */
export async function slugAvailable(
  deps: Deps,
  actor: Actor | null,
  input: { slug: string; locale: string },
): Promise<boolean> {
  const a = requireActor(actor);
  const scope = { locale: input.locale };
  if (
    !grants(a.role.permissions, "create-page", scope) &&
    !grants(a.role.permissions, "edit-page", scope)
  ) throw apiError("UM_01", "locale");
  return (await pageIdBySlug(deps.kv, input.locale, input.slug)) === null;
}

/** False when another block of the page (not `blockKey`) already has the anchor name. */
export function anchorAvailable(
  actor: Actor | null,
  input: {
    anchorName: string;
    blockKey: string;
    pageVersionBlocks: { key: string; anchorPoint: string }[];
  },
): boolean {
  requireActor(actor);
  return !input.pageVersionBlocks.some((b) =>
    b.key !== input.blockKey && b.anchorPoint.trim() === input.anchorName
  );
}
