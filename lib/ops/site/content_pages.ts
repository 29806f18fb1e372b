/**
 * What the content API (issue 32) reads: published pages — by address, by id, a page of a
 * locale's list — and library files, as JSON for other front ends. Published data only: every
 * page is read through its published pointer and published version (never the page record's
 * draft fields), so a draft stored after a publish never shows. Reads go as the public site's do
 * (the site state's pointers and manifests, lib/ops/site/published_page.ts): at most three round
 * trips in sequence for a page, and a list page is one index read (the locale's published
 * pointers, in address order, from the cursor on) and one batch of record reads.
 */
import type { Block } from "../../content/blocks/index.ts";
import type { ContentPagesQuery } from "../../content/content_api.ts";
import { apiError } from "../../http/errors.ts";
import { richTextTree } from "../../content/rich_text_tree.ts";
import { embedUrl } from "../../content/video.ts";
import { isValidSlug, publicPath } from "../../content/slugs.ts";
import { fileUsage, getMedia, type MediaFileRecord } from "../../db/media.ts";
import { versionTypeData } from "../../db/page_records.ts";
import type { PageRecord, VersionRecord } from "../../db/page_records.ts";
import { getPage, getPages } from "../../db/pages.ts";
import {
  listPublishedPointers,
  type PublishedPointer,
  publishedPointerIn,
  publishedReadIn,
} from "../../db/published_pointers.ts";
import type { SiteState } from "../../db/site_revision.ts";
import { getVersions } from "../../db/versions.ts";
import { imageUrl, type MediaSet, originalUrl, RENDITION_WIDTHS } from "../../render/media_url.ts";
import type { ApiTokenRecord } from "../integrations/api_tokens.ts";
import { tokenSees } from "../integrations/api_tokens.ts";
import type { Deps } from "../deps.ts";
import { type LoadedPage, loadPublishedPage } from "./published_page.ts";
import { mediaSetOf, mediaSigner } from "./render_media.ts";

type Json = Record<string, unknown>;

/** The width of the image address a block's image is given (its file's renditions list more). */
const BLOCK_IMAGE_WIDTH = 960;

/** The published page at `locale`/`slug`, or null (none, or not published). */
export async function publishedPageAt(
  deps: Deps,
  state: SiteState,
  locale: string,
  slug: string,
): Promise<LoadedPage | null> {
  if (!isValidSlug(slug)) return null;
  const pointer = await publishedPointerIn(deps.kv, state, locale, slug);
  if (!pointer) return null;
  const found = await loadPublishedPage(deps, pointer, publishedReadIn(state, locale, slug));
  if (!found || found.page.locale !== locale || found.page.slug !== slug) return null;
  return found;
}

/** The page record of an id (read beside the site state), for {@link publishedPageOf}. */
export function pageRecord(deps: Deps, id: number): Promise<PageRecord | null> {
  return getPage(deps.kv, id);
}

// ---- Presenting ---------------------------------------------------------------------------

const absolute = (deps: Deps, path: string) => new URL(path, deps.config.publicUrl).href;

/** Every `{html}` in a block's props: its rich text, with where it sits. */
function richTextOf(props: unknown): Json[] {
  const out: Json[] = [];
  const visit = (v: unknown, path: string[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => visit(x, [...path, String(i)]));
    if (!v || typeof v !== "object") return;
    const obj = v as Json;
    if (typeof obj.html === "string") {
      out.push({ path: [...path, "html"].join("."), html: obj.html, tree: richTextTree(obj.html) });
    }
    for (const [k, child] of Object.entries(obj)) if (k !== "html") visit(child, [...path, k]);
  };
  visit(props, []);
  return out;
}

