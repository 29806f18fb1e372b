/**
 * Serving library files. The original bytes stream from KV (with ranges); image renditions —
 * resized, cropped, WebP or JPEG — are computed once per file hash and parameters and kept in KV.
 * Who may fetch: signed-in staff who may read the library, and anyone for a file that is shared
 * or used by a published page (a draft's images stay private until it is published).
 */
import type { CropParams } from "../content/media_refs.ts";
import { MAX_PIXELS } from "../content/media.ts";
import { blobStream, readBlob, writeBlob } from "../db/blobs.ts";
import {
  allMedia,
  fileUsage,
  getMedia,
  getRendition,
  type MediaFileRecord,
  putRendition,
} from "../db/media.ts";
import { getPages, getVersion, readBlocks } from "../db/pages.ts";
import { apiError } from "../http/errors.ts";
import type { FileAnswer } from "../http/send_file.ts";
import {
  applyCrop,
  decodeRaster,
  encodeImage,
  fitWithin,
  OUTPUT_MIME,
  type OutputFormat,
} from "../media/transform.ts";
import type { Actor, Deps } from "./deps.ts";
import { mediaPathSigned } from "../media/url_signing.ts";
import { mediaSecret } from "./render_media.ts";
import { canReadMedia, requireMediaRead } from "./media_access.ts";

/**
 * Whether a rendition may be computed for this request: staff may ask for any; visitors only
 * for addresses the renderer signed.
 */
export async function renditionAllowed(
  deps: Deps,
  actor: Actor | null,
  path: string,
  signature: string | undefined,
): Promise<boolean> {
  if (canReadMedia(actor)) return true;
  return !!signature && mediaPathSigned(await mediaSecret(deps), path, signature);
}

