/** The pages that use a library file, and drawing them again when the file changes. */
import { fileUsage } from "../../db/media.ts";
import { getPages } from "../../db/pages.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { refreshPointer } from "../../db/published_pointers.ts";
import type { Deps } from "../deps.ts";

/** Pages whose versions use the file (any stored version). */
export async function pagesUsing(deps: Deps, fileID: number): Promise<PageRecord[]> {
  const ids = [...new Set((await fileUsage(deps.kv, fileID)).values())];
  return (await getPages(deps.kv, ids)).filter((p): p is PageRecord => !!p);
}

/** Published pages whose live version uses the file. */
export async function livePagesUsing(deps: Deps, fileID: number): Promise<PageRecord[]> {
  const usage = await fileUsage(deps.kv, fileID);
  return (await pagesUsing(deps, fileID)).filter((p) =>
    p.publishedVersionID !== null && usage.get(p.publishedVersionID) === p.id
  );
}

/**
 * Gives the published pages that use the file a fresh pointer revision, so their kept HTML
 * (which names the file's addresses, or leaves it out) is drawn again.
 */
export async function refreshPagesUsing(deps: Deps, fileID: number): Promise<PageRecord[]> {
  const pages = await pagesUsing(deps, fileID);
  for (const page of pages) await refreshPointer(deps.kv, page);
  return pages;
}
