/**
 * Folders and files of the media library: browse, search, create folders, move and edit files,
 * move folders (with everything in them), delete folders. A folder is deleted only when empty
 * (ML_07): deleting files (to the trash, lib/ops/media/media_trash.ts) is a separate, confirmed step.
 */
import type { FocalPoint, MediaDirJson, MediaFileJson } from "../../content/media.ts";
import { baseName, isWithin, joinDir, parentOf, ROOT } from "../../content/media_paths.ts";
import type { PageListItem } from "../../content/pages.ts";
import { searchMedia } from "../../db/media_search.ts";
import {
  deleteDirRecord,
  dirExists,
  fileIDsIn,
  fileUsage,
  getMediaEntry,
  getMediaMany,
  insertDir,
  listSubdirs,
  type MediaFileRecord,
  moveDirRecord,
  replaceMedia,
} from "../../db/media.ts";
import { getPages } from "../../db/pages.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { apiError, found } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { refreshPagesUsing } from "./_media_pages.ts";
import { requireMediaRead, requireMediaWrite } from "../access/media_access.ts";
import { canReadPage } from "../access/page_access.ts";
import { presentListItem } from "../present/present_page.ts";
import { presentMedia } from "../present/present_media.ts";
import { auditDraft, auditDrafter, changeSummary, fileTarget } from "../audit.ts";
import type { AuditDraft } from "../../db/audit.ts";

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base", numeric: true });

export async function getDir(
  deps: Deps,
  actor: Actor | null,
  path: string,
): Promise<{ path: string; directories: MediaDirJson[]; files: MediaFileJson[] }> {
  requireMediaRead(actor);
  if (!(await dirExists(deps.kv, path))) throw apiError("V_12", "path");
  const dirs = (await listSubdirs(deps.kv, path)).map((d) => ({
    path: d.path,
    name: baseName(d.path),
  }));
  const files = await getMediaMany(deps.kv, await fileIDsIn(deps.kv, path));
  return { path, directories: dirs.sort(byName), files: files.sort(byName).map(presentMedia) };
}

/** One file's record (the image picker opens at the current choice). */
export async function getFile(deps: Deps, actor: Actor | null, id: number): Promise<MediaFileJson> {
  requireMediaRead(actor);
  return presentMedia((await loadFile(deps, id)).value);
}

/** Files in `directory` and below whose name or default alt text contains the term. */
export async function searchFiles(
  deps: Deps,
  actor: Actor | null,
  input: { searchTerm: string; directory: string },
): Promise<MediaFileJson[]> {
  requireMediaRead(actor);
  // An in-memory index kept current from KV (lib/db/media_search.ts), not a read of every file.
  const found = await searchMedia(deps.kv, {
    term: input.searchTerm,
    directory: input.directory,
    limit: 500,
  });
  return found.map(presentMedia);
}

export async function createDir(
  deps: Deps,
  actor: Actor | null,
  input: { path: string; folderName: string },
): Promise<MediaDirJson> {
  const a = requireMediaWrite(actor);
  if (!(await dirExists(deps.kv, input.path))) throw apiError("V_12", "path");
  const path = joinDir(input.path, input.folderName);
  const audit = await auditDraft(deps, a, { action: "folder-create", target: path, summary: "" });
  if (!(await insertDir(deps.kv, { path, createdAt: Date.now() }, audit))) {
    throw apiError("ML_03", "folderName");
  }
  return { path, name: input.folderName };
}

async function loadFile(deps: Deps, id: number) {
  return found(await getMediaEntry(deps.kv, id), "id");
}

export async function editFile(
  deps: Deps,
  actor: Actor | null,
  input: {
    id: number;
    newPath?: string;
    newFileName?: string;
    defaultAltText?: string;
    shared?: boolean;
    focalPoint?: FocalPoint | null;
  },
): Promise<MediaFileJson> {
  const a = requireMediaWrite(actor);
  const drafter = auditDrafter(deps); // the settings are read alongside the file
  const before = await loadFile(deps, input.id);
  if (input.newPath !== undefined && !(await dirExists(deps.kv, input.newPath))) {
    throw apiError("V_12", "newPath");
  }
  const after: MediaFileRecord = {
    ...before.value,
    path: input.newPath ?? before.value.path,
    name: input.newFileName ?? before.value.name,
    defaultAltText: input.defaultAltText ?? before.value.defaultAltText,
    shared: input.shared ?? before.value.shared,
    // Only raster images are cropped automatically; absent keeps what was set.
    focalPoint: before.value.raster
      ? (input.focalPoint === undefined ? before.value.focalPoint : input.focalPoint)
      : null,
    updatedAt: Date.now(),
  };
  const b = before.value;
  const audit = await drafter(a, {
    action: "file-edit",
    target: fileTarget(b),
    summary: changeSummary({
      folder: [b.path, after.path],
      name: [b.name, after.name],
      defaultAltText: [b.defaultAltText, after.defaultAltText],
      shared: [b.shared, after.shared],
      focalPoint: [b.focalPoint ?? null, after.focalPoint ?? null],
    }),
  });
  if (!(await replaceMedia(deps.kv, before, after, audit))) {
    throw apiError("ML_02", "newFileName");
  }
  // Published pages show the name (in URLs) and the default alt text: draw them again.
  await refreshPagesUsing(deps, after.id);
  return presentMedia(after);
}

