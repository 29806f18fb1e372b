/**
 * The page JSON anonymous callers get (POST get-by-slug, GET get-by-slug-query): published data
 * only. The published version's title, SEO fields and blocks, the page's address, locale, type and
 * type data, and the addresses of its published translations. Nothing of a draft (its title is
 * the page record's), nor the state of the page, its schedule or its pending review: no
 * `latestVersionID`, `status`, `publishAt`, `unpublishAt`, `hasPublicationRequest`, `revision`.
 */
import { versionTypeData } from "../../db/page_records.ts";
import type { Block } from "../../content/blocks/index.ts";
import type { PublicVersionJson } from "../../content/pages.ts";
import { getSettings } from "../../db/settings.ts";
import type { Deps } from "../deps.ts";
import { findPublished, loadPublished, resolvePath } from "./page_by_slug.ts";
import { presentPublicVersion } from "../present/present_page.ts";

export interface PublicPageJson {
  id: number;
  slug: string;
  locale: string;
  type: string;
  typeData: Record<string, unknown>;
  /** The published blocks. */
  content: Block[];
  /** The published version's title. */
  title: string;
  publishedVersionID: number;
  publishedID: number | null;
  pageVersion: PublicVersionJson;
  /** The page and its translations that are published: {locale, slug}. */
  siblings: { locale: string; slug: string }[];
}

/** The published page at a public path ("/nl-nl/about", "about", "/") as JSON, or null. */
export async function publicPageJson(deps: Deps, path: string): Promise<PublicPageJson | null> {
  const settings = await getSettings(deps.kv);
  const { locale, slug } = resolvePath(path, settings.defaultLocale);
  const pointer = await findPublished(deps, locale, slug);
  const found = pointer && await loadPublished(deps, pointer);
  if (!found) return null;
  const { page, version, blocks } = found;
  return {
    id: page.id,
    slug: page.slug,
    locale: page.locale,
    type: page.type,
    // The published version's, never the draft's the page record mirrors.
    typeData: versionTypeData(version, page),
    content: blocks,
    title: version.title,
    publishedVersionID: version.id,
    publishedID: page.publishedID,
    pageVersion: presentPublicVersion(page, version, blocks),
    siblings: found.alternates
      .map((a) => ({ locale: a.locale, slug: a.slug }))
      .sort((x, y) => x.locale.localeCompare(y.locale)),
  };
}
