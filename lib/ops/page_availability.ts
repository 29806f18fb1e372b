/** Live checks for the editor: is a slug free in a locale, is an anchor free on a page. */
import { pageIdBySlug } from "../db/pages.ts";
import { requireActor } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";

export async function slugAvailable(
  deps: Deps,
  actor: Actor | null,
  input: { slug: string; locale: string },
): Promise<boolean> {
  requireActor(actor);
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
