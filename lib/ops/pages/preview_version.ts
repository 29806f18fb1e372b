/**
 * The admin's draft previews, drawn by the public renderer with a Preview banner and noindex:
 * a stored version, or an unsaved document posted by the editor as someone types. The document
 * is validated and sanitised exactly as a store would be, rendered, and never written anywhere.
 * Only for staff who may edit the page; never reachable from the public site, whatever its query.
 */
import type { Block } from "../../content/blocks/index.ts";
import type { VersionInput } from "../../content/pages.ts";
import { pageTypeRegistry } from "../../content/page_types/index.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { getSettings } from "../../db/settings.ts";
import { renderPageHtml } from "../../render/page.tsx";
import type { RenderContext } from "../../render/context.ts";
import type { Actor, Deps } from "../deps.ts";
import { loadEditableVersion } from "../access/page_access.ts";
import { checkAllowedBlocks, keepStoredUnknownBlocks } from "./_page_blocks.ts";
import { mediaForRender } from "../site/render_media.ts";
import { mergeMedia, publishedCollections } from "../site/collections.ts";
import { publicForms } from "../site/public_forms.ts";
import { parseTypeData } from "./_type_data.ts";

type RenderedVersion = Pick<
  VersionRecord,
  "title" | "seoTitle" | "seoDescription" | "seoKeywords" | "seoImage" | "tags" | "typeData"
>;

/** What every preview reads whatever its page: started with the page's own reads. */
function previewBasics(deps: Deps) {
  const basics = Promise.all([getSettings(deps.kv), publicForms(deps)]);
  basics.catch(() => {}); // Awaited by previewHtml, unless the page's reads failed first.
  return basics;
}

async function previewHtml(
  deps: Deps,
  page: PageRecord,
  version: RenderedVersion,
  blocks: Block[] | Promise<Block[]>,
  basics = previewBasics(deps),
  frame: Pick<RenderContext, "menus" | "search" | "previewBanner" | "previewAppendix"> = {},
) {
  const [settings, forms] = await basics;
  // Lists of news, locations… show what is published, as they will once this is; read beside
  // the blocks and their media.
  const [media, collections] = await Promise.all([
    Promise.resolve(blocks).then((b) => mediaForRender(deps, version, b)),
    publishedCollections(deps, page.locale, settings.defaultLocale),
  ]);
  blocks = await blocks;
  return renderPageHtml({ page, version, blocks }, {
    locale: page.locale,
    defaultLocale: settings.defaultLocale,
    displayLanguage: settings.displayLanguage,
    siteName: deps.config.siteName,
    publicUrl: deps.config.publicUrl,
    preview: true,
    media: mergeMedia(media, collections.media),
    collections,
    forms,
    pageID: page.id,
    ...frame,
  });
}

/** A stored version as it would look live. */
export async function previewVersionHtml(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<string> {
  const basics = previewBasics(deps);
  const { version, page } = await loadEditableVersion(deps, actor, versionID);
  return previewHtml(deps, page, version, readBlocks(deps.kv, version), basics);
}

/**
 * An unsaved document of the page that `versionID` belongs to, as it would look live. The input
 * has passed the store's schema (which sanitises rich text); the page type's block rules apply
 * as on a store.
 */
export async function previewDocumentHtml(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
  input: Omit<VersionInput, "revision">,
): Promise<string> {
  const basics = previewBasics(deps);
  const { page, version } = await loadEditableVersion(deps, actor, versionID);
  // As on a store: an unregistered block only as stored (and, like on the site, not shown).
  const blocks = await keepStoredUnknownBlocks(
    input.blocks,
    () => readBlocks(deps.kv, version),
    "blocks",
  );
  const type = pageTypeRegistry.get(page.type);
  if (type) checkAllowedBlocks(type, blocks, "blocks");
  const typeData = input.typeData === undefined
    ? page.typeData
    : parseTypeData(type, input.typeData);
  return previewHtml(deps, page, { ...input, typeData }, blocks, basics);
}

/**
 * A version shown through a share link (lib/site/share_page.ts), in the public site's frame
 * (`frame`: its menus and header search, the banner in the page's language). No permission is
 * asked: the caller resolved the link's token (share_links.ts `resolveShareToken`).
 */
export function sharedVersionHtml(
  deps: Deps,
  page: PageRecord,
  version: VersionRecord,
  frame: Pick<RenderContext, "menus" | "search" | "previewBanner" | "previewAppendix">,
  blocks: Promise<Block[]> = readBlocks(deps.kv, version),
): Promise<string> {
  return previewHtml(deps, page, version, blocks, undefined, frame);
}
