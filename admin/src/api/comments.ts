/** Comments on drafts (docs/api.md, Comments). */
import type {
  CommentInput,
  CommentJson,
  MentionablePerson,
  MentionJson,
} from "../../../lib/content/comments.ts";
import { request } from "./client.ts";

export type { CommentJson, MentionablePerson, MentionJson };

export interface VersionComments {
  comments: CommentJson[];
  mentionable: MentionablePerson[];
}

export async function listComments(
  versionID: number,
  signal?: AbortSignal,
): Promise<VersionComments> {
  const { comments, mentionable } = await request<VersionComments>(
    "GET",
    `/page/version/${versionID}/comments`,
    { signal },
  );
  return { comments, mentionable };
}

export async function addComment(versionID: number, input: CommentInput): Promise<CommentJson> {
  return (await request<{ comment: CommentJson }>(
    "POST",
    `/page/version/${versionID}/comments`,
    { body: input },
  )).comment;
}

export async function setResolved(id: number, resolved: boolean): Promise<CommentJson> {
  return (await request<{ comment: CommentJson }>(
    "POST",
    `/comments/${id}/${resolved ? "resolve" : "reopen"}`,
  )).comment;
}

export async function myMentions(signal?: AbortSignal): Promise<MentionJson[]> {
  return (await request<{ mentions: MentionJson[] }>("GET", "/comments/mentions", { signal }))
    .mentions;
}
