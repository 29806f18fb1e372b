/** Deleting a page frees its slug and removes its versions; its siblings stay. */
import { deletePage } from "../db/pages.ts";
import type { Actor, Deps } from "./deps.ts";
import { loadPage } from "./page_access.ts";

export async function deletePageFor(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  const entry = await loadPage(deps, actor, id, "delete-page");
  await deletePage(deps.kv, entry);
}
