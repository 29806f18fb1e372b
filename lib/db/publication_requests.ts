/**
 * Publication requests and their trail: who asked to publish which version, with what comment,
 * and who accepted or rejected it with what feedback. Open requests are indexed for reviewers.
 */
import { keys } from "./keys.ts";
import { commit } from "./kv.ts";

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
