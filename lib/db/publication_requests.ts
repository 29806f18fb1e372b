/**
 * Publication requests and their trail: who asked to publish which version, with what comment,
 * and who accepted or rejected it with what feedback. Open requests are indexed for reviewers.
 */
import { keys } from "./keys.ts";
import { commit } from "./kv.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { getVersionEntry, replaceVersionIn } from "./versions.ts";
import { type PageRecord, type VersionRecord } from "./page_records.ts";

export type RequestStatus = "open" | "accepted" | "rejected" | "revoked" | "superseded";

export interface PublicationRequest {
  id: number;
  pageID: number;
  versionID: number;
  /**
   * The page revision when the request was sent: what the reviewer is asked to accept. A store
   * after it supersedes the request; an accept of a page whose revision moved on is refused.
   * Absent on requests sent before revisions were pinned.
   */
  revision?: string;
  requesterID: number;
  comment: string;
  createdAt: number;
  status: RequestStatus;
  reviewerID: number | null;
  feedback: string;
  closedAt: number | null;
}

export async function getRequestEntry(kv: Deno.Kv, id: number) {
  return await kv.get<PublicationRequest>(keys.pubRequest(id));
}

/** The page's requests, oldest first. */
export async function pageRequests(kv: Deno.Kv, pageID: number): Promise<PublicationRequest[]> {
  const ids: number[] = [];
  for await (const e of kv.list({ prefix: keys.pagePubRequests(pageID) })) {
    ids.push(e.key[2] as number);
  }
  return await getRequests(kv, ids);
}

export async function openRequests(kv: Deno.Kv): Promise<PublicationRequest[]> {
  const ids: number[] = [];
  for await (const e of kv.list({ prefix: keys.openPubRequests() })) ids.push(e.key[1] as number);
  return await getRequests(kv, ids);
}

async function getRequests(kv: Deno.Kv, ids: number[]): Promise<PublicationRequest[]> {
  const out: PublicationRequest[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<PublicationRequest[]>(
      ids.slice(i, i + 10).map((id) => keys.pubRequest(id)),
    );
    for (const e of batch) if (e.value) out.push(e.value);
  }
  return out;
}

/** Adds a new open request to a commit. */
export function addRequestIn(
  op: Deno.AtomicOperation,
  r: PublicationRequest,
): Deno.AtomicOperation {
  return op
    .check({ key: keys.pubRequest(r.id), versionstamp: null })
    .set(keys.pubRequest(r.id), r)
    .set(keys.openPubRequest(r.id), true)
    .set(keys.pagePubRequest(r.pageID, r.id), true);
}

/** Adds the closing of a request (read as `before`) to a commit. */
export function closeRequestIn(
  op: Deno.AtomicOperation,
  before: Deno.KvEntry<PublicationRequest>,
  after: PublicationRequest,
): Deno.AtomicOperation {
  return op.check(before).set(keys.pubRequest(after.id), after).delete(
    keys.openPubRequest(after.id),
  );
}

/** Removes the trail of a deleted page. */
export async function deletePageRequests(kv: Deno.Kv, pageID: number): Promise<void> {
  for await (const e of kv.list({ prefix: keys.pagePubRequests(pageID) })) {
    const id = e.key[2] as number;
    await commit(
      kv.atomic().delete(keys.pubRequest(id)).delete(keys.openPubRequest(id)).delete(e.key),
    );
  }
}

/** Adds to `op` the clearing of a version's request flag, if it is set (read now). */
export async function clearRequestFlagIn(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  versionID: number,
): Promise<void> {
  const v = await getVersionEntry(kv, versionID);
  if (v.value?.hasPublicationRequest) {
    replaceVersionIn(op, v, { ...v.value, hasPublicationRequest: false } as VersionRecord);
  }
}

/**
 * Files a new open request in one commit, checked against the page as read: the open requests
 * it replaces are closed as superseded (their versions' flags cleared) and its version flagged.
 * False when the page or a request changed meanwhile.
 */
export async function fileRequest(kv: Deno.Kv, input: {
  page: Deno.KvEntry<PageRecord>;
  version: Deno.KvEntry<VersionRecord>;
  request: PublicationRequest;
  superseded: Deno.KvEntry<PublicationRequest>[];
  /** The request's audit record, written in its commit. */
  audit?: AuditDraft;
}): Promise<boolean> {
  const { request } = input;
  const op = auditIn(kv.atomic(), input.audit).check(input.page);
  for (const entry of input.superseded) {
    closeRequestIn(op, entry, {
      ...entry.value,
      status: "superseded",
      closedAt: request.createdAt,
    });
    if (entry.value.versionID !== request.versionID) {
      await clearRequestFlagIn(kv, op, entry.value.versionID);
    }
  }
  replaceVersionIn(op, input.version, { ...input.version.value, hasPublicationRequest: true });
  addRequestIn(op, request);
  return (await op.commit()).ok;
}

/**
 * Closes open requests (each read as its entry) in one commit with the given status, clearing
 * their versions' flags, with an audit record. False when one changed meanwhile.
 */
export async function closeRequests(
  kv: Deno.Kv,
  closing: { entry: Deno.KvEntry<PublicationRequest>; after: PublicationRequest }[],
  audit?: AuditDraft,
): Promise<boolean> {
  const op = auditIn(kv.atomic(), audit);
  for (const { entry, after } of closing) {
    closeRequestIn(op, entry, after);
    await clearRequestFlagIn(kv, op, after.versionID);
  }
  return (await op.commit()).ok;
}
