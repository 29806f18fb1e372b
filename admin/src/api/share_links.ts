/** Share links for review (issue 32; docs/api.md, Share links). */
import type {
  ShareLinkCreated,
  ShareLinkInput,
  ShareLinkJson,
} from "../../../lib/content/share_links.ts";
import { request } from "./client.ts";

export type { ShareLinkCreated, ShareLinkJson };

/** A link to version `versionID`; its `url` is shown once (only its hash is kept). */
export function createShareLink(
  versionID: number,
  input: ShareLinkInput,
): Promise<ShareLinkCreated> {
  return request<ShareLinkCreated>("POST", `/page/version/${versionID}/share`, { body: input });
}

/** The page's live links, newest first. */
export async function listShareLinks(
  pageID: number,
  signal?: AbortSignal,
): Promise<ShareLinkJson[]> {
  return (await request<{ items: ShareLinkJson[] }>("GET", `/page/${pageID}/shares`, { signal }))
    .items;
}

export async function revokeShareLink(shareID: number): Promise<void> {
  await request("DELETE", `/page/shares/${shareID}`);
}