/** Every `{fileID}` in `value`, by where it sits, with its address. */
function imagesOf(deps: Deps, value: unknown, media: MediaSet): Record<string, Json> {
  const out: Record<string, Json> = {};
  const visit = (v: unknown, path: string[]) => {
    if (Array.isArray(v)) return v.forEach((x, i) => visit(x, [...path, String(i)]));
    if (!v || typeof v !== "object") return;
    const obj = v as Json;
    if (typeof obj.fileID === "number") {
      out[path.join(".")] = imageJson(deps, obj as { fileID: number }, media);
      return;
    }
    for (const [k, child] of Object.entries(obj)) visit(child, [...path, k]);
  };
  visit(value, []);
  return out;
}

function imageJson(
  deps: Deps,
  ref: { fileID: number; cropParams?: unknown },
  media: MediaSet,
): Json {
  const file = media.files.get(ref.fileID);
  const withCrop = { fileID: ref.fileID, cropParams: (ref.cropParams ?? null) as never };
  const url = !file
    ? null
    : file.kind === "image"
    ? imageUrl(withCrop, BLOCK_IMAGE_WIDTH, media)
    : originalUrl(file.id, file.name, file.sha256);
  return {
    fileID: ref.fileID,
    url: url && absolute(deps, url),
    width: file?.width ?? null,
    height: file?.height ?? null,
    alt: file?.defaultAltText ?? "",
  };
}

function blockJson(deps: Deps, block: Block, media: MediaSet): Json {
  return {
    type: block.type,
    key: block.key,
    anchorPoint: block.anchorPoint ?? "",
    props: block.props,
    richText: richTextOf(block.props),
    images: imagesOf(deps, block.props, media),
  };
}

function summaryJson(
  deps: Deps,
  page: PageRecord,
  version: VersionRecord,
  defaultLocale: string,
): Json {
  const path = publicPath(page.slug, page.locale, defaultLocale);
  return {
    id: page.id,
    locale: page.locale,
    slug: page.slug,
    path,
    url: absolute(deps, path),
    type: page.type,
    title: version.title,
    tags: version.tags ?? [],
    publishedVersionID: version.id,
    updatedAt: new Date(page.publishedAt ?? version.updatedAt).toISOString(),
  };
}

/** A published page as the content API answers it. */
export function contentPageJson(deps: Deps, found: LoadedPage, defaultLocale: string): Json {
  const { page, version, blocks, media } = found;
  return {
    ...summaryJson(deps, page, version, defaultLocale),
    seo: {
      title: version.seoTitle,
      description: version.seoDescription,
      keywords: version.seoKeywords,
      images: version.seoImage.map((ref) => imageJson(deps, ref, media)),
    },
    // The published version's, never the draft's the page record mirrors.
    typeData: versionTypeData(version, page),
    blocks: blocks.map((b) => blockJson(deps, b, media)),
    translations: found.alternates
      .filter((a) => a.locale !== page.locale)
      .map((a) => ({
        locale: a.locale,
        slug: a.slug,
        path: publicPath(a.slug, a.locale, defaultLocale),
      }))
      .sort((x, y) => x.locale.localeCompare(y.locale)),
  };
}

// ---- Lists --------------------------------------------------------------------------------

/** How many pointers one list request reads at most, whatever its filters keep of them. */
const SCAN = 200;

