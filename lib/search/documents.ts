/**
 * The search document of a page: what its published version says (title, SEO description, public
 * tags) and the text every block and the page type give (`searchText` of their definitions).
 * A page that is not published has none: drafts, private tags and unpublished pages never reach
 * an index.
 */
import { type Block, blockRegistry } from "../content/blocks/index.ts";
import { pageTypeRegistry } from "../content/page_types/index.ts";
import { NOT_FOUND_SLUG } from "../content/slugs.ts";
import { publishedVersionOfEach } from "../db/published_versions.ts";
import { type PageRecord, type VersionRecord } from "../db/page_records.ts";
import { readBlocks } from "../db/version_blocks.ts";
import type { SearchDoc } from "./locale_index.ts";

/** Longest text one page gives the index, in characters (the rest is not searchable). */
export const MAX_BODY = 100_000;

/** What a document is made from: the same again needs no new document. */
export function sourceOf(page: PageRecord, version: VersionRecord): string {
  return [version.id, version.blocksRef.id, page.slug, page.type, page.updatedAt].join("/");
}

/** Whether a page has a public version that the search shows. */
export function isSearchable(page: PageRecord | null): page is PageRecord {
  return !!page && page.publishedVersionID !== null && page.slug !== NOT_FOUND_SLUG;
}

/** The search document of a published page and its published version. */
export async function searchDocOf(
  kv: Deno.Kv,
  page: PageRecord,
  version: VersionRecord,
  blocks?: Block[],
): Promise<SearchDoc> {
  const parts: string[] = [];
  for (const block of blocks ?? await readBlocks(kv, version)) {
    parts.push(textOf(() => blockRegistry.get(block.type)?.searchText(block.props)));
  }
  parts.push(textOf(() => pageTypeRegistry.get(page.type)?.searchText(page.typeData)));
  let body = parts.filter(Boolean).join("\n");
  if (body.length > MAX_BODY) body = body.slice(0, MAX_BODY);
  return {
    id: String(page.id),
    type: page.type,
    slug: page.slug,
    title: version.title,
    description: version.seoDescription ?? "",
    tags: (version.tags ?? []).join(" "),
    body,
    source: sourceOf(page, version),
  };
}

/** A definition's text; "" when it has none or fails on data stored before a field existed. */
function textOf(make: () => string | undefined): string {
  try {
    return make() ?? "";
  } catch {
    return "";
  }
}

/** The published versions of pages, in order (null where one is missing). */
export const publishedVersions = publishedVersionOfEach;