/** The file, if `actor` (or the public) may fetch it; null otherwise (answered as 404). */
export async function fileForRequest(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<MediaFileRecord | null> {
  const file = await getMedia(deps.kv, id);
  if (!file?.blob) return null;
  if (canReadMedia(actor) || file.shared) return file;
  const usage = await fileUsage(deps.kv, id);
  const pages = await getPages(deps.kv, [...new Set(usage.values())]);
  const live = pages.some((p) =>
    p && p.publishedVersionID !== null && usage.has(p.publishedVersionID)
  );
  return live ? file : null;
}

export function originalStream(
  deps: Deps,
  file: MediaFileRecord,
  range?: { start: number; end: number },
): ReadableStream<Uint8Array> {
  return blobStream(deps.kv, file.blob!, range);
}

export interface Rendition {
  bytes: Uint8Array;
  mime: string;
}

/** How to answer with a file's original bytes (streamed, with ranges). */
export function originalAnswer(
  deps: Deps,
  file: MediaFileRecord,
  cacheControl: string,
): FileAnswer {
  return {
    size: file.size,
    mime: file.mime,
    etag: `"${file.sha256.slice(0, 32)}"`,
    fileName: file.name,
    inert: file.inert,
    cacheControl,
    body: (range) => originalStream(deps, file, range),
  };
}

/** How to answer with computed bytes (a rendition, a preview, a crop). */
export function renditionAnswer(
  out: Rendition,
  options: { etag: string; fileName: string; cacheControl: string },
): FileAnswer {
  return {
    size: out.bytes.length,
    mime: out.mime,
    etag: options.etag,
    fileName: options.fileName,
    inert: false,
    cacheControl: options.cacheControl,
    body: (range) => range ? out.bytes.subarray(range.start, range.end + 1) : out.bytes,
  };
}

const computing = new Map<string, Promise<Rendition>>();

/**
 * A rendition of a raster image: cropped (when given), fitted within `maxWidth` × `maxHeight`,
 * encoded as `format`. Cached in KV by the file's hash and these parameters.
 */
export function rendition(
  deps: Deps,
  file: MediaFileRecord,
  params: { crop: CropParams | null; maxWidth: number; maxHeight?: number; format: OutputFormat },
): Promise<Rendition> {
  if (!file.raster || !file.blob) throw apiError("ML_04", "imageID");
  if ((file.width ?? 0) * (file.height ?? 0) > MAX_PIXELS) throw apiError("ML_06", "imageID");
  const c = params.crop;
  const spec = [
    params.format,
    params.maxWidth,
    params.maxHeight ?? "",
    c ? [c.x, c.y, c.width, c.height, c.rotate, c.scaleX, c.scaleY].map(Math.round).join(",") : "",
  ].join(";");
  const key = `${file.sha256}|${spec}`;
  const running = computing.get(key);
  if (running) return running;
  const work = (async () => {
    const cached = await getRendition(deps.kv, file.sha256, spec);
    if (cached) return { bytes: await readBlob(deps.kv, cached), mime: cached.type };
    let image = await decodeRaster(await readBlob(deps.kv, file.blob!));
    if (c) image = applyCrop(image, c);
    image = fitWithin(image, params.maxWidth, params.maxHeight);
    const bytes = await encodeImage(image, params.format);
    const ref = await writeBlob(deps.kv, bytes, { maxBytes: Infinity });
    await putRendition(deps.kv, file.sha256, spec, { ...ref, type: OUTPUT_MIME[params.format] });
    return { bytes, mime: OUTPUT_MIME[params.format] };
  })().finally(() => computing.delete(key));
  computing.set(key, work);
  return work;
}

/** The format a crop or preview keeps: PNG for PNG and GIF (transparency), else JPEG. */
export function keepFormat(file: MediaFileRecord): OutputFormat {
  return file.mime === "image/png" || file.mime === "image/gif" ? "png" : "jpeg";
}

/** preview-image: at most 800 px on its long side. */
export async function previewImage(deps: Deps, actor: Actor | null, id: number) {
  requireMediaRead(actor);
  const file = await getMedia(deps.kv, id);
  if (!file?.blob || file.kind !== "image") throw apiError("NF_01", "imageID");
  if (!file.raster) return { file, rendition: null };
  return {
    file,
    rendition: await rendition(deps, file, {
      crop: null,
      maxWidth: 800,
      maxHeight: 800,
      format: "webp",
    }),
  };
}

/** preview-crop: the crop of the original at its natural size. */
export async function previewCrop(deps: Deps, actor: Actor | null, id: number, crop: CropParams) {
  requireMediaRead(actor);
  const file = await getMedia(deps.kv, id);
  if (!file?.blob || file.kind !== "image") throw apiError("NF_01", "imageID");
  return await rendition(deps, file, { crop, maxWidth: Infinity, format: keepFormat(file) });
}

/**
 * get-page-file: an image or file a block owns (`__images` / `__files`), by the page, the group
 * (`block_images_{blockID}` or `block_files_{blockID}`), the file's hash and name. Staff see any
 * version's; the public only the published version's.
 */
export async function pageFile(
  deps: Deps,
  actor: Actor | null,
  input: { pageID: number; group: string; hash: string; fileName: string },
): Promise<MediaFileRecord | null> {
  const m = input.group.match(/^block_(images|files)_([A-Za-z0-9_-]{1,64})$/);
  if (!m) return null;
  const [, kind, blockID] = m;
  const [page] = await getPages(deps.kv, [input.pageID]);
  if (!page) return null;
  const versionIDs = canReadMedia(actor)
    ? [page.latestVersionID, page.publishedVersionID]
    : [page.publishedVersionID];
  for (const versionID of versionIDs) {
    if (versionID === null) continue;
    const version = await getVersion(deps.kv, versionID);
    if (!version) continue;
    const block = (await readBlocks(deps.kv, version)).find((b) => b.key === blockID);
    const owned = block && Object.values(kind === "images" ? block.__images : block.__files);
    if (!owned?.some((r) => r.hash === input.hash && r.fileName === input.fileName)) continue;
    return (await allMedia(deps.kv)).find((f) => f.sha256 === input.hash && f.blob) ?? null;
  }
  return null;
}
