/**
 * Comments on drafts (issue 32). Whoever may edit or review a page may read and write its
 * comments (403 UM_01 otherwise, after a session check so ids reveal nothing). A comment is on a
 * block (its key, which must be on the version) or on the page as a whole (null), and stays with
 * the version it was made on; replies go one level deep. Reading a version's comments also gives
 * the open comments of the page's earlier versions (`earlier`), so feedback on a published
 * version reaches the draft that follows it, and the people a comment may mention: whoever may
 * see the page. A mention e-mails the person (queued in the comment's commit) and shows on their
 * dashboard. Creating, resolving and reopening are in the audit trail.
 *
 * {@link addComment} is the one way a comment is made; it takes its author, staff or a guest with
 * a share link (name, e-mail, share id), so the share page adds comments by the same rules.
 */
import {
  type CommentAuthor,
  type CommentInput,
  type CommentJson,
  type MentionablePerson,
  mentionedIn,
  type MentionJson,
} from "../../content/comments.ts";
import { grants, type PermissionScope } from "../../content/permissions.ts";
import {
  type CommentRecord,
  getCommentEntry,
  getComments,
  insertComment,
  mentionIDs,
  pageCommentIndex,
  replaceComment,
} from "../../db/comments.ts";
import { nextId } from "../../db/counters.ts";
import { getPage } from "../../db/pages.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { listRoles } from "../../db/roles.ts";
import { listUsers, type UserRecord } from "../../db/users.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { getVersionWithPage } from "../../db/version_pages.ts";
import { getVersions } from "../../db/versions.ts";
import { apiError } from "../../http/errors.ts";
import { mentionMail } from "../../mail/workflow_templates.ts";
import { deliverQueuedMail } from "../../mail/queue.ts";
import { requireActor } from "../access/access.ts";
import { inBackground } from "../background.ts";
import type { Actor, Deps } from "../deps.ts";
import { actorName, auditDraft, type AuditWho, pageTarget } from "../audit.ts";
import { languageFor } from "./_workflow_mail.ts";

/** Dashboard entries shown, at most. */
const MENTIONS_SHOWN = 10;

function scopeOf(page: Pick<PageRecord, "locale" | "type">): PermissionScope {
  return { locale: page.locale, pageType: page.type };
}

/** Whether `permissions` let someone comment on `page` (or, without a page, on some page). */
function maySee(permissions: Actor["role"]["permissions"], page?: PageRecord): boolean {
  const scope = page ? scopeOf(page) : undefined;
  return grants(permissions, "edit-page", scope) ||
    grants(permissions, "review-publication", scope);
}

/** The actor, when they may comment on `page`; 401 without a session, else 403 UM_01. */
function requireCommenter(actor: Actor | null, page?: PageRecord): Actor {
  const a = requireActor(actor);
  if (!maySee(a.role.permissions, page)) throw apiError("UM_01", "comment");
  return a;
}

/** A version and its page (404 PM_01 "pageVersion" when either is missing). */
async function loadVersion(
  deps: Deps,
  versionID: number,
): Promise<{ version: VersionRecord; page: PageRecord }> {
  const { versionEntry, pageEntry } = await getVersionWithPage(deps.kv, versionID);
  if (!versionEntry.value || !pageEntry?.value) throw apiError("PM_01", "pageVersion");
  return { version: versionEntry.value, page: pageEntry.value };
}

/** Active users who may see `page` (edit or review it): whom a comment may mention. */
async function peopleWhoMaySee(deps: Deps, page: PageRecord): Promise<UserRecord[]> {
  const [roles, users] = await Promise.all([listRoles(deps.kv), listUsers(deps.kv)]);
  const byID = new Map(roles.map((r) => [r.ID, r]));
  return users.filter((u) => u.active && maySee(byID.get(u.roleID)?.permissions ?? [], page));
}

function personOf(user: UserRecord): MentionablePerson {
  return { id: user.id, name: actorName(user) };
}

