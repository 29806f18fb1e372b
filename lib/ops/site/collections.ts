/**
 * Collections (issue 12): the published pages of the listed page types (news, locations, lab
 * tests, FAQs) of one locale, compact, for the blocks that list them (news list, location finder,
 * researches overview, FAQ). The public site reads them once per state of the site, like the
 * menus (lib/site/state.ts `collectionsOf`): every publish, unpublish or delete bumps the site
 * revision. Their `key` is part of the HTML cache key, so a page listing news shows a newly
 * published article on the next request.
 *
 * Cost: after a change, building a locale's public snapshot (lib/ops/site/public_snapshot.ts, once
 * for every instance) reads the records and published versions of the pages of the listed types
 * only (found by `pages_by_type`, getMany batches of 10 in parallel), however many other pages the
 * site has.
 */
import { createHash } from "node:crypto";
import { pageTypeRegistry } from "../../content/page_types/index.ts";
import { publicPath } from "../../content/slugs.ts";
import { getPages, pageIDsOfType } from "../../db/pages.ts";
import { getVersions } from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import {
  COLLECTION_TYPES,
  type CollectionItem,
  type CollectionType,
  type PublicCollections,
} from "../../render/collections.ts";
import type { MediaSet } from "../../render/media_url.ts";
import type { Deps } from "../deps.ts";
import { mediaForRender } from "./render_media.ts";
import { versionTypeData } from "../../db/page_records.ts";

/** The published pages of every listed type in `locale`, each list in page id order. */
export async function publishedCollections(
  deps: Deps,
  locale: string,
  defaultLocale: string,
): Promise<PublicCollections> {
  // Only the pages of the listed types (reading every record took 100 ms at 20,000 pages).
  const listed = COLLECTION_TYPES.filter((t) => pageTypeRegistry.has(t));
  const ids = (await Promise.all(listed.map((t) => pageIDsOfType(deps.kv, t, locale)))).flat();
  const pages = (await getPages(deps.kv, ids)).filter((p): p is PageRecord =>
    p !== null && p.locale === locale && p.publishedVersionID !== null
  );
  const versions = await publishedVersions(deps.kv, pages);
  const items = Object.fromEntries(COLLECTION_TYPES.map((t) => [t, []])) as unknown as Record<
    CollectionType,
    CollectionItem[]
  >;
  for (const page of pages.sort((a, b) => a.id - b.id)) {
    const version = versions.get(page.publishedVersionID!);
    if (!version) continue;
    items[page.type as CollectionType].push({
      pageID: page.id,
      path: publicPath(page.slug, page.locale, defaultLocale),
      title: version.title,
      seoDescription: version.seoDescription,
      tags: version.tags ?? [],
      typeData: versionTypeData(version, page),
      publishedAt: page.publishedAt,
    });
  }
  const all = Object.values(items).flat();
  const media = await mediaForRender(
    deps,
    { seoImage: [], typeData: { all: all.map((i) => i.typeData) } },
    [],
  );
  const key = createHash("sha256").update(JSON.stringify(items)).digest("base64url").slice(0, 22);
  return { items, media, key };
}

async function publishedVersions(
  kv: Deno.Kv,
  pages: PageRecord[],
): Promise<Map<number, VersionRecord>> {
  return await getVersions(kv, pages.map((p) => p.publishedVersionID!));
}

/** One set of library files from several (the page's own and its collections'). */
export function mergeMedia(...sets: (MediaSet | undefined)[]): MediaSet {
  const present = sets.filter((s): s is MediaSet => !!s);
  return {
    files: new Map(present.flatMap((s) => [...s.files])),
    sign: present.find((s) => s.sign)?.sign,
  };
}
