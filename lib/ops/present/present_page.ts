/** Page JSON of the API: pages, versions and list items (no internal fields). */
import { versionTypeData } from "../../db/page_records.ts";
import type {
  PageJson,
  PageListItem,
  PageStatus,
  PageVersionJson,
  PublicVersionJson,
} from "../../content/pages.ts";
import type { Block } from "../../content/blocks/index.ts";
import type { PageRecord, VersionRecord } from "../../db/page_records.ts";

export function pageStatus(page: PageRecord): PageStatus {
  if (page.publishedVersionID === null) return "concept";
  return page.publishedVersionID === page.latestVersionID ? "published" : "changed";
}

/** The content of a version, as public JSON may carry it. */
export function presentPublicVersion(
  page: PageRecord,
  version: VersionRecord,
  blocks: Block[],
): PublicVersionJson {
  return {
    id: version.id,
    pageID: version.pageID,
    title: version.title,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    seoKeywords: version.seoKeywords,
    seoImage: version.seoImage,
    tags: version.tags ?? [],
    blocks,
    pageType: {
      type: page.type,
      props: versionTypeData(version, page),
      __images: {},
      __files: {},
    },
  };
}

export function presentVersion(
  page: PageRecord,
  version: VersionRecord,
  blocks: Block[],
): PageVersionJson {
  return {
    ...presentPublicVersion(page, version, blocks),
    privateTags: version.privateTags ?? [],
    hasPublicationRequest: version.hasPublicationRequest,
    revision: page.revision,
    createdAt: new Date(version.createdAt).toISOString(),
    updatedAt: new Date(version.updatedAt).toISOString(),
  };
}

export function presentPage(
  page: PageRecord,
  version: PageVersionJson,
  content: Block[] | null,
): PageJson {
  return {
    id: page.id,
    slug: page.slug,
    locale: page.locale,
    type: page.type,
    typeData: page.typeData,
    content,
    title: page.title,
    publishedVersionID: page.publishedVersionID,
    publishedID: page.publishedID,
    publishedWithProblems: page.publishedVersionID === null
      ? null
      : page.publishedWithProblems ?? null,
    latestVersionID: page.latestVersionID,
    status: pageStatus(page),
    createdAt: new Date(page.createdAt).toISOString(),
    updatedAt: new Date(page.updatedAt).toISOString(),
    publishAt: iso(page.publishAt),
    unpublishAt: iso(page.unpublishAt),
    pageVersion: version,
  };
}

export function presentListItem(page: PageRecord): PageListItem {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    locale: page.locale,
    type: page.type,
    typeData: page.typeData,
    status: pageStatus(page),
    publishedVersionID: page.publishedVersionID,
    latestVersionID: page.latestVersionID,
    created: new Date(page.createdAt).toISOString(),
    updated: new Date(page.updatedAt).toISOString(),
    publishAt: iso(page.publishAt),
    unpublishAt: iso(page.unpublishAt),
  };
}

function iso(ms: number | null | undefined): string | null {
  return ms ? new Date(ms).toISOString() : null;
}
