/** Creating a page of a type in a locale, with its first (draft) version. */
import type { Block } from "../../content/blocks/index.ts";
import { pageTypeRegistry } from "../../content/page_types/index.ts";
import { parseTypeData } from "./_type_data.ts";
import { nextId } from "../../db/counters.ts";
import { insertPage, SlugTaken } from "../../db/pages.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { writeBlocks } from "../../db/version_blocks.ts";
import { apiError } from "../../http/errors.ts";
import { ownedMediaOnly } from "./_block_media.ts";
import { checkAllowedBlocks } from "./_page_blocks.ts";
import { checkFormTemplates } from "./_block_forms.ts";
import { mediaFileIDs } from "../../content/media_usage.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDrafter, pageTarget } from "../audit.ts";

export interface NewPage {
  title: string;
  slug: string;
  type: string;
  locale: string;
  content?: Block[];
  typeData: Record<string, unknown>;
  /** Set when the page is a translation of another (same sibling group). */
  siblingGroup?: string;
  /** What the creation's audit record adds (a copy names its source). */
  auditNote?: string;
  seo?: Pick<
    VersionRecord,
    "seoTitle" | "seoDescription" | "seoKeywords" | "seoImage" | "tags" | "privateTags"
  >;
}

export async function createPage(
  deps: Deps,
  actor: Actor | null,
  input: NewPage,
): Promise<{ pageID: number; pageVersionID: number }> {
  const a = requirePermission(actor, "create-page", { locale: input.locale, pageType: input.type });
  const auditDraft = auditDrafter(deps); // its settings are read alongside the checks
  const type = pageTypeRegistry.get(input.type);
  if (!type) throw apiError("V_12", "type");
  const typeData = parseTypeData(type, input.typeData);
  checkAllowedBlocks(type, input.content ?? [], "content");
  await checkFormTemplates(deps.kv, input.content ?? [], "content");
  // A block's own __images / __files records only for files it uses (lib/ops/pages/_block_media.ts).
  const blocks = await ownedMediaOnly(deps.kv, input.content ?? []);

  const now = Date.now();
  const page: PageRecord = {
    id: await nextId(deps.kv, "pages"),
    slug: input.slug,
    locale: input.locale,
    type: type.id,
    typeData,
    siblingGroup: input.siblingGroup ?? crypto.randomUUID(),
    title: input.title,
    latestVersionID: await nextId(deps.kv, "page_versions"),
    publishedVersionID: null,
    publishedID: null,
    revision: crypto.randomUUID(),
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    createdBy: a.user.id,
    updatedBy: a.user.id,
  };
  const version: VersionRecord = {
    id: page.latestVersionID,
    pageID: page.id,
    title: input.title,
    seoTitle: input.seo?.seoTitle ?? "",
    seoDescription: input.seo?.seoDescription ?? "",
    seoKeywords: input.seo?.seoKeywords ?? [],
    seoImage: input.seo?.seoImage ?? [],
    tags: input.seo?.tags ?? [],
    privateTags: input.seo?.privateTags ?? [],
    typeData,
    blocksRef: await writeBlocks(deps.kv, blocks),
    blockCount: blocks.length,
    hasPublicationRequest: false,
    createdAt: now,
    updatedAt: now,
    authorID: a.user.id,
  };
  const audit = await auditDraft(a, {
    action: input.siblingGroup ? "translation-create" : "page-create",
    target: pageTarget(page),
    summary: [`"${page.title}"`, page.type, input.auditNote].filter(Boolean).join("; "),
  });
  try {
    const fileIDs = mediaFileIDs({ blocks, seoImage: version.seoImage, typeData });
    await insertPage(deps.kv, { page, version, fileIDs, blocks, audit });
  } catch (err) {
    if (err instanceof SlugTaken) throw apiError("V_06", "slug");
    throw err;
  }
  return { pageID: page.id, pageVersionID: version.id };
}
