/**
 * Comments on drafts (issue 32): the shapes the API takes and answers, shared by the server and
 * the admin. A comment is plain text, never HTML: the admin draws it as text nodes, with the
 * web addresses in it made links under the project's one link rule (`userLinkKind`,
 * lib/content/links.ts) by {@link commentParts}. Mentions are `@name` in the text, matched
 * against the people who may see the page by {@link mentionedIn}.
 */
import { z } from "zod";
import { userLinkKind } from "./links.ts";

/** The longest comment, in characters (COMMENT_01 past it). */
export const COMMENT_MAX = 2000;

/** `POST /api/ximblox/page/version/{versionID}/comments`. */
export const commentBody = z.object({
  /** The block it is about, or null for the page as a whole. */
  blockKey: z.string({ error: "V_12" }).min(1, { error: "V_12" }).max(100, { error: "V_12" })
    .nullable(),
  text: z.string({ error: "V_01" }).trim().min(1, { error: "V_01" }).max(COMMENT_MAX, {
    error: "COMMENT_01",
  }),
  /** The comment this one answers (one level: a reply is never answered in turn). */
  parentID: z.number({ error: "V_12" }).int().positive({ error: "V_12" }).optional(),
});

export type CommentInput = z.infer<typeof commentBody>;

/**
 * A comment left through a share link that allows it (`POST /preview/{token}/comments`, a form):
 * who they are — no account, so a name and an address to answer — what it is about (a block's key,
 * or empty for the page as a whole) and the text. No replies, no mentions: a guest answers staff
 * in a new comment, and cannot make the CMS mail its staff at will.
 */
export const guestCommentForm = z.object({
  name: z.string({ error: "V_01" }).trim().min(1, { error: "V_01" }).max(100, {
    error: "V_11",
  }),
  email: z.string({ error: "V_01" }).trim().min(1, { error: "V_01" }).max(254, {
    error: "V_02",
  }).pipe(z.email({ error: "V_02" })),
  about: z.string().max(100, { error: "V_12" }).default("").transform((key) => key || null),
  text: commentBody.shape.text,
});

/**
 * Who wrote a comment: a staff user, or (through a share link, lib/ops/pages/comments.ts
 * `addComment`) a guest who gave a name and an e-mail address.
 */
export type CommentAuthor =
  | { kind: "user"; userID: number; name: string }
  | { kind: "guest"; name: string; email: string; shareID: string };

/** Which comment, where it stands (page, version, block, thread) and its text, stored as answered. */
export interface CommentCore {
  id: number;
  pageID: number;
  versionID: number;
  blockKey: string | null;
  parentID: number | null;
  text: string;
}

/** A comment as the API answers it. */
export interface CommentJson extends CommentCore {
  /** The author's name; `userID` for staff, null for a guest (whose e-mail is not shown). */
  author: { name: string; userID: number | null; guest: boolean };
  /** ISO 8601. */
  createdAt: string;
  resolved: boolean;
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** The ids of the users mentioned. */
  mentions: number[];
  /** Made on an earlier version of the page than the one asked for (shown while open). */
  earlier: boolean;
}

/** Someone a comment may mention: who may see the page. */
export interface MentionablePerson {
  id: number;
  name: string;
}

/** One part of a comment as drawn: text, or a link whose text is its address. */
export type CommentPart = { text: string } | { href: string };

/** Candidates for links: an http(s) address up to white space. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Closing punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'’”]+$/;

/**
 * The text cut into text and links: an http(s) address becomes a link when THE rule accepts
 * it as a web address; everything else, markup included, stays text.
 */
export function commentParts(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let at = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING, "");
    if (userLinkKind(href) !== "web") continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ href });
    at = match.index + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * The people `@`-mentioned in `text`: each whose name follows an `@` (case ignored), the longer
 * name first where one name starts another ("@Ann Lee" is Ann Lee, not Ann).
 */
export function mentionedIn(text: string, people: readonly MentionablePerson[]): number[] {
  const lower = text.toLowerCase();
  const found = new Set<number>();
  const byLength = [...people].filter((p) => p.name.trim()).sort((a, b) =>
    b.name.length - a.name.length
  );
  for (let at = lower.indexOf("@"); at >= 0; at = lower.indexOf("@", at + 1)) {
    const rest = lower.slice(at + 1);
    const person = byLength.find((p) => {
      const name = p.name.toLowerCase();
      // The whole name: not the start of a longer word.
      return rest.startsWith(name) && !/[\p{L}\p{N}]/u.test(rest.charAt(name.length));
    });
    if (person) found.add(person.id);
  }
  return [...found];
}

/** One "You were mentioned" of the dashboard. */
export interface MentionJson {
  commentID: number;
  pageID: number;
  versionID: number;
  blockKey: string | null;
  pageTitle: string;
  by: string;
  /** The comment's first characters. */
  excerpt: string;
  /** ISO 8601. */
  at: string;
}