/** A version's comments, and the open ones of the page's earlier versions, oldest first. */
export async function listComments(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<{ comments: CommentJson[]; mentionable: MentionablePerson[] }> {
  requireCommenter(actor);
  const { page } = await loadVersion(deps, versionID);
  requireCommenter(actor, page);
  const [index, people] = await Promise.all([
    pageCommentIndex(deps.kv, page.id),
    peopleWhoMaySee(deps, page),
  ]);
  // Version ids grow: an earlier version of the page has a smaller one.
  const records = await getComments(
    deps.kv,
    index.filter((c) => c.versionID <= versionID).map((c) => c.id),
  );
  const openEarlier = new Set(
    records.filter((c) => c.versionID < versionID && c.parentID === null && !c.resolvedAt)
      .map((c) => c.id),
  );
  const shown = records.filter((c) =>
    c.versionID === versionID || openEarlier.has(c.parentID ?? c.id)
  );
  return {
    comments: shown.map((c) => commentJson(c, versionID)),
    mentionable: people.map(personOf),
  };
}

/** The number of comments made on each version of the page (for the history). */
export async function commentCounts(deps: Deps, pageID: number): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const c of await pageCommentIndex(deps.kv, pageID)) {
    counts.set(c.versionID, (counts.get(c.versionID) ?? 0) + 1);
  }
  return counts;
}

/** A staff user comments on a version (the API's POST). */
export async function commentOnVersion(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: CommentInput,
): Promise<CommentJson> {
  requireCommenter(actor);
  const target = await loadVersion(deps, versionID);
  const a = requireCommenter(actor, target.page);
  return await addComment(
    deps,
    {
      author: { kind: "user", userID: a.user.id, name: actorName(a.user) },
      who: a,
    },
    target,
    input,
  );
}

/**
 * Makes a comment on `target` by `author` (who was checked by the caller: a staff user with
 * {@link commentOnVersion}, or a guest by the share link they came with): checks the block and
 * the comment answered, finds the mentions, and stores the comment with their mails and its audit
 * record in one commit; the mails go out after the answer.
 */
export async function addComment(
  deps: Deps,
  by: { author: CommentAuthor; who: AuditWho },
  target: { version: VersionRecord; page: PageRecord },
  input: CommentInput,
): Promise<CommentJson> {
  const { version, page } = target;
  const [parent, blocks, people] = await Promise.all([
    input.parentID ? getCommentEntry(deps.kv, input.parentID) : null,
    input.blockKey !== null && !input.parentID ? readBlocks(deps.kv, version) : [],
    peopleWhoMaySee(deps, page),
  ]);
  if (parent) {
    const p = parent.value;
    // One level of replies, on the thread's own version: answering a reply answers its thread.
    if (!p || p.pageID !== page.id) throw apiError("COMMENT_02", "parentID");
    if (p.parentID !== null || p.blockKey !== input.blockKey || p.versionID > version.id) {
      throw apiError("COMMENT_03", "parentID");
    }
  }
  // A reply belongs to its thread's block, which a later version may have dropped.
  if (!parent && input.blockKey !== null && !blocks.some((b) => b.key === input.blockKey)) {
    throw apiError("COMMENT_04", "blockKey");
  }
  const authorID = by.author.kind === "user" ? by.author.userID : null;
  const mentioned = people.filter((u) =>
    u.id !== authorID && mentionedIn(input.text, people.map(personOf)).includes(u.id)
  );
  const record: CommentRecord = {
    id: await nextId(deps.kv, "comments"),
    pageID: page.id,
    // A reply is kept with its thread, on the version the thread began on.
    versionID: parent?.value?.versionID ?? version.id,
    blockKey: input.blockKey,
    parentID: input.parentID ?? null,
    text: input.text,
    author: by.author,
    createdAt: Date.now(),
    resolvedAt: null,
    resolvedBy: null,
    mentions: mentioned.map((u) => u.id),
  };
  const link = `${deps.config.publicUrl}/cmsadmin/page/${page.id}?comment=${record.id}`;
  const mails = await Promise.all(mentioned.map(async (u) =>
    mentionMail({
      to: u.email,
      name: u.profile.name,
      language: await languageFor(deps, u),
      author: by.author.name,
      title: version.title || page.title,
      text: input.text,
      link,
    })
  ));
  const audit = await auditDraft(deps, by.who, {
    action: "comment-create",
    target: pageTarget(page),
    summary: `comment ${record.id}; version ${record.versionID}; ${
      input.blockKey === null ? "page" : `block ${input.blockKey}`
    }${record.parentID ? `; reply to ${record.parentID}` : ""}${
      mentioned.length ? `; mentions ${record.mentions.join(", ")}` : ""
    }`,
  });
  const mailIDs = await insertComment(deps.kv, record, { mails, audit });
  if (mailIDs.length) inBackground(deliverQueuedMail(deps.kv, deps.mailer, { ids: mailIDs }));
  return commentJson(record, version.id);
}