/** A cursor: the last address a page of the list went up to (base64url JSON). */
function encodeCursor(slug: string): string {
  return btoa(JSON.stringify({ v: 1, after: slug })).replace(/\+/g, "-").replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeCursor(cursor: string): string {
  try {
    const text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const parsed = JSON.parse(text);
    if (parsed?.v === 1 && typeof parsed.after === "string" && isValidSlug(parsed.after)) {
      return parsed.after;
    }
  } catch {
    // Falls through: not a cursor this API gave.
  }
  throw apiError("CAPI_04", "cursor");
}

/**
 * A page of the published pages of a locale, in address order, that the token sees and the
 * query's filters keep. One index read of up to {@link SCAN} pointers after the cursor; a page
 * may hold fewer than `limit` where the filters skip many (its `nextCursor` goes on from the
 * last pointer read), never more.
 */
export async function contentPageList(
  deps: Deps,
  token: ApiTokenRecord,
  query: Omit<ContentPagesQuery, "locale"> & { locale: string },
  defaultLocale: string,
): Promise<{ items: Json[]; nextCursor: string | null }> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const filtered = query.type !== undefined || query.tag !== undefined ||
    query.updatedSince !== undefined || token.pageTypes.length > 0;
  const scan = filtered ? SCAN : query.limit;
  const { pointers, more } = await listPublishedPointers(deps.kv, query.locale, after, scan);
  const [pages, versions] = await Promise.all([
    getPages(deps.kv, pointers.map((p) => p.pointer.pageID)),
    getVersions(deps.kv, pointers.map((p) => p.pointer.versionID)),
  ]);
  const since = query.updatedSince ? Date.parse(query.updatedSince) : null;
  const tag = query.tag?.toLowerCase();
  const items: Json[] = [];
  let last: string | null = null;
  for (let i = 0; i < pointers.length; i++) {
    if (items.length === query.limit) break;
    last = pointers[i].slug;
    const page = pages[i];
    const version = versions.get(pointers[i].pointer.versionID);
    if (!page || !version || !published(page, pointers[i].pointer)) continue;
    if (!tokenSees(token, page.locale, page.type)) continue;
    if (query.type !== undefined && page.type !== query.type) continue;
    if (tag !== undefined && !(version.tags ?? []).some((t) => t.toLowerCase() === tag)) continue;
    if (since !== null && (page.publishedAt ?? 0) < since) continue;
    items.push(summaryJson(deps, page, version, defaultLocale));
  }
  const readAll = last === pointers[pointers.length - 1]?.slug;
  const nextCursor = last !== null && (more || !readAll) ? encodeCursor(last) : null;
  return { items, nextCursor };
}

function published(page: PageRecord, pointer: PublishedPointer): boolean {
  return page.id === pointer.pageID && page.publishedVersionID === pointer.versionID;
}

// ---- Library files ------------------------------------------------------------------------

/**
 * A library file as the content API answers it, if the public may fetch it (shared, or shown
 * by a published page) and, for a token with a scope, a published page within it shows it (or
 * it is shared); else null (404).
 */
export async function contentMedia(
  deps: Deps,
  token: ApiTokenRecord,
  id: number,
): Promise<{ json: Json; file: MediaFileRecord } | null> {
  const [file, usage, sign] = await Promise.all([
    getMedia(deps.kv, id),
    fileUsage(deps.kv, id),
    mediaSigner(deps),
  ]);
  if (!file) return null;
  if (!file.shared) {
    const pages = await getPages(deps.kv, [...new Set(usage.values())]);
    const shown = pages.some((p) =>
      p && p.publishedVersionID !== null && usage.has(p.publishedVersionID) &&
      tokenSees(token, p.locale, p.type)
    );
    if (!shown) return null;
  }
  // The widths the renderer may ask for, up to the file's own (upscaling shows nothing more).
  const media = mediaSetOf([file], sign);
  const ref = { fileID: file.id, cropParams: null };
  const renditions = file.kind === "image" && file.raster
    ? RENDITION_WIDTHS.filter((w) => !file.width || w <= Math.max(file.width, RENDITION_WIDTHS[0]))
      .map((width) => ({ width, url: absolute(deps, imageUrl(ref, width, media)!) }))
    : [];
  const url = file.video
    ? embedUrl(file.video)
    : file.blob
    ? absolute(deps, originalUrl(file.id, file.name, file.sha256))
    : null;
  return {
    file,
    json: {
      id: file.id,
      name: file.name,
      kind: file.kind,
      mime: file.mime,
      size: file.size,
      width: file.width,
      height: file.height,
      altText: file.defaultAltText,
      url,
      renditions,
      updatedAt: new Date(file.updatedAt).toISOString(),
    },
  };
}
