/**
 * Comments by the people a share link was sent to (issue 32): on a link that allows them, a
 * visitor without an account leaves a comment on the shared version — on one of its blocks or
 * on the page as a whole — with their name and e-mail address. It is made by `addComment` like a
 * staff comment (the same checks, commit and audit record, by someone anonymous), so staff see it
 * beside its block in the editor. A visitor sees the comments left through their link.
 *
 * Limited per link and client address (SHARE_COMMENT_LIMIT, SHARE_04 past it): a link is sent
 * to few people, and its comments land in staff's editor.
 */
import { createHash } from "node:crypto";
import { type Limit, takeGo } from "../../auth/throttle.ts";
import { type CommentAuthor, guestCommentForm } from "../../content/comments.ts";
import type { Block } from "../../content/blocks/index.ts";
import { getComments, pageCommentIndex } from "../../db/comments.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { apiError } from "../../http/errors.ts";
import { parseInput } from "../../http/validate.ts";
import type { Deps } from "../deps.ts";
import { addComment } from "./comments.ts";
import { shareClock, type ShareResolution } from "./share_links.ts";

export const SHARE_COMMENT_LIMIT: Limit = { gapMs: 0, max: 10, periodMs: 15 * 60_000 };

type Live = Extract<ShareResolution, { kind: "live" }>;

/** A comment as its link's visitors see it: who, when, about what, the text. */
export interface SharedComment {
  id: number;
  name: string;
  blockKey: string | null;
  text: string;
  createdAt: number;
  resolved: boolean;
}

/** The comments left through this link on its version, oldest first. */
export async function linkComments(deps: Deps, resolved: Live): Promise<SharedComment[]> {
  const { share, page, version } = resolved;
  const ids = (await pageCommentIndex(deps.kv, page.id))
    .filter((c) => c.versionID === version.id).map((c) => c.id);
  return (await getComments(deps.kv, ids))
    .filter((c) => c.author.kind === "guest" && c.author.shareID === String(share.id))
    .map((c) => ({
      id: c.id,
      name: c.author.name,
      blockKey: c.blockKey,
      text: c.text,
      createdAt: c.createdAt,
      resolved: c.resolvedAt !== null,
    }));
}

/**
 * Leaves a comment through the link (form fields `name`, `email`, `about`, `text`). Throws the
 * catalogue's errors: UM_01 when the link does not allow comments, SHARE_04 past the limit, and
 * the form's own (V_01, V_02, COMMENT_01, COMMENT_04 for a block not on the version).
 */
export async function commentThroughLink(
  deps: Deps,
  resolved: Live,
  form: Record<string, string>,
  clientAddress: string,
): Promise<void> {
  const { share, page, version } = resolved;
  if (!share.allowComments) throw apiError("UM_01", "share");
  const input = parseInput(guestCommentForm, form);
  const client = createHash("sha256").update(clientAddress).digest("hex").slice(0, 32);
  const go = await takeGo(
    deps.kv,
    "share-comment",
    `${share.id}:${client}`,
    SHARE_COMMENT_LIMIT,
    shareClock.now(),
  );
  if (!go) throw apiError("SHARE_04", "text");
  const author: CommentAuthor = {
    kind: "guest",
    name: input.name,
    email: input.email,
    shareID: String(share.id),
  };
  await addComment(
    deps,
    { author, who: { anonymous: true, clientAddress } },
    { version, page },
    { blockKey: input.about, text: input.text },
  );
}

/**
 * What a shared version's page needs for its comments section: its blocks (drawn on the page
 * too), the comments left through the link, and what the form offers to comment on.
 */
export async function linkCommentsView(deps: Deps, resolved: Live) {
  const [blocks, comments] = await Promise.all([
    readBlocks(deps.kv, resolved.version),
    linkComments(deps, resolved),
  ]);
  return { blocks, comments, targets: commentTargets(blocks) };
}

/** What the form offers to comment on: the page, or one of its blocks by a few of its words. */
export function commentTargets(blocks: Block[]): { key: string; words: string }[] {
  return blocks.map((block) => ({ key: block.key, words: wordsOf(block) }));
}

/** The first words of a block's text (its heading, its text, its label…), tags left out. */
function wordsOf(block: Block): string {
  const texts: string[] = [];
  const visit = (value: unknown) => {
    if (texts.join(" ").length > 60) return;
    if (typeof value === "string") texts.push(value.replace(/<[^>]*>/g, " "));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit((block as { props?: unknown }).props);
  const words = texts.join(" ").replace(/\s+/g, " ").trim();
  return words.length > 60 ? `${words.slice(0, 57)}…` : words;
}
