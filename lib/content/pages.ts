/** Request bodies and answers of the page calls (docs/api.md, Pages). */
import { z } from "zod";
import { blocksSchema, storedBlocksSchema } from "./blocks/index.ts";
import type { Block } from "./blocks/index.ts";
import { optionalText, requiredText } from "./fields.ts";
import { LOCALES } from "./locales.ts";
import { type ImageWithCrop, imageWithCropSchema } from "./media_refs.ts";
import { isValidSlug, MAX_SLUG, normaliseSlug } from "./slugs.ts";
import { tagListSchema } from "./tags.ts";
import { tabIDSchema } from "./presence.ts";

export const localeSchema = () => z.enum(LOCALES, { error: "V_12" });

/**
 * A page slug as sent: slashes around it trimmed, nothing else changed (the admin shows how it
 * normalises what was typed before sending). Too long is V_11, never cut; otherwise invalid V_12.
 */
export const slugSchema = () =>
  z.string({ error: "V_01" }).max(MAX_SLUG * 4, { error: "V_11", abort: true })
    .transform(normaliseSlug)
    .superRefine((slug, ctx) => {
      if (slug.length > MAX_SLUG) ctx.addIssue({ code: "custom", message: "V_11" });
      else if (!isValidSlug(slug)) ctx.addIssue({ code: "custom", message: "V_12" });
    });

export const createPageBody = z.object({
  title: requiredText(),
  slug: slugSchema(),
  type: z.string({ error: "V_01" }).min(1, { error: "V_01" }).max(64),
  locale: localeSchema(),
  content: blocksSchema.optional(),
  typeData: z.record(z.string(), z.unknown()).default({}),
});

export const storeVersionBody = z.object({
  title: requiredText(),
  seoTitle: optionalText(),
  seoDescription: optionalText(1000),
  seoKeywords: z.array(z.string().trim().min(1).max(100), { error: "V_12" }).max(50).default([]),
  seoImage: z.array(imageWithCropSchema, { error: "V_12" }).max(1, { error: "V_12" }).nullable()
    .default([]).transform((a) => a ?? []),
  /** Public tags: shown on the page and in public JSON. */
  tags: tagListSchema(),
  /** Private tags: for editors only, never in public HTML or public JSON. */
  privateTags: tagListSchema(),
  /** The page type's data (checked by its schema when stored); absent: kept as it was. */
  typeData: z.record(z.string(), z.unknown(), { error: "V_12" }).optional(),
  /** Blocks of unregistered types are kept only as stored (lib/ops/pages/_page_blocks.ts). */
  blocks: storedBlocksSchema,
  revision: z.string({ error: "V_01" }).min(1, { error: "V_01" }).max(100),
});

/**
 * A store as the editor sends it: the version, and the editor tab storing it (checked against the
 * page's soft lock, lib/ops/pages/page_presence.ts; absent from API clients that hold no lock).
 */
export const storeVersionRequestBody = storeVersionBody.extend({ tabID: tabIDSchema.optional() });

/** An unsaved document for the live preview: validated exactly as a store, with no revision. */
export const previewDocumentBody = storeVersionBody.omit({ revision: true });

export const savePageBody = z.object({
  id: z.number().int().positive().optional(),
  slug: slugSchema(),
  shouldUpdateLinks: z.boolean().default(false),
});

export const slugAvailableBody = z.object({ slug: slugSchema(), locale: localeSchema() });

export const anchorAvailableBody = z.object({
  anchorName: z.string({ error: "V_01" }).trim().min(1, { error: "V_01" }).max(100),
  blockKey: z.string().max(64).default(""),
  pageVersionBlocks: z.array(
    z.object({ key: z.string(), anchorPoint: z.string().default("") })
      .loose(),
  ).max(1000).default([]),
});

export const SORT_COLUMNS = ["created", "updated"] as const;

export const listPagesBody = z.object({
  type: z.string().max(64).nullish(),
  locale: localeSchema().nullish(),
  pageIndex: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(200).default(25),
  searchTerm: z.string().max(200).default(""),
  columnToSort: z.enum(SORT_COLUMNS, { error: "V_12" }).default("updated"),
  sortOrder: z.enum(["asc", "desc"], { error: "V_12" }).default("desc"),
});

export const searchPagesBody = z.object({
  locale: localeSchema().nullish(),
  searchTerm: z.string().max(200).default(""),
});

export const getPagesBody = z.object({
  type: z.string().max(64).nullish(),
  locale: localeSchema().nullish(),
});

export const getMultipleBody = z.object({
  locale: localeSchema().nullish(),
  pageIDs: z.array(z.number().int().positive()).max(200),
});

export const bySlugBody = z.object({ slug: z.string({ error: "V_01" }).max(300) });

