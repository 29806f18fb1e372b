/**
 * Comments on drafts (issue 32): each stays with the version it was made on (`versionID`), and is
 * indexed by page (the index's value is that version id), so one list read gives a page's
 * comments of every version and the history's count per version. A mention is a pointer per
 * mentioned user, for the dashboard. A comment, its pointers, its mention mails (queued) and its
 * audit record are one commit.
 */
import type { Mail } from "../content/mail.ts";
import type { CommentAuthor, CommentCore } from "../content/comments.ts";
import { keys } from "./keys.ts";
import { commit } from "./kv.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { queueMailIn } from "./mail_queue.ts";

export interface CommentRecord extends CommentCore {
  author: CommentAuthor;
  createdAt: number;
  resolvedAt: number | null;
  /** The name of who resolved it. */
  resolvedBy: string | null;
  /** User ids mentioned in the text. */
  mentions: number[];
}

export function getCommentEntry(kv: Deno.Kv, id: number) {
  return kv.get<CommentRecord>(keys.comment(id));
}

/** The records of `ids`, in the order given (missing ones left out). */
export async function getComments(kv: Deno.Kv, ids: number[]): Promise<CommentRecord[]> {
  const out: CommentRecord[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<CommentRecord[]>(
      ids.slice(i, i + 10).map((id) => keys.comment(id)),
    );
    for (const e of batch) if (e.value) out.push(e.value);
  }
  return out;
}

/** The page's comment ids with the version each was made on, oldest first: one list read. */
export async function pageCommentIndex(
  kv: Deno.Kv,
  pageID: number,
): Promise<{ id: number; versionID: number }[]> {
  const out: { id: number; versionID: number }[] = [];
  for await (const e of kv.list<number>({ prefix: keys.pageComments(pageID) })) {
    out.push({ id: e.key[2] as number, versionID: e.value });
  }
  return out;
}

/**
 * Stores a new comment in one commit with its page index, its mentions, the mails telling the
 * mentioned (queued, delivered by lib/mail/queue.ts) and its audit record. Answers the mails'
 * queue ids.
 */
export async function insertComment(
  kv: Deno.Kv,
  record: CommentRecord,
  extra: { mails: Mail[]; audit?: AuditDraft },
): Promise<string[]> {
  const op = kv.atomic()
    .check({ key: keys.comment(record.id), versionstamp: null })
    .set(keys.comment(record.id), record)
    .set(keys.pageComment(record.pageID, record.id), record.versionID);
  for (const userID of record.mentions) op.set(keys.mention(userID, record.id), true);
  const mailIDs = extra.mails.map((mail) => queueMailIn(op, mail));
  await commit(auditIn(op, extra.audit));
  return mailIDs;
}

/** Replaces a comment as read (resolved, reopened), with its audit record; false on a race. */
export async function replaceComment(
  kv: Deno.Kv,
  before: Deno.KvEntry<CommentRecord>,
  after: CommentRecord,
  audit?: AuditDraft,
): Promise<boolean> {
  const op = kv.atomic().check(before).set(keys.comment(after.id), after);
  return (await auditIn(op, audit).commit()).ok;
}

/** The comment ids that mention `userID`, newest first, at most `limit`. */
export async function mentionIDs(kv: Deno.Kv, userID: number, limit: number): Promise<number[]> {
  const out: number[] = [];
  for await (const e of kv.list({ prefix: keys.mentions(userID) }, { reverse: true, limit })) {
    out.push(e.key[2] as number);
  }
  return out;
}

/** Removes the comments of a deleted page, with their mentions. */
export async function deletePageComments(kv: Deno.Kv, pageID: number): Promise<void> {
  const index = await pageCommentIndex(kv, pageID);
  for (const comment of await getComments(kv, index.map((c) => c.id))) {
    const op = kv.atomic().delete(keys.comment(comment.id)).delete(
      keys.pageComment(pageID, comment.id),
    );
    for (const userID of comment.mentions) op.delete(keys.mention(userID, comment.id));
    await commit(op);
  }
}
