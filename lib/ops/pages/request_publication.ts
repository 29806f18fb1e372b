/**
 * Asking for publication: an editor who cannot publish sends the page's latest stored version for
 * review with a comment. The request pins the page revision it was sent at: storing the version
 * afterwards closes it as superseded (lib/ops/pages/store_version.ts), and an accept publishes exactly
 * the pinned content or nothing (lib/ops/pages/review_publication.ts). Sending again supersedes the open
 * request; the requester may revoke it. The version then reports `hasPublicationRequest`. Both
 * sending and resending e-mail everyone who may review the page (not the requester).
 */
import { nextId } from "../../db/counters.ts";
import { CommitConflict } from "../../db/kv.ts";
import { getVersionEntry } from "../../db/versions.ts";
import { type VersionRecord } from "../../db/page_records.ts";
import {
  closeRequests,
  fileRequest,
  getRequestEntry,
  pageRequests,
  type PublicationRequest,
} from "../../db/publication_requests.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadPage } from "../access/page_access.ts";
import { mailReviewRequest } from "./_workflow_mail.ts";
import { logError } from "../../observe/log.ts";
import { auditDraft, pageTarget } from "../audit.ts";

export async function requestPublication(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
  input: { comment: string },
): Promise<{ requestID: number; pageVersionID: number }> {
  const pageEntry = await loadPage(deps, actor, pageID, "request-publication");
  const page = pageEntry.value;
  if (page.publishedVersionID === page.latestVersionID) throw apiError("V_07", "page");
  const version = await getVersionEntry(deps.kv, page.latestVersionID);
  if (!version.value) throw apiError("PM_01", "pageVersion");
  const open = await openEntries(deps, pageID);
  // A request a store superseded was mailed too: this one replaces it for its reviewers.
  const resent = open.length > 0 ||
    (await pageRequests(deps.kv, pageID)).at(-1)?.status === "superseded";
  const now = Date.now();
  const request: PublicationRequest = {
    id: await nextId(deps.kv, "publication_requests"),
    pageID,
    versionID: version.value.id,
    // What is sent for review: the content at this revision (the commit checks the page as read).
    revision: page.revision,
    requesterID: actor!.user.id,
    comment: input.comment,
    createdAt: now,
    status: "open",
    reviewerID: null,
    feedback: "",
    closedAt: null,
  };
  const filed = await fileRequest(deps.kv, {
    page: pageEntry,
    version: version as Deno.KvEntry<VersionRecord>,
    request,
    superseded: open,
    audit: await auditDraft(deps, actor, {
      action: "request-create",
      target: pageTarget(page),
      summary: `request ${request.id}; version ${request.versionID}${
        resent ? " (sent again)" : ""
      }; ${input.comment}`,
    }),
  });
  if (!filed) throw apiError("PM_02", "revision");
  await mailReviewRequest(deps, {
    page,
    title: version.value.title,
    comment: input.comment,
    resent,
  }, actor!.user).catch((err) => logError("review request mails failed", err));
  return { requestID: request.id, pageVersionID: request.versionID };
}

/** The requester takes their open request back. */
export async function revokePublication(
  deps: Deps,
  actor: Actor | null,
  pageID: number,
): Promise<void> {
  const page = (await loadPage(deps, actor, pageID, "request-publication")).value;
  const open = await openEntries(deps, pageID);
  if (open.length === 0) throw apiError("V_07", "request");
  const now = Date.now();
  for (const entry of open) {
    if (entry.value.requesterID !== actor!.user.id) throw apiError("UM_01", "request");
  }
  const closing = open.map((entry) => ({
    entry,
    after: { ...entry.value, status: "revoked" as const, closedAt: now },
  }));
  const audit = await auditDraft(deps, actor, {
    action: "request-revoke",
    target: pageTarget(page),
    summary: open.map((e) => `request ${e.value.id}`).join(", "),
  });
  if (!(await closeRequests(deps.kv, closing, audit))) throw new CommitConflict();
}

/** The open request entries of a page (normally one). */
export async function openEntries(
  deps: Deps,
  pageID: number,
): Promise<Deno.KvEntry<PublicationRequest>[]> {
  const out: Deno.KvEntry<PublicationRequest>[] = [];
  for (const r of await pageRequests(deps.kv, pageID)) {
    if (r.status !== "open") continue;
    const entry = await getRequestEntry(deps.kv, r.id);
    if (entry.value?.status === "open") out.push(entry as Deno.KvEntry<PublicationRequest>);
  }
  return out;
}
