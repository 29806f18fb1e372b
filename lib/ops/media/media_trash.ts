/**
 * Deleting library files goes to a trash (issue 22): a trashed file is served nowhere and pages
 * that use it render without it, but its bytes, history and every page's use stay, so restoring
 * it (same id) brings those pages back whole. After {@link TRASH_DAYS} days the hourly collector
 * purges it for good (lib/db/retention.ts).
 */
import { TRASH_DAYS, type TrashedFileJson } from "../../content/media.ts";
import type { PageUsingFileRef } from "../../content/media.ts";
import { fileNameSchema } from "../../content/media_paths.ts";
import {
  dirExists,
  getMediaEntry,
  getTrashedEntry,
  listTrash,
  type MediaFileRecord,
  nameTaken,
  restoreMediaFromTrash,
  type TrashedMediaRecord,
  trashMedia,
} from "../../db/media.ts";
import { CommitConflict } from "../../db/kv.ts";
import { ApiError, apiError, found } from "../../http/errors.ts";
import { auditDraft, fileTarget } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { requireMediaWrite } from "../access/media_access.ts";
import { finishPendingIndexes } from "../../db/version_index.ts";
import { livePagesUsing, pagesUsing, refreshPagesUsing } from "./_media_pages.ts";
import { canReadPage } from "../access/page_access.ts";
import { presentMedia } from "../present/present_media.ts";
import type { MediaFileJson } from "../../content/media.ts";
import { retrying } from "../../db/kv.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Moves a file to the trash. When published pages use it (their live version), they lose the
 * image at once: refused with ML_08 naming those pages (`pages`; those the caller may not read
 * are only counted, `otherPages`), unless `confirm` says the user saw them. Drafts that use it
 * do not block (nothing public breaks).
 */
export async function deleteFile(
  deps: Deps,
  actor: Actor | null,
  id: number,
  options: { confirm: boolean },
): Promise<void> {
  const a = requireMediaWrite(actor);
  // Decided by the usage index: none of it may still be catching up with a stored page.
  await finishPendingIndexes(deps.kv);
  // A delete that lost a race (the same file trashed or changed meanwhile) reads again: the file
  // is then gone (NF_01, as any later delete answers) or checked anew, never trashed twice.
  await retrying(async () => {
    const entry = found(await getMediaEntry(deps.kv, id), "id");
    const live = await livePagesUsing(deps, id);
    if (!options.confirm && live.length > 0) {
      const named = live.filter((p) => canReadPage(a, p));
      const pages: PageUsingFileRef[] = named.map((p) => ({
        pageID: p.id,
        title: p.title,
        locale: p.locale,
        slug: p.slug,
      }));
      throw new ApiError([{ property: "id", code: "ML_08" }], 409, {
        pages,
        otherPages: live.length - named.length,
      });
    }
    const all = await pagesUsing(deps, id);
    const f = entry.value;
    await trashMedia(
      deps.kv,
      entry as Deno.KvEntry<MediaFileRecord>,
      { trashedAt: Date.now(), trashedBy: a.user.id },
      await auditDraft(deps, a, {
        action: "file-delete",
        target: fileTarget(f),
        summary: `to the trash; ${f.size} bytes; used by ${all.length} pages ` +
          `(${live.length} published)` + (options.confirm ? "; confirmed" : ""),
      }),
    );
  });
  // The pages that showed it are drawn again without it.
  await refreshPagesUsing(deps, id);
}

function presentTrashed(f: TrashedMediaRecord): TrashedFileJson {
  return {
    id: f.id,
    path: f.path,
    name: f.name,
    type: f.kind,
    size: f.size,
    // Previews are served only for files in the library: none for the trash.
    previewUrl: null,
    trashedAt: new Date(f.trashedAt).toISOString(),
    purgeAt: new Date(f.trashedAt + TRASH_DAYS * DAY_MS).toISOString(),
    trashedBy: f.trashedBy,
  };
}

/** The trash, most recently deleted first. */
export async function getTrash(deps: Deps, actor: Actor | null): Promise<TrashedFileJson[]> {
  requireMediaWrite(actor);
  return (await listTrash(deps.kv))
    .sort((a, b) => b.trashedAt - a.trashedAt || b.id - a.id)
    .map(presentTrashed);
}

/** `name`, or the first of "name (2).ext", "name (3).ext", … that is free in `dir`. */
async function freeName(deps: Deps, dir: string, name: string): Promise<string> {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? name : `${stem} (${n})${ext}`;
    if (!fileNameSchema().safeParse(candidate).success) break;
    if (!(await nameTaken(deps.kv, dir, candidate))) return candidate;
  }
  throw apiError("ML_03", "name");
}

/**
 * Brings a file back from the trash with the same id, so every page that uses it shows it again.
 * It returns to its folder (the root when that folder is gone) under its name, or "name (2)" when
 * another file took the name meanwhile.
 */
export async function restoreFile(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<MediaFileJson> {
  const a = requireMediaWrite(actor);
  for (let attempt = 0; attempt < 3; attempt++) {
    const trashed = found(await getTrashedEntry(deps.kv, id), "id");
    const { trashedAt: _at, trashedBy: _by, ...record } = trashed.value;
    const path = (await dirExists(deps.kv, record.path)) ? record.path : "/";
    const name = await freeName(deps, path, record.name);
    const after: MediaFileRecord = { ...record, path, name, updatedAt: Date.now() };
    const restored = await restoreMediaFromTrash(
      deps.kv,
      trashed as Deno.KvEntry<TrashedMediaRecord>,
      after,
      await auditDraft(deps, a, {
        action: "file-restore",
        target: fileTarget(after),
        summary: `from the trash (deleted ${new Date(trashed.value.trashedAt).toISOString()})` +
          (path !== record.path || name !== record.name ? `; was ${fileTarget(record)}` : ""),
      }),
    );
    if (!restored) continue; // A name taken or the trash changed meanwhile: look again.
    await refreshPagesUsing(deps, id);
    return presentMedia(after);
  }
  throw new CommitConflict();
}
