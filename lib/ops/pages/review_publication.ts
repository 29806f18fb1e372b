/**
 * Reviewing a publication request. Accepting publishes exactly what was requested — the version
 * at the page revision the request pinned — and records the acceptance in the same commit, which
 * checks the request, the page and the version as read: if anything was stored since (a store
 * supersedes the request) the accept fails with PM_02 and nothing is published. Rejecting records
 * the rejection. Either way the requester is mailed the outcome and the feedback with a link to
 * the page in the admin. Nobody reviews their own request.
 *
 * The review dialog sends the id of the request it showed (`requestID`): the accept then applies
 * to that request only, so a request sent again after a store while the dialog was open (with
 * content the reviewer has not seen) is never accepted by it.
 */
import type { Finding } from "../../content/checks/index.ts";
import { getPage } from "../../db/pages.ts";
import { getVersion } from "../../db/versions.ts";
import { type PageRecord } from "../../db/page_records.ts";
import {
  closeRequestIn,
  closeRequests,
  pageRequests,
  type PublicationRequest,
} from "../../db/publication_requests.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { requirePagePermission } from "../access/page_access.ts";
import { publishPage } from "./publish_page.ts";
import { openEntries } from "./request_publication.ts";
import { mailReviewOutcome } from "./_workflow_mail.ts";
import { auditDraft, pageTarget } from "../audit.ts";
import { logError } from "../../observe/log.ts";

async function openRequestOf(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  requestID?: number,
) {
  const a = requirePermission(actor, "review-publication");
  const version = await getVersion(deps.kv, versionID);
  const page = version && await getPage(deps.kv, version.pageID);
  if (!version || !page) throw apiError("PM_01", "pageVersion");
  requirePagePermission(a, "review-publication", page);
  const entry = (await openEntries(deps, page.id)).find((e) =>
    e.value.versionID === versionID && (requestID === undefined || e.value.id === requestID)
  );
  if (!entry) {
    // A request for the draft that a store (or a newer request) replaced: what the reviewer saw
    // has changed since, which is a conflict (PM_02), not a request that never was. A draft that
    // was dropped (the page returned to its live version) has nothing to accept (V_07).
    const replaced = page.latestVersionID === versionID &&
      (await pageRequests(deps.kv, page.id)).some((r) =>
        r.versionID === versionID && r.status === "superseded" &&
        (requestID === undefined || r.id === requestID)
      );
    throw apiError(replaced ? "PM_02" : "V_07", "request");
  }
  if (entry.value.requesterID === a.user.id) throw apiError("UM_01", "request");
  return { a, page, entry };
}

export async function acceptPublication(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: { feedback: string; requestID?: number },
): Promise<PublicationRequest & { findings: Finding[] }> {
  const { a, page, entry } = await openRequestOf(deps, actor, versionID, input.requestID);
  const accepted = closedAs(entry.value, a, "accepted", input.feedback);
  // Requests sent before revisions were pinned name no content: they cannot be accepted.
  const pin = { versionID, revision: entry.value.revision ?? "" };
  const { findings } = await publishPage(deps, a, page.id, {
    pin,
    extra: (op) => closeRequestIn(op, entry, accepted),
    // Two records in the publish's commit: the accept, and the publish it made (found by the
    // "Page published" filter as every other publish is).
    audit: { summary: `version ${versionID}, accepting request ${entry.value.id}` },
    cause: {
      action: "request-accept",
      summary: `request ${entry.value.id}; published version ${versionID}`,
    },
  });
  await tellRequester(deps, accepted, page, a);
  return { ...accepted, findings };
}

export async function rejectPublication(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: { feedback: string; requestID?: number },
): Promise<PublicationRequest> {
  const { a, page, entry } = await openRequestOf(deps, actor, versionID, input.requestID);
  const rejected = closedAs(entry.value, a, "rejected", input.feedback);
  const audit = await auditDraft(deps, a, {
    action: "request-reject",
    target: pageTarget(page),
    summary: `request ${entry.value.id}; version ${versionID}; ${input.feedback}`,
  });
  // rejected.versionID is versionID: closing clears that version's flag.
  const closed = await closeRequests(deps.kv, [{ entry, after: rejected }], audit);
  if (!closed) throw apiError("PM_02", "request");

  await tellRequester(deps, rejected, page, a);
  return rejected;
}

/** The request as the reviewer closes it, with their feedback. */
function closedAs(
  request: PublicationRequest,
  reviewer: Actor,
  status: "accepted" | "rejected",
  feedback: string,
): PublicationRequest {
  return { ...request, status, reviewerID: reviewer.user.id, feedback, closedAt: Date.now() };
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
  }).catch((err) => logError("review outcome mail failed", err));
}
