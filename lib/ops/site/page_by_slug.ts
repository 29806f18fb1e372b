/**
 * The published page of a public path ("/nl-nl/about", "about", "/"): one small read of the
 * published pointer. Drafts are never reachable this way.
 */
import { publicPath, splitLocalePrefix } from "../../content/slugs.ts";
import type { Alternate } from "../../render/page.tsx";
import type { MediaSet } from "../../render/media_url.ts";
import { mediaForRender } from "./render_media.ts";
import { getPage, getPages, siblingIDs } from "../../db/pages.ts";
import {
  getPublished,
  type PublishedPointer,
  redirectTarget,
} from "../../db/published_pointers.ts";
import { getVersion } from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import type { Block } from "../../content/blocks/index.ts";
import type { Deps } from "../deps.ts";

export interface PublishedPage {
  page: PageRecord;
  version: VersionRecord;
}

/** Which locale and slug a public path names; null locale means the default locale. */
export function resolvePath(path: string, defaultLocale: string): { locale: string; slug: string } {
  const { locale, slug } = splitLocalePrefix(path);
  return { locale: locale ?? defaultLocale, slug };
}

export async function findPublished(
  deps: Deps,
  locale: string,
  slug: string,
): Promise<PublishedPointer | null> {
  return await getPublished(deps.kv, locale, slug);
}

/** A published page with its blocks and its published translations (for hreflang links). */
export async function loadPublished(
  deps: Deps,
  pointer: { pageID: number; versionID: number },
): Promise<
  | {
    page: PageRecord;
    version: VersionRecord;
    blocks: Block[];
    alternates: Alternate[];
    media: MediaSet;
  }
  | null
> {
  const [page, version] = await Promise.all([
    getPage(deps.kv, pointer.pageID),
    getVersion(deps.kv, pointer.versionID),
  ]);
  if (!page || !version || page.publishedVersionID !== version.id) return null;
  const siblings = await getPages(deps.kv, [
    ...(await siblingIDs(deps.kv, page.siblingGroup)).values(),
  ]);
  const alternates = siblings
    .filter((p): p is PageRecord => !!p && p.publishedVersionID !== null)
    .map((p) => ({ locale: p.locale, slug: p.slug }));
  const blocks = await readBlocks(deps.kv, version);
  return { page, version, blocks, alternates, media: await mediaForRender(deps, version, blocks) };
}

/** Where an old address of a locale now lives: the public path of its published page, or null. */
export async function redirectFor(
  deps: Deps,
  locale: string,
  slug: string,
  defaultLocale: string,
): Promise<string | null> {
  const pageID = await redirectTarget(deps.kv, locale, slug);
  const page = pageID === null ? null : await getPage(deps.kv, pageID);
  if (!page || page.publishedVersionID === null || page.locale !== locale) return null;
  return publicPath(page.slug, page.locale, defaultLocale);
}
