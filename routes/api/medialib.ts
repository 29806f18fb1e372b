/** /api/ximblox/medialib: the media library (docs/api.md, Media library). */
import { Hono } from "hono";
import {
  createDirBody,
  deleteDirectoryBody,
  deleteFileBody,
  editFileBody,
  getDirBody,
  getFileBody,
  getTrashBody,
  listPagesByFileBody,
  moveDirectoryBody,
  moveFileBody,
  restoreFileBody,
  searchFilesBody,
} from "../../lib/content/media.ts";
import { cropParamsSchema } from "../../lib/content/media_refs.ts";
import { apiError } from "../../lib/http/errors.ts";
import { sendFile } from "../../lib/http/send_file.ts";
import { idParam, jsonBody, parseInput } from "../../lib/http/validate.ts";
import {
  fileForRequest,
  originalAnswer,
  pageFile,
  previewCrop,
  previewImage,
  renditionAnswer,
} from "../../lib/ops/media/media_delivery.ts";
import { deleteFile, getTrash, restoreFile } from "../../lib/ops/media/media_trash.ts";
import { replaceFile } from "../../lib/ops/media/replace_media.ts";
import {
  createDir,
  deleteDirectory,
  editFile,
  getDir,
  getFile,
  listPagesByFile,
  moveDirectory,
  searchFiles,
} from "../../lib/ops/media/media_library.ts";
import { uploadMedia } from "../../lib/ops/media/upload_media.ts";
import type { AppEnv } from "../_env.ts";

const PRIVATE_CACHE = "private, max-age=3600";

function imageIdParam(value: string | undefined): number {
  const id = /^[1-9][0-9]{0,14}$/.test(value ?? "") ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw apiError("V_12", "imageID");
  return id;
}

/** The crop of preview-crop's query: numbers as text, checked like a stored crop. */
function cropFromQuery(q: Record<string, string>) {
  const num = (v: string | undefined) => (v === undefined || v === "" ? undefined : Number(v));
  return parseInput(cropParamsSchema, {
    x: num(q.x),
    y: num(q.y),
    width: num(q.width),
    height: num(q.height),
    rotate: num(q.rotate),
    scaleX: num(q.scaleX),
    scaleY: num(q.scaleY),
  });
}

export const medialib = new Hono<AppEnv>()
  .post("/get-dir", async (c) => {
    const { path } = await jsonBody(c, getDirBody);
    return c.json({ Success: true, ...(await getDir(c.var.deps, c.var.actor, path)) });
  })
  .post("/get-file", async (c) => {
    const { id } = await jsonBody(c, getFileBody);
    return c.json({ Success: true, file: await getFile(c.var.deps, c.var.actor, id) });
  })
  .post("/search-files", async (c) => {
    const body = await jsonBody(c, searchFilesBody);
    return c.json({ Success: true, files: await searchFiles(c.var.deps, c.var.actor, body) });
  })
  .post("/add-file", async (c) => {
    const file = await uploadMedia(c.var.deps, c.var.actor, c.req.raw);
    return c.json({ Success: true, file });
  })
  .post("/replace-file", async (c) => {
    // Multipart: `id` and the file `f`; the id, its uses and its addresses' names stay.
    const file = await replaceFile(c.var.deps, c.var.actor, c.req.raw);
    return c.json({ Success: true, file });
  })
  .post("/create-dir", async (c) => {
    const body = await jsonBody(c, createDirBody);
    return c.json({ Success: true, directory: await createDir(c.var.deps, c.var.actor, body) });
  })
  .post("/move-file", async (c) => {
    const body = await jsonBody(c, moveFileBody);
    return c.json({ Success: true, file: await editFile(c.var.deps, c.var.actor, body) });
  })
  .post("/edit-file", async (c) => {
    const body = await jsonBody(c, editFileBody);
    return c.json({ Success: true, file: await editFile(c.var.deps, c.var.actor, body) });
  })
  .post("/move-directory", async (c) => {
    const body = await jsonBody(c, moveDirectoryBody);
    return c.json({ Success: true, directory: await moveDirectory(c.var.deps, c.var.actor, body) });
  })
  .post("/delete-file", async (c) => {
    const { id, confirm } = await jsonBody(c, deleteFileBody);
    await deleteFile(c.var.deps, c.var.actor, id, { confirm });
    return c.json({ Success: true });
  })
  .post("/get-trash", async (c) => {
    await jsonBody(c, getTrashBody);
    return c.json({ Success: true, files: await getTrash(c.var.deps, c.var.actor) });
  })
  .post("/restore-file", async (c) => {
    const { id } = await jsonBody(c, restoreFileBody);
    return c.json({ Success: true, file: await restoreFile(c.var.deps, c.var.actor, id) });
  })
  .post("/delete-directory", async (c) => {
    const { path } = await jsonBody(c, deleteDirectoryBody);
    await deleteDirectory(c.var.deps, c.var.actor, path);
    return c.json({ Success: true });
  })
  .post("/list-pages-by-file", async (c) => {
    const body = await jsonBody(c, listPagesByFileBody);
    return c.json({ Success: true, ...(await listPagesByFile(c.var.deps, c.var.actor, body)) });
  })
  .get("/preview-image", async (c) => {
    const id = imageIdParam(c.req.query("imageID"));
    const { file, rendition } = await previewImage(c.var.deps, c.var.actor, id);
    if (rendition) {
      const etag = `"${file.sha256.slice(0, 32)}-p800"`;
      return sendFile(
        c,
        renditionAnswer(rendition, { etag, fileName: file.name, cacheControl: PRIVATE_CACHE }),
      );
    }
    // Images the server cannot resize (SVG, WebP) are previewed as they are (SVG inert).
    return sendFile(c, originalAnswer(c.var.deps, file, PRIVATE_CACHE));
  })
  .get("/preview-crop", async (c) => {
    const id = imageIdParam(c.req.query("imageID"));
    const crop = cropFromQuery(c.req.query());
    const rendition = await previewCrop(c.var.deps, c.var.actor, id, crop);
    const spec = [crop.x, crop.y, crop.width, crop.height, crop.rotate, crop.scaleX, crop.scaleY];
    const etag = `"crop-${id}-${spec.join("_")}"`;
    return sendFile(
      c,
      renditionAnswer(rendition, { etag, fileName: "crop", cacheControl: PRIVATE_CACHE }),
    );
  })
  .get("/get-page-file/:pageID/:group/:hash/:fileName", async (c) => {
    const file = await pageFile(c.var.deps, c.var.actor, {
      pageID: idParam(c, "pageID"),
      group: c.req.param("group"),
      hash: c.req.param("hash"),
      fileName: c.req.param("fileName"),
    });
    if (!file) {
      // A missing block image falls back to a default the caller supplies (same site only).
      const fallback = c.req.query("default");
      if (fallback && /^\/(?!\/)[^\s\\]*$/.test(fallback)) return c.redirect(fallback, 302);
      throw apiError("NF_01", "fileName");
    }
    return sendFile(c, originalAnswer(c.var.deps, file, "public, max-age=86400"));
  })
  .get("/file/:id", async (c) => {
    // The original for signed-in staff (also those without a published use), e.g. downloads.
    const file = await fileForRequest(c.var.deps, c.var.actor, idParam(c));
    if (!file) throw apiError("NF_01", "id");
    return sendFile(c, originalAnswer(c.var.deps, file, PRIVATE_CACHE));
  });
