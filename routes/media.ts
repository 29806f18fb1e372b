/**
 * Public addresses of library files: `/media/{id}/{name}` (the original, with ranges) and
 * `/media/{id}/{spec}/{stem}.{webp|jpg}` (an image rendition; see lib/render/media_url.ts).
 */
import { Hono } from "hono";
import { apiError } from "../lib/http/errors.ts";
import { sendFile } from "../lib/http/send_file.ts";
import { idParam } from "../lib/http/validate.ts";
import {
  fileForRequest,
  originalAnswer,
  rendition,
  renditionAllowed,
  renditionAnswer,
} from "../lib/ops/media/media_delivery.ts";
import { contentVersion, parseSpec, renditionPath } from "../lib/render/media_url.ts";
import type { AppEnv } from "./_env.ts";

const LONG_CACHE = "public, max-age=31536000, immutable";
/**
 * An address without the current content's `v` (an old page, a hand-made link): "Replace file"
 * may change the bytes behind it, so caches check again soon (the ETag names the content).
 */
const SHORT_CACHE = "public, max-age=300, must-revalidate";

/** Long caching only for an address that names the content it gets (see media_url.ts). */
function cacheFor(sha256: string, v: string | undefined): string {
  return v && v === contentVersion(sha256) ? LONG_CACHE : SHORT_CACHE;
}

export const media = new Hono<AppEnv>()
  .get("/:id/:fileName", async (c) => {
    const file = await fileForRequest(c.var.deps, c.var.actor, idParam(c));
    if (!file) throw apiError("NF_01", "id");
    return sendFile(c, originalAnswer(c.var.deps, file, cacheFor(file.sha256, c.req.query("v"))));
  })
  .get("/:id/:spec/:fileName", async (c) => {
    const spec = parseSpec(c.req.param("spec"));
    const format = c.req.param("fileName").endsWith(".webp") ? "webp" : "jpeg";
    if (!spec) throw apiError("NF_01", "spec");
    const id = idParam(c);
    const path = renditionPath(id, c.req.param("spec"));
    if (!(await renditionAllowed(c.var.deps, c.var.actor, path, c.req.query("s")))) {
      throw apiError("NF_01", "spec");
    }
    const file = await fileForRequest(c.var.deps, c.var.actor, id);
    if (!file || !file.raster) throw apiError("NF_01", "id");
    const out = await rendition(c.var.deps, file, {
      crop: spec.crop,
      maxWidth: spec.width,
      format,
    });
    return sendFile(
      c,
      renditionAnswer(out, {
        etag: `"${file.sha256.slice(0, 24)}-${c.req.param("spec")}-${format}"`,
        fileName: c.req.param("fileName"),
        cacheControl: cacheFor(file.sha256, c.req.query("v")),
      }),
    );
  });
