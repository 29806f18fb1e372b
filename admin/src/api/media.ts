/** Calls of /api/ximblox/medialib (docs/api.md, Media library). */
import type {
  FocalPoint,
  MediaDirJson,
  MediaFileJson,
  PageUsingFileRef,
  TrashedFileJson,
} from "../../../lib/content/media.ts";
import type { CropParams } from "../../../lib/content/media_refs.ts";
import type { PageListItem } from "../../../lib/content/pages.ts";
import { API_BASE, ApiError, request, upload, type UploadOptions } from "./client.ts";
import type { ListQuery, ListResult } from "./types.ts";

export type { FocalPoint, MediaDirJson, MediaFileJson, TrashedFileJson };

const BASE = "/medialib";

export interface DirContent {
  path: string;
  directories: MediaDirJson[];
  files: MediaFileJson[];
}

export async function getDir(path: string, signal?: AbortSignal): Promise<DirContent> {
  const { directories, files, path: dir } = await request<DirContent>("POST", `${BASE}/get-dir`, {
    body: { path },
    signal,
  });
  return { path: dir, directories, files };
}

/** One file's record, for opening the picker at the current choice. */
export async function getFile(id: number, signal?: AbortSignal): Promise<MediaFileJson> {
  return (await request<{ file: MediaFileJson }>("POST", `${BASE}/get-file`, {
    body: { id },
    signal,
  })).file;
}

export async function searchFiles(
  searchTerm: string,
  directory: string,
  signal?: AbortSignal,
): Promise<MediaFileJson[]> {
  return (await request<{ files: MediaFileJson[] }>("POST", `${BASE}/search-files`, {
    body: { searchTerm, directory },
    signal,
  })).files;
}

/** Uploads one file into a folder; the folder goes first so the server knows it before the bytes. */
export async function addFile(
  path: string,
  file: File,
  options: UploadOptions = {},
): Promise<MediaFileJson> {
  const form = new FormData();
  form.append("path", path);
  form.append("f", file, file.name);
  return (await upload<{ file: MediaFileJson }>(`${BASE}/add-file`, form, options)).file;
}

export async function createDir(path: string, folderName: string): Promise<MediaDirJson> {
  return (await request<{ directory: MediaDirJson }>("POST", `${BASE}/create-dir`, {
    body: { path, folderName },
  })).directory;
}

export async function moveFile(
  id: number,
  newPath: string,
  newFileName: string,
): Promise<MediaFileJson> {
  return (await request<{ file: MediaFileJson }>("POST", `${BASE}/move-file`, {
    body: { id, newPath, newFileName },
  })).file;
}

export interface FileEdit {
  newPath: string;
  newFileName: string;
  defaultAltText: string;
  shared: boolean;
  /** Absent keeps the focal point; null clears it. */
  focalPoint?: FocalPoint | null;
}

export async function editFile(id: number, edit: FileEdit): Promise<MediaFileJson> {
  return (await request<{ file: MediaFileJson }>("POST", `${BASE}/edit-file`, {
    body: { id, ...edit },
  })).file;
}

/**
 * Replaces a file's content with a new upload: same id, name and uses; the old content is kept
 * in the file's history. ML_09 when the new file is of another kind (a document for an image).
 */
export async function replaceFile(
  id: number,
  file: File,
  options: UploadOptions = {},
): Promise<MediaFileJson> {
  const form = new FormData();
  form.append("id", String(id));
  form.append("f", file, file.name);
  return (await upload<{ file: MediaFileJson }>(`${BASE}/replace-file`, form, options)).file;
}

/** The files in the trash, most recently deleted first. */
export async function getTrash(signal?: AbortSignal): Promise<TrashedFileJson[]> {
  return (await request<{ files: TrashedFileJson[] }>("POST", `${BASE}/get-trash`, {
    body: {},
    signal,
  })).files;
}

/** Brings a file back from the trash (same id: the pages that use it show it again). */
export async function restoreFile(id: number): Promise<MediaFileJson> {
  return (await request<{ file: MediaFileJson }>("POST", `${BASE}/restore-file`, {
    body: { id },
  })).file;
}

/** Where staff download a file's original (any file of the library). */
export function downloadUrl(id: number): string {
  return `${API_BASE}${BASE}/file/${id}`;
}

/** Moves (or renames) a folder; `newPath` is its full new path. */
export async function moveDirectory(oldPath: string, newPath: string): Promise<MediaDirJson> {
  return (await request<{ directory: MediaDirJson }>("POST", `${BASE}/move-directory`, {
    body: { oldPath, newPath },
  })).directory;
}

/**
 * Moves a file to the trash. Without `confirm`, a file that published pages use is refused
 * (ML_08); see `fileInUse` for the pages the answer names.
 */
export async function deleteFile(id: number, options: { confirm: boolean }): Promise<void> {
  await request("POST", `${BASE}/delete-file`, { body: { id, confirm: options.confirm } });
}

/** What an ML_08 refusal names: the published pages using the file, and how many more. */
export interface FileInUse {
  pages: PageUsingFileRef[];
  otherPages: number;
}

export function fileInUse(err: unknown): FileInUse | null {
  if (!(err instanceof ApiError) || !err.has("ML_08")) return null;
  const answer = err.answer as Partial<FileInUse> | null;
  return { pages: answer?.pages ?? [], otherPages: answer?.otherPages ?? 0 };
}

/** Deletes an empty folder (ML_07 when it is not empty). */
export async function deleteDirectory(path: string): Promise<void> {
  await request("POST", `${BASE}/delete-directory`, { body: { path } });
}

export interface PageUsingFile extends PageListItem {
  usedLive: boolean;
  usedInLatest: boolean;
}

export async function listPagesByFile(
  fileID: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListResult<PageUsingFile>> {
  const { items, totalItems } = await request<ListResult<PageUsingFile>>(
    "POST",
    `${BASE}/list-pages-by-file`,
    { body: { fileID, ...query }, signal },
  );
  return { items, totalItems };
}

/** A staff preview of an image, at most 800 px on its long side. */
export function previewImageUrl(imageID: number): string {
  return `${API_BASE}${BASE}/preview-image?imageID=${imageID}`;
}

/** The crop of an image at its natural size, as the public renditions will cut it. */
export function previewCropUrl(imageID: number, crop: CropParams): string {
  const q = new URLSearchParams({ imageID: String(imageID) });
  for (const key of ["x", "y", "width", "height", "rotate", "scaleX", "scaleY"] as const) {
    q.set(key, String(Math.round(crop[key])));
  }
  return `${API_BASE}${BASE}/preview-crop?${q}`;
}
