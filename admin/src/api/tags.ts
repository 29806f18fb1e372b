/** Calls of /api/ximblox/tags (docs/api.md, Tags). */
import { request } from "./client.ts";

export type TagKind = "public" | "private";

/** Tags containing `term`, most used first (at most 20). */
export async function searchTags(
  kind: TagKind,
  term: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const path = kind === "public" ? "/tags/search" : "/tags/search-private";
  return (await request<{ tags: string[] }>("POST", path, { body: { term }, signal })).tags;
}