/** Publication state of a page as the overview and editor show it. */
export type PageStatus = "published" | "changed" | "concept";

/** A version as anyone may see it once published: its content, nothing of its workflow. */
export interface PublicVersionJson {
  id: number;
  pageID: number;
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageWithCrop[];
  /** Public tags (never the private ones: those are in PageVersionJson only). */
  tags: string[];
  blocks: Block[];
  pageType: { type: string; props: Record<string, unknown>; __images: object; __files: object };
}

/** A version as staff see it: its content and its workflow state. */
export interface PageVersionJson extends PublicVersionJson {
  /** For editors only. */
  privateTags: string[];
  hasPublicationRequest: boolean;
  revision: string;
  createdAt: string;
  updatedAt: string;
}

export interface PageJson {
  id: number;
  slug: string;
  locale: string;
  type: string;
  typeData: Record<string, unknown>;
  /** The blocks that are live (of the published version), or null when not published. */
  content: Block[] | null;
  title: string;
  publishedVersionID: number | null;
  publishedID: number | null;
  /**
   * How many problems of the checks (lib/content/checks) were open when the live version was
   * published; null when not published or published before the checks existed.
   */
  publishedWithProblems: number | null;
  latestVersionID: number;
  status: PageStatus;
  createdAt: string;
  updatedAt: string;
  /** Scheduled publish and unpublish times (ISO), or null. */
  publishAt: string | null;
  unpublishAt: string | null;
  pageVersion: PageVersionJson;
}

export interface PageListItem {
  id: number;
  title: string;
  slug: string;
  locale: string;
  type: string;
  /** The latest version's type data (lists group or label pages by it: FAQs by category). */
  typeData: Record<string, unknown>;
  status: PageStatus;
  publishedVersionID: number | null;
  latestVersionID: number;
  created: string;
  updated: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

export const requestPublicationBody = z.object({
  comment: z.string({ error: "V_12" }).trim().max(2000, { error: "V_11" }).default(""),
});

export const reviewBody = z.object({
  feedback: z.string({ error: "V_12" }).trim().max(2000, { error: "V_11" }).default(""),
  /** The request the reviewer was shown (optional): the review applies to that one only. */
  requestID: z.number({ error: "V_12" }).int().positive({ error: "V_12" }).optional(),
});

export const createTranslationBody = z.object({
  pageID: z.number({ error: "V_01" }).int().positive(),
  newLocale: localeSchema(),
  title: requiredText(),
  slug: slugSchema(),
});

export const duplicateBody = z.object({
  pageID: z.number({ error: "V_01" }).int().positive(),
  locale: localeSchema(),
  title: requiredText(),
  slug: slugSchema(),
});

export const scheduleBody = z.object({
  publishAt: z.iso.datetime({ offset: true, error: "V_12" }).nullable().default(null),
  unpublishAt: z.iso.datetime({ offset: true, error: "V_12" }).nullable().default(null),
});

/** What a version holds besides its blocks: what a store sends, and the version record keeps. */
export interface VersionContent {
  title: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageWithCrop[];
  /**
   * Public tags. Absent from a store: the version keeps the tags it had; absent from a record:
   * stored before tags existed.
   */
  tags?: string[];
  /** Tags for editors only, never public; absent as `tags` is. */
  privateTags?: string[];
  /**
   * The page type's data. Absent from a store: the version keeps what it had; absent from a
   * record: stored before it was versioned (the page record's copy stands in).
   */
  typeData?: Record<string, unknown>;
}

/** What a version store sends (besides the version id in the path). */
export interface VersionInput extends VersionContent {
  blocks: Block[];
  revision: string;
}

export type RequestStatus = "open" | "accepted" | "rejected" | "revoked" | "superseded";

/** A publication request with its trail: who asked, when, and how it ended. */
export interface RequestJson {
  id: number;
  pageID: number;
  pageVersionID: number;
  title: string;
  slug: string;
  locale: string;
  type: string;
  comment: string;
  status: RequestStatus;
  createdAt: string;
  requester: { ID: number; name: string; email: string } | null;
  reviewer: { ID: number; name: string } | null;
  feedback: string;
  closedAt: string | null;
}

/** One stored state of a page, in its history. */
export interface HistoryItem {
  id: number;
  /** The state's number in the page's history: 1 for the oldest, counting up in time order. */
  number: number;
  title: string;
  author: { ID: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
  published: boolean;
  latest: boolean;
  blockCount: number;
  /** Comments made on this state (issue 32): the history opens them read-only. */
  commentCount: number;
}

/** A locale of a page's sibling group, as the Translations tab shows it. */
export interface TranslationState {
  locale: string;
  pageID: number | null;
  title: string | null;
  slug: string | null;
  status: PageStatus | "missing";
  sourceChanged: boolean;
  isSelf: boolean;
}
