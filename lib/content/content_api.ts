/**
 * The content API's contract (issue 32): `GET /api/content/v1/*` for other front ends (a patient
 * portal, an app), read with tokens made in Configuration → API tokens. The query and body
 * schemas parse input at the edge; the answer schemas are what the OpenAPI document
 * (`content_api_openapi.ts`) is generated from, so the document and the answers cannot drift
 * apart unnoticed (tests/routes/api/content_api_test.ts validates real answers against it).
 */
import { z } from "zod";
import { BLOCK_TYPES } from "./blocks/index.ts";
import { LOCALES } from "./locales.ts";
import { MENU_NAMES } from "./menus.ts";
import { PAGE_TYPE_NAMES } from "./page_types/names.ts";
import { MAX_TAG } from "./tags.ts";

/** Where the API lives (app.ts mounts it; its OpenAPI document names it as its server path). */
export const CONTENT_API_BASE = "/api/content/v1";

/** A list page holds at most this many pages; more is V_12, not cut. */
export const CONTENT_API_MAX_LIMIT = 100;
export const CONTENT_API_DEFAULT_LIMIT = 20;

/** How a token's value starts: recognisable in a leaked log or a secret scanner's rules. */
export const API_TOKEN_PREFIX = "xbx_";

const PAGE_TYPE_IDS = PAGE_TYPE_NAMES.map((t) => t.id) as [string, ...string[]];

const int = (min: number, max: number) =>
  z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(min, { error: "V_12" })
    .max(max, { error: "V_12" });

/** `GET /pages`: which published pages, and from where on (`cursor` of the page before). */
export const contentPagesQuery = z.strictObject({
  locale: z.enum(LOCALES, { error: "V_12" }).optional(),
  type: z.enum(PAGE_TYPE_IDS, { error: "V_12" }).optional(),
  tag: z.string({ error: "V_12" }).trim().min(1, { error: "V_12" })
    .max(MAX_TAG, { error: "V_11" }).optional(),
  updatedSince: z.iso.datetime({ offset: true, error: "V_12" }).optional(),
  limit: int(1, CONTENT_API_MAX_LIMIT).default(CONTENT_API_DEFAULT_LIMIT),
  // Opaque to callers; its own checks are CAPI_04 (lib/ops/site/content_pages.ts).
  cursor: z.string({ error: "CAPI_04" }).max(600, { error: "CAPI_04" }).optional(),
}, { error: "V_12" });
export type ContentPagesQuery = z.infer<typeof contentPagesQuery>;

/** `POST /api/ximblox/api-tokens`: a token's name, scope (none: all) and expiry (none: never). */
export const apiTokenBody = z.strictObject({
  name: z.string({ error: "V_01" }).trim().min(1, { error: "V_01" }).max(100, { error: "V_11" }),
  locales: z.array(z.enum(LOCALES, { error: "V_12" }), { error: "V_12" }).max(LOCALES.length)
    .default([]).transform((l) => [...new Set(l)]),
  pageTypes: z.array(z.enum(PAGE_TYPE_IDS, { error: "V_12" }), { error: "V_12" })
    .max(PAGE_TYPE_IDS.length).default([]).transform((t) => [...new Set(t)]),
  expiresAt: z.iso.datetime({ offset: true, error: "V_12" }).nullable().optional()
    .transform((v) => v ? Date.parse(v) : null)
    .refine((v) => v === null || v > Date.now(), { error: "CAPI_05" }),
}, { error: "V_12" });
export type ApiTokenBody = z.infer<typeof apiTokenBody>;

/** A token as listed (never its value, nor its hash). */
export interface ApiTokenJson {
  id: number;
  name: string;
  /** The token's first characters, to tell tokens apart ("xbx_Ab3d…"). */
  hint: string;
  locales: string[];
  pageTypes: string[];
  expiresAt: string | null;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
}

// ---- Answers (the OpenAPI document's schemas) ----------------------------------------------

