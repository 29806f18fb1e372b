/** Deleting a page frees its slug and removes its versions, requests and comments; its siblings stay. */
import { deletePage } from "../../db/pages.ts";
import { refreshGroupPointers } from "../../db/published_pointers.ts";
import { deletePageRequests } from "../../db/publication_requests.ts";
import { deletePageComments } from "../../db/comments.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { auditDraft, pageTarget } from "../audit.ts";

export async function deletePageFor(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  const entry = await loadPage(deps, actor, id, "delete-page");
  const page = entry.value;
  await deletePage(
    deps.kv,
    entry,
    await auditDraft(deps, actor, {
      action: "page-delete",
      target: pageTarget(page),
      summary: `type ${page.type}; ${
        page.publishedVersionID !== null ? "was published" : "not published"
      }`,
    }),
  );
  await deletePageRequests(deps.kv, id);
  await deletePageComments(deps.kv, id);
  await refreshGroupPointers(deps.kv, entry.value.siblingGroup);
}
