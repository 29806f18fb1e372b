/**
 * The published page of a public path ("/nl-nl/about", "about", "/"): one small read of the
 * published pointer. Drafts are never reachable this way.
 */
import { splitLocalePrefix } from "../content/slugs.ts";
import type { PageJson } from "../content/pages.ts";
import {
  getPage,
  getPublished,
  getVersion,
  type PageRecord,
  readBlocks,
  type VersionRecord,
} from "../db/pages.ts";
import { getSettings } from "../db/settings.ts";
import type { Block } from "../content/blocks/index.ts";
import type { Deps } from "./deps.ts";
import { presentPage, presentVersion } from "./present_page.ts";

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
): Promise<{ pageID: number; versionID: number } | null> {
  return await getPublished(deps.kv, locale, slug);
}

export async function loadPublished(
  deps: Deps,
  pointer: { pageID: number; versionID: number },
): Promise<{ page: PageRecord; version: VersionRecord; blocks: Block[] } | null> {
  const [page, version] = await Promise.all([
    getPage(deps.kv, pointer.pageID),
    getVersion(deps.kv, pointer.versionID),
  ]);
  if (!page || !version || page.publishedVersionID !== version.id) return null;
  return { page, version, blocks: await readBlocks(deps.kv, version) };
}

/** get-by-slug: the published page as JSON, or null. */
export async function publishedPageJson(deps: Deps, path: string): Promise<PageJson | null> {
  const settings = await getSettings(deps.kv);
  const { locale, slug } = resolvePath(path, settings.defaultLocale);
  const pointer = await findPublished(deps, locale, slug);
  const found = pointer && await loadPublished(deps, pointer);
  if (!found) return null;
  const version = presentVersion(found.page, found.version, found.blocks);
  return presentPage(found.page, version, found.blocks);
}