/**
 * Moves a folder with everything below it. Each file moves in its own commit (a file is never
 * half moved); if the move is cut off, both folders exist and moving again finishes it.
 */
export async function moveDirectory(
  deps: Deps,
  actor: Actor | null,
  input: { oldPath: string; newPath: string },
): Promise<MediaDirJson> {
  const a = requireMediaWrite(actor);
  const { oldPath, newPath } = input;
  if (oldPath === ROOT || newPath === ROOT || isWithin(newPath, oldPath)) {
    throw apiError("V_07", "newPath");
  }
  if (!(await dirExists(deps.kv, oldPath))) throw apiError("V_12", "oldPath");
  if (!(await dirExists(deps.kv, parentOf(newPath)))) throw apiError("V_12", "newPath");
  if (await dirExists(deps.kv, newPath)) throw apiError("ML_02", "newPath");
  // The move is recorded with its first commit, the top folder's (the files follow it).
  const audit = await auditDraft(deps, a, {
    action: "folder-move",
    target: oldPath,
    summary: `${oldPath} → ${newPath}`,
  });
  const moveTree = async (from: string, to: string, record?: AuditDraft) => {
    if (!(await moveDirRecord(deps.kv, from, to, record))) throw apiError("ML_02", "newPath");
    for (const id of await fileIDsIn(deps.kv, from)) {
      const entry = await loadFile(deps, id);
      const moved = { ...entry.value, path: to, updatedAt: Date.now() };
      if (!(await replaceMedia(deps.kv, entry, moved))) throw apiError("ML_02", "newPath");
    }
    for (const sub of await listSubdirs(deps.kv, from)) {
      await moveTree(sub.path, joinDir(to, baseName(sub.path)));
    }
  };
  await moveTree(oldPath, newPath, audit);
  return { path: newPath, name: baseName(newPath) };
}

export async function deleteDirectory(
  deps: Deps,
  actor: Actor | null,
  path: string,
): Promise<void> {
  const a = requireMediaWrite(actor);
  if (path === ROOT) throw apiError("V_07", "path");
  if (!(await dirExists(deps.kv, path))) throw apiError("V_12", "path");
  const empty = (await fileIDsIn(deps.kv, path)).length === 0 &&
    (await listSubdirs(deps.kv, path)).length === 0;
  if (!empty) throw apiError("ML_07", "path");
  await deleteDirRecord(
    deps.kv,
    path,
    await auditDraft(deps, a, { action: "folder-delete", target: path, summary: "empty folder" }),
  );
}

export interface PageUsingFile extends PageListItem {
  /** Whether the live (published) version uses the file. */
  usedLive: boolean;
  /** Whether the latest stored version uses it. */
  usedInLatest: boolean;
}

export async function listPagesByFile(
  deps: Deps,
  actor: Actor | null,
  q: {
    fileID: number;
    pageIndex: number;
    pageSize: number;
    searchTerm: string;
    columnToSort: "created" | "updated";
    sortOrder: "asc" | "desc";
  },
): Promise<{ items: PageUsingFile[]; totalItems: number }> {
  const a = requireMediaRead(actor);
  const usage = await fileUsage(deps.kv, q.fileID);
  const versionsByPage = new Map<number, Set<number>>();
  for (const [versionID, pageID] of usage) {
    if (!versionsByPage.has(pageID)) versionsByPage.set(pageID, new Set());
    versionsByPage.get(pageID)!.add(versionID);
  }
  const term = q.searchTerm.trim().toLowerCase();
  const field = q.columnToSort === "created" ? "createdAt" : "updatedAt";
  const dir = q.sortOrder === "asc" ? 1 : -1;
  const pages = (await getPages(deps.kv, [...versionsByPage.keys()]))
    .filter((p): p is PageRecord => !!p)
    // Only pages the caller may read: a narrowed role sees nothing of other locales and types.
    .filter((p) => canReadPage(a, p))
    .filter((p) => !term || p.title.toLowerCase().includes(term) || p.slug.includes(term))
    .sort((a, b) => (a[field] - b[field]) * dir || (a.id - b.id) * dir);
  const start = q.pageIndex * q.pageSize;
  return {
    totalItems: pages.length,
    items: pages.slice(start, start + q.pageSize).map((p) => ({
      ...presentListItem(p),
      usedLive: p.publishedVersionID !== null &&
        versionsByPage.get(p.id)!.has(p.publishedVersionID),
      usedInLatest: versionsByPage.get(p.id)!.has(p.latestVersionID),
    })),
  };
}