/** A rich text node: an element with its attributes and children, or a text. */
export const richTextNode: z.ZodType = z.lazy(() =>
  z.union([
    z.object({
      type: z.literal("element"),
      tag: z.string(),
      attrs: z.record(z.string(), z.string()),
      children: z.array(richTextNode),
    }),
    z.object({ type: z.literal("text"), text: z.string() }),
  ])
).meta({ id: "RichTextNode" });

/** A rich text value of a block: the sanitised HTML, and the same as a tree. */
export const richTextValue = z.object({
  /** Where in `props` it is, as a path ("html", "items.2.answer"). */
  path: z.string(),
  html: z.string(),
  tree: z.array(richTextNode),
}).meta({ id: "RichText" });

/** A library file as a block names it, with the addresses a front end draws it from. */
export const contentImage = z.object({
  fileID: z.number().int(),
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
}).meta({ id: "ContentImage" });

/**
 * One block: its type's props as stored (each type's schema in the document), its rich text as
 * HTML and as a tree, and the library files it shows with their addresses.
 */
export function contentBlockSchema(def: (typeof BLOCK_TYPES)[number]) {
  return z.object({
    type: z.literal(def.id),
    key: z.string(),
    anchorPoint: z.string(),
    props: def.props,
    richText: z.array(richTextValue),
    images: z.record(z.string(), contentImage),
  }).meta({ id: `Block_${def.id}` });
}

export const contentBlock = z.union(BLOCK_TYPES.map(contentBlockSchema)).meta({
  id: "ContentBlock",
});

const pagePath = {
  id: z.number().int(),
  locale: z.enum(LOCALES),
  slug: z.string(),
  /** The page's address on the public site ("/nl-nl/over-ons"). */
  path: z.string(),
  url: z.string(),
};

export const contentPageSummary = z.object({
  ...pagePath,
  type: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  publishedVersionID: z.number().int(),
  /** When what is published last changed (a publish): what `updatedSince` compares. */
  updatedAt: z.string(),
}).meta({ id: "ContentPageSummary" });

export const contentPage = contentPageSummary.extend({
  seo: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    images: z.array(contentImage),
  }),
  typeData: z.record(z.string(), z.unknown()),
  blocks: z.array(z.union([contentBlock, z.object({ type: z.string(), key: z.string() })])),
  translations: z.array(z.object({ locale: z.enum(LOCALES), slug: z.string(), path: z.string() })),
}).meta({ id: "ContentPage" });

export const contentPageList = z.object({
  items: z.array(contentPageSummary),
  /** Give it back as `cursor` for the next page; null after the last. */
  nextCursor: z.string().nullable(),
}).meta({ id: "ContentPageList" });

export const menuItem: z.ZodType = z.lazy(() =>
  z.object({ title: z.string(), href: z.string(), children: z.array(menuItem) })
).meta({ id: "MenuItem" });

export const contentMenu = z.object({
  locale: z.enum(LOCALES),
  name: z.enum(MENU_NAMES),
  items: z.array(menuItem),
}).meta({ id: "ContentMenu" });

export const contentMedia = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(["image", "video", "audio", "document"]),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  altText: z.string(),
  /** The original (a video link's own address for a video link). */
  url: z.string().nullable(),
  /** A raster image's renditions, by width. */
  renditions: z.array(z.object({ width: z.number().int(), url: z.string() })),
  updatedAt: z.string(),
}).meta({ id: "ContentMedia" });

export const contentError = z.object({
  Success: z.literal(false),
  Errors: z.array(z.object({ property: z.string(), code: z.string() })),
}).meta({ id: "Error" });

/** Every schema the OpenAPI document names as a component (each has a `meta({id})`). */
export const CONTENT_API_SCHEMAS: readonly z.ZodType[] = [
  richTextNode,
  richTextValue,
  contentImage,
  ...contentBlock.options,
  contentBlock,
  contentPageSummary,
  contentPage,
  contentPageList,
  menuItem,
  contentMenu,
  contentMedia,
  contentError,
];
