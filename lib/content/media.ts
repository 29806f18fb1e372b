/** Request bodies and answers of the media library calls (docs/api.md, Media library). */
import { z } from "zod";
import { MAX_TEXT } from "./fields.ts";
import { dirSchema, fileNameSchema } from "./media_paths.ts";
import { SORT_COLUMNS } from "./pages.ts";

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
/** Recommendations shown as warnings, never refusals. */
export const RECOMMENDED_MAX_SIDE = 2560;
export const RECOMMENDED_MAX_IMAGE_BYTES = 1024 * 1024;
/** Images with more pixels than this are refused before decoding. */
export const MAX_PIXELS = 50_000_000;

export const getDirBody = z.object({ path: dirSchema().default("/") });
export const searchFilesBody = z.object({
  searchTerm: z.string().max(200).default(""),
  directory: dirSchema().default("/"),
});
export const createDirBody = z.object({ path: dirSchema(), folderName: fileNameSchema() });
const id = () => z.number({ error: "V_01" }).int().positive({ error: "V_12" });
export const moveFileBody = z.object({
  id: id(),
  newPath: dirSchema(),
  newFileName: fileNameSchema(),
});
/** A point of an image, as fractions of its width and height from the top left (0–1). */
export const focalPointSchema = z.object({
  x: z.number({ error: "V_12" }).min(0, { error: "V_12" }).max(1, { error: "V_12" }),
  y: z.number({ error: "V_12" }).min(0, { error: "V_12" }).max(1, { error: "V_12" }),
});
export type FocalPoint = z.infer<typeof focalPointSchema>;

/**
 * `focalPoint`: where automatic crops (cards, hero, social image) centre; null clears it, absent
 * keeps it. Every other field absent keeps what the file has too, so that a call may set only
 * the focal point (the admin sends them all).
 */
export const editFileBody = z.object({
  id: id(),
  newPath: dirSchema().optional(),
  newFileName: fileNameSchema().optional(),
  defaultAltText: z.string({ error: "V_12" }).trim().max(MAX_TEXT, { error: "V_11" }).optional(),
  shared: z.boolean({ error: "V_12" }).optional(),
  focalPoint: focalPointSchema.nullable().optional(),
});
export const moveDirectoryBody = z.object({ oldPath: dirSchema(), newPath: dirSchema() });
/** `confirm`: delete even when published pages use the file (otherwise refused with ML_08). */
export const deleteFileBody = z.object({
  id: id(),
  confirm: z.boolean({ error: "V_12" }).default(false),
});

/** A published page named in an ML_08 answer. */
export interface PageUsingFileRef {
  pageID: number;
  title: string;
  locale: string;
  slug: string;
}
export const getFileBody = z.object({ id: id() });
/** restore-file: brings a file back from the trash. */
export const restoreFileBody = z.object({ id: id() });
/** get-trash: the files in the trash (no parameters). */
export const getTrashBody = z.object({}).default({});
/** How long a file stays in the trash before the hourly collector purges it. */
export const TRASH_DAYS = 30;
export const deleteDirectoryBody = z.object({ path: dirSchema() });
export const listPagesByFileBody = z.object({
  fileID: id(),
  pageIndex: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(200).default(25),
  searchTerm: z.string().max(200).default(""),
  columnToSort: z.enum(SORT_COLUMNS, { error: "V_12" }).default("updated"),
  sortOrder: z.enum(["asc", "desc"], { error: "V_12" }).default("desc"),
});

export interface MediaFileJson {
  id: number;
  path: string;
  name: string;
  fileName: string;
  defaultAltText: string;
  shared: boolean;
  type: "image" | "video" | "audio" | "document";
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  hash: string;
  /** Where the original is served. */
  url: string;
  /** A preview at most 800 px on its long side, for images the server can resize. */
  previewUrl: string | null;
  /** Whether it can be cropped and resized (raster images). */
  croppable: boolean;
  video: { provider: string; id: string; url: string } | null;
  /** Recommendations not met: "width" (over 2560 px on a side), "size" (image over 1 MB). */
  warnings: ("dimensions" | "size")[];
  createdAt: string;
  updatedAt: string;
  /** Where automatic crops centre (raster images), or null for the middle. */
  focalPoint: FocalPoint | null;
  /** Earlier contents replaced by "Replace file", newest first. */
  history: MediaHistoryJson[];
}

/** An earlier content of a file (kept, with its bytes, after a replace). */
export interface MediaHistoryJson {
  hash: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** When it was replaced (ISO 8601). */
  replacedAt: string;
}

/** A file in the trash, as get-trash answers it. */
export interface TrashedFileJson {
  id: number;
  path: string;
  name: string;
  type: MediaFileJson["type"];
  size: number;
  previewUrl: string | null;
  /** When it went to the trash, and when the collector purges it (ISO 8601). */
  trashedAt: string;
  purgeAt: string;
  trashedBy: number;
}

export interface MediaDirJson {
  path: string;
  name: string;
}