/** Resolves a comment thread (or reopens it: `resolved` false). 409 COMMENT_05 when it is so. */
export async function setCommentResolved(
  deps: Deps,
  actor: Actor | null,
  id: number,
  resolved: boolean,
): Promise<CommentJson> {
  requireCommenter(actor);
  const entry = await getCommentEntry(deps.kv, id);
  const comment = entry.value;
  const page = comment && await getPage(deps.kv, comment.pageID);
  if (!comment || !page) throw apiError("COMMENT_02", "comment");
  const a = requireCommenter(actor, page);
  if (Boolean(comment.resolvedAt) === resolved) throw apiError("COMMENT_05", "comment");
  // A thread is resolved as a whole: at its first comment.
  if (comment.parentID !== null) throw apiError("COMMENT_03", "comment");
  const after: CommentRecord = {
    ...comment,
    resolvedAt: resolved ? Date.now() : null,
    resolvedBy: resolved ? actorName(a.user) : null,
  };
  const audit = await auditDraft(deps, a, {
    action: resolved ? "comment-resolve" : "comment-reopen",
    target: pageTarget(page),
    summary: `comment ${id}; version ${comment.versionID}`,
  });
  if (!(await replaceComment(deps.kv, entry as Deno.KvEntry<CommentRecord>, after, audit))) {
    throw apiError("PM_02", "comment");
  }
  return commentJson(after, comment.versionID);
}

/** The signed-in user's latest mentions on pages they may still see (the dashboard). */
export async function myMentions(deps: Deps, actor: Actor | null): Promise<MentionJson[]> {
  const a = requireActor(actor);
  if (!maySee(a.role.permissions)) return [];
  const comments = await getComments(deps.kv, await mentionIDs(deps.kv, a.user.id, MENTIONS_SHOWN));
  const versions = await getVersions(deps.kv, [...new Set(comments.map((c) => c.versionID))]);
  const pages = new Map<number, PageRecord | null>();
  for (const pageID of new Set(comments.map((c) => c.pageID))) {
    pages.set(pageID, await getPage(deps.kv, pageID));
  }
  return comments.flatMap((c) => {
    const page = pages.get(c.pageID);
    if (!page || !maySee(a.role.permissions, page)) return [];
    return [{
      commentID: c.id,
      pageID: c.pageID,
      versionID: c.versionID,
      blockKey: c.blockKey,
      pageTitle: versions.get(c.versionID)?.title || page.title,
      by: c.author.name,
      excerpt: c.text.slice(0, 160),
      at: new Date(c.createdAt).toISOString(),
    }];
  });
}

function commentJson(c: CommentRecord, askedVersionID: number): CommentJson {
  return {
    id: c.id,
    pageID: c.pageID,
    versionID: c.versionID,
    blockKey: c.blockKey,
    parentID: c.parentID,
    text: c.text,
    author: {
      name: c.author.name,
      userID: c.author.kind === "user" ? c.author.userID : null,
      guest: c.author.kind === "guest",
    },
    createdAt: new Date(c.createdAt).toISOString(),
    resolved: c.resolvedAt !== null,
    resolvedAt: c.resolvedAt === null ? null : new Date(c.resolvedAt).toISOString(),
    resolvedBy: c.resolvedBy,
    mentions: c.mentions,
    earlier: c.versionID < askedVersionID,
  };
}
