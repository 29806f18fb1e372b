/**
 * Reviewing a publication request. Accepting publishes the requested version first and then
 * records the acceptance; rejecting records it. Either way the requester is mailed the outcome
 * and the feedback with a link to the page in the admin. Nobody reviews their own request.
 */
import { getPage, getVersion, type PageRecord } from "../db/pages.ts";
import { closeRequestIn, type PublicationRequest } from "../db/publication_requests.ts";
import { apiError } from "../http/errors.ts";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";
import { requirePagePermission } from "./page_access.ts";
import { publishPage } from "./publish_page.ts";
import { clearFlagIn, openEntries } from "./request_publication.ts";
import { mailReviewOutcome } from "./workflow_mail.ts";

async function openRequestOf(deps: Deps, actor: Actor | null, versionID: number) {
  const a = requirePermission(actor, "review-publication");
  const version = await getVersion(deps.kv, versionID);
  const page = version && await getPage(deps.kv, version.pageID);
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  requirePagePermission(a, "review-publication", page);
  const entry = (await openEntries(deps, page.id)).find((e) => e.value.versionID === versionID);
  if (!entry) throw apiError("V_07", "request");
  if (entry.value.requesterID === a.user.id) throw apiError("UM_01", "request");
  return { a, page, entry };
}

export async function acceptPublication(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: { feedback: string },
): Promise<PublicationRequest> {
  const { a, page, entry } = await openRequestOf(deps, actor, versionID);
  await publishPage(deps, a, page.id, { versionID });
  const accepted: PublicationRequest = {
    ...entry.value,
    status: "accepted",
    reviewerID: a.user.id,
    feedback: input.feedback,
    closedAt: Date.now(),
  };
  const op = closeRequestIn(deps.kv.atomic(), entry, accepted);
  if (!(await op.commit()).ok) throw apiError("PM_02", "request");
  await tellRequester(deps, accepted, page, a);
  return accepted;
}

export async function rejectPublication(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: { feedback: string },
): Promise<PublicationRequest> {
  const { a, page, entry } = await openRequestOf(deps, actor, versionID);
  const rejected: PublicationRequest = {
    ...entry.value,
    status: "rejected",
    reviewerID: a.user.id,
    feedback: input.feedback,
    closedAt: Date.now(),
  };
  const op = closeRequestIn(deps.kv.atomic(), entry, rejected);
  await clearFlagIn(deps, op, versionID);
  if (!(await op.commit()).ok) throw apiError("PM_02", "request");

  await tellRequester(deps, rejected, page, a);
  return rejected;
}

function tellRequester(
  deps: Deps,
  request: PublicationRequest,
  page: PageRecord,
  reviewer: Actor,
): Promise<void> {
  return mailReviewOutcome(deps, {
    status: request.status === "accepted" ? "accepted" : "rejected",
    page,
    requesterID: request.requesterID,
    reviewer: reviewer.user,
    feedback: request.feedback,
  }).catch((err) => console.error("review outcome mail failed:", err));
}
