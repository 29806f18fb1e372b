/** Publication request JSON: the page it is about, requester and reviewer by name. */
import { getPage } from "../../db/pages.ts";
import type { PublicationRequest } from "../../db/publication_requests.ts";
import { getUser } from "../../db/users.ts";
import type { Deps } from "../deps.ts";
import type { RequestJson } from "../../content/pages.ts";

export type { RequestJson };

export async function presentRequest(
  deps: Deps,
  r: PublicationRequest,
): Promise<RequestJson | null> {
  const page = await getPage(deps.kv, r.pageID);
  if (!page) return null;
  const requester = await getUser(deps.kv, r.requesterID);
  const reviewer = r.reviewerID ? await getUser(deps.kv, r.reviewerID) : null;
  return {
    id: r.id,
    pageID: r.pageID,
    pageVersionID: r.versionID,
    title: page.title,
    slug: page.slug,
    locale: page.locale,
    type: page.type,
    comment: r.comment,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    requester: requester
      ? { ID: requester.id, name: requester.profile.name, email: requester.email }
      : null,
    reviewer: reviewer ? { ID: reviewer.id, name: reviewer.profile.name } : null,
    feedback: r.feedback,
    closedAt: r.closedAt ? new Date(r.closedAt).toISOString() : null,
  };
}
