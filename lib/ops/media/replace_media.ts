/**
 * "Replace file" (issue 22): a new upload takes the place of a library file everywhere it is
 * used. The id, folder, name, alt text, focal point and every page's use stay; the content, hash
 * and size change, so rendition addresses (which carry the hash, lib/render/media_url.ts) change
 * and visitors get the new image while the old one stays cached under its old address. The old
 * content goes to the file's history with its bytes kept.
 */
import type { MediaFileJson } from "../../content/media.ts";
import { deleteBlob } from "../../db/blobs.ts";
import { getMediaEntry, replaceMediaContent } from "../../db/media.ts";
import { apiError, found } from "../../http/errors.ts";
import { auditDraft, fileTarget } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { requireMediaWrite } from "../access/media_access.ts";
import { refreshPagesUsing } from "./_media_pages.ts";
import { presentMedia } from "../present/present_media.ts";
import { receiveUpload } from "./upload_media.ts";

/** Earlier contents a file keeps (their bytes too); older ones are deleted. */
export const HISTORY_KEEP = 10;

export async function replaceFile(
  deps: Deps,
  actor: Actor | null,
  req: Request,
): Promise<MediaFileJson> {
  const a = requireMediaWrite(actor);
  const { fields, file } = await receiveUpload(deps, req);
  let claimed = false;
  try {
    const id = /^[1-9][0-9]{0,14}$/.test(fields.id ?? "") ? Number(fields.id) : NaN;
    if (!Number.isSafeInteger(id)) throw apiError(fields.id ? "V_12" : "V_01", "id");
    if (!file || file.ref.size === 0) throw apiError("V_17", "f");
    const before = found(await getMediaEntry(deps.kv, id), "id");
    const old = before.value;
    // An image stays an image (blocks that show it need one), a document a document; a video
    // link has no bytes to replace.
    if (old.kind === "video" || old.kind !== file.type.kind) throw apiError("ML_09", "f");
    // A change meanwhile (edited, replaced, trashed) loses the check: CommitConflict, 409.
    const after = await replaceMediaContent(
      deps.kv,
      before,
      {
        kind: file.type.kind,
        mime: file.type.mime,
        blob: { ...file.ref, type: file.type.mime },
        size: file.ref.size,
        sha256: file.ref.sha256,
        width: file.width,
        height: file.height,
        raster: file.type.raster !== null,
        inert: file.type.inert,
      },
      { at: Date.now(), userID: a.user.id, keep: HISTORY_KEEP },
      await auditDraft(deps, a, {
        action: "file-replace",
        target: fileTarget(old),
        summary: `${old.size} → ${file.ref.size} bytes` +
          (file.width ? `; ${file.width}×${file.height}` : "") +
          `; ${old.sha256.slice(0, 12)} → ${file.ref.sha256.slice(0, 12)}`,
      }),
    );
    claimed = true;
    // Pages showing it carry its addresses: drawn again, with the new content's.
    await refreshPagesUsing(deps, id);
    return presentMedia(after);
  } catch (err) {
    // Nothing of a refused replacement stays behind.
    if (file && !claimed) await deleteBlob(deps.kv, file.ref);
    throw err;
  }
}
