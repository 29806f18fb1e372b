/**
 * Tag calls (docs/api.md, Tags). Public tags are published data: anyone may search and list
 * them. Private tags are for editors only (edit-page).
 */
import type { TagCount } from "../../content/tags.ts";
import { grants } from "../../content/permissions.ts";
import { privateTagCounts, publicTagCounts } from "../../db/tags.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";

export const MAX_TAG_RESULTS = 20;

export type TagKind = "public" | "private";

/**
 * Public tags for anyone; private ones need edit-page and come only from the pages its locale
 * and page-type parameters allow.
 */
async function tagCounts(deps: Deps, actor: Actor | null, kind: TagKind): Promise<TagCount[]> {
  if (kind === "public") return await publicTagCounts(deps.kv);
  const a = requirePermission(actor, "edit-page");
  return await privateTagCounts(
    deps.kv,
    (g) => grants(a.role.permissions, "edit-page", { locale: g.locale, pageType: g.type }),
  );
}

/** Tags containing `term` (ignoring case): most used first, a prefix match before an infix one. */
export async function searchTags(
  deps: Deps,
  actor: Actor | null,
  kind: TagKind,
  term: string,
): Promise<TagCount[]> {
  const needle = term.trim().toLowerCase();
  const rank = (t: TagCount) => t.tag.toLowerCase().startsWith(needle) ? 0 : 1;
  return (await tagCounts(deps, actor, kind))
    .filter((t) => t.tag.toLowerCase().includes(needle))
    .sort((a, b) => b.count - a.count || rank(a) - rank(b) || a.tag.localeCompare(b.tag))
    .slice(0, MAX_TAG_RESULTS);
}

/** Every tag of a kind with its usage count, most used first. */
export async function fetchTags(
  deps: Deps,
  actor: Actor | null,
  kind: TagKind,
): Promise<TagCount[]> {
  return await tagCounts(deps, actor, kind);
}
