/**
 * Adding a file to the library (one request per file). The bytes stream into KV chunks as they
 * arrive, the type is read from the first bytes, and the file becomes visible only through one
 * final commit of its record — so an upload cut off at any point leaves nothing visible.
 * A YouTube or Vimeo link (field `video`) is added as a video entry without bytes.
 */
import { MAX_PIXELS, MAX_UPLOAD_BYTES } from "../../content/media.ts";
import { fileNameSchema, normaliseDir } from "../../content/media_paths.ts";
import { parseVideo } from "../../content/video.ts";
import { type BlobRef, BlobTooLarge, deleteBlob, writeBlob } from "../../db/blobs.ts";
import { nextId } from "../../db/counters.ts";
import { dirExists, insertMedia, type MediaFileRecord, NameTaken } from "../../db/media.ts";
import { apiError } from "../../http/errors.ts";
import { parseUpload } from "../../http/multipart.ts";
import { detectFileType, type FileType } from "../../media/file_type.ts";
import { ImageScanner } from "../../media/image_probe.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, fileTarget } from "../audit.ts";
import { requireMediaWrite } from "../access/media_access.ts";
import { presentMedia } from "../present/present_media.ts";
import type { MediaFileJson } from "../../content/media.ts";

/** An uploaded file, its bytes in a pending blob (deleted unless a record claims it). */
export interface Written {
  ref: BlobRef;
  type: FileType;
  width: number | null;
  height: number | null;
  fileName: string;
}

/**
 * Reads a multipart upload whose file is field `f`: its bytes stream into a pending blob, its
 * type is read from its first bytes, an image's size from its headers. Shared by add-file and
 * replace-file (lib/ops/media/replace_media.ts), so both accept exactly the same files.
 */
export async function receiveUpload(
  deps: Deps,
  req: Request,
): Promise<{ fields: Record<string, string>; file: Written | null }> {
  return await parseUpload<Written>(req, {
    maxBytes: MAX_UPLOAD_BYTES,
    async onFile({ field, fileName, stream }) {
      if (field !== "f") throw apiError("V_17", "f");
      const seen: { type: FileType | null } = { type: null };
      // The size of an image is read from the whole stream as it passes (a JPEG's frame header
      // may come after any amount of metadata); too many pixels stop the upload at once.
      const scanner = new ImageScanner();
      const probed = async function* () {
        for await (const chunk of stream) {
          scanner.push(chunk);
          const size = scanner.result();
          if (size && size.width * size.height > MAX_PIXELS) throw apiError("ML_06", "f");
          yield chunk;
        }
        scanner.end();
      };
      let ref: BlobRef;
      try {
        ref = await writeBlob(deps.kv, probed(), {
          maxBytes: MAX_UPLOAD_BYTES,
          onHead(head) {
            seen.type = detectFileType(head, fileName);
            if (!seen.type) throw apiError("ML_04", "f");
          },
        });
      } catch (err) {
        if (err instanceof BlobTooLarge) throw apiError("ML_01", "f");
        throw err;
      }
      const type = seen.type!;
      const size = type.kind === "image" && !type.inert ? scanner.result() : null;
      // An image whose size cannot be read from its headers is never accepted (nor decoded).
      if (type.kind === "image" && !type.inert && !size) {
        await deleteBlob(deps.kv, ref);
        throw apiError("V_12", "f");
      }
      return {
        ref,
        type,
        width: size?.width ?? null,
        height: size?.height ?? null,
        fileName,
      };
    },
    discard: (written) => deleteBlob(deps.kv, written.ref),
  });
}

export async function uploadMedia(
  deps: Deps,
  actor: Actor | null,
  req: Request,
): Promise<MediaFileJson> {
  const a = requireMediaWrite(actor);
  const { fields, file } = await receiveUpload(deps, req);

  try {
    const dir = normaliseDir(fields.path ?? "/");
    if (dir === null || !(await dirExists(deps.kv, dir))) throw apiError("V_12", "path");
    if (file) {
      if (file.ref.size === 0) throw apiError("V_17", "f");
      const name = fileNameSchema().safeParse(fields.name ?? file.fileName);
      if (!name.success) throw apiError("V_12", "name");
      return await insert(deps, a, {
        path: dir,
        name: name.data,
        blob: { ...file.ref, type: file.type.mime },
        size: file.ref.size,
        sha256: file.ref.sha256,
        kind: file.type.kind,
        mime: file.type.mime,
        width: file.width,
        height: file.height,
        raster: file.type.raster !== null,
        inert: file.type.inert,
        video: null,
      });
    }
    if (fields.video !== undefined) {
      const video = parseVideo(fields.video);
      if (!video) throw apiError("ML_05", "video");
      const name = fileNameSchema().safeParse(fields.name || `${video.provider}-${video.id}`);
      if (!name.success) throw apiError("V_12", "name");
      return await insert(deps, a, {
        path: dir,
        name: name.data,
        blob: null,
        size: 0,
        sha256: "",
        kind: "video",
        mime: `video/x-${video.provider}`,
        width: null,
        height: null,
        raster: false,
        inert: false,
        video,
      });
    }
    throw apiError("V_17", "f");
  } catch (err) {
    // Nothing of a refused upload stays behind.
    if (file) await deleteBlob(deps.kv, file.ref);
    throw err;
  }
}

async function insert(
  deps: Deps,
  actor: Actor,
  fields: Omit<
    MediaFileRecord,
    "id" | "defaultAltText" | "shared" | "createdAt" | "updatedAt" | "uploadedBy"
  >,
): Promise<MediaFileJson> {
  const now = Date.now();
  const record: MediaFileRecord = {
    ...fields,
    id: await nextId(deps.kv, "media_files"),
    defaultAltText: "",
    shared: false,
    createdAt: now,
    updatedAt: now,
    uploadedBy: actor.user.id,
  };
  const audit = await auditDraft(deps, actor, {
    action: "file-upload",
    target: fileTarget(record),
    summary: `${record.mime}, ${record.size} bytes${
      record.sha256 ? `, sha256 ${record.sha256}` : ""
    }`,
  });
  try {
    await insertMedia(deps.kv, record, audit);
  } catch (err) {
    if (err instanceof NameTaken) throw apiError("ML_03", "name");
    throw err;
  }
  return presentMedia(record);
}
