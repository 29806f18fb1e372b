/**
 * Serving library files. The original bytes stream from KV (with ranges); image renditions —
 * resized, cropped, WebP or JPEG — are computed once per file hash and parameters. Those every
 * file may have (a width, no crop) and crops a published page shows are kept in KV; any other
 * crop staff ask for (the crop preview, a draft's crop) is kept briefly in memory, within a bound,
 * so that asking for endless crops stores nothing.
 * Who may fetch: signed-in staff who may read the library, and anyone for a file that is shared
 * or used by a published page (a draft's images stay private until it is published). What is
 * sent only because of a staff session is never kept by a cache (`Cache-Control: no-store`).
 */
import type { Block } from "../../content/blocks/index.ts";
import type { CropParams, ImageWithCrop } from "../../content/media_refs.ts";
import { focalCrops } from "../../content/focal_crop.ts";
import { MAX_PIXELS } from "../../content/media.ts";
import { blobStream, readBlob, writeBlob } from "../../db/blobs.ts";
import {
  fileUsage,
  getMedia,
  getMediaMany,
  getRendition,
  type MediaFileRecord,
  putRendition,
  versionFileIDs,
} from "../../db/media.ts";
import { getPages } from "../../db/pages.ts";
import { getVersion } from "../../db/versions.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { type VersionRecord } from "../../db/page_records.ts";
import { apiError } from "../../http/errors.ts";
import type { FileAnswer } from "../../http/send_file.ts";
import {
  applyCrop,
  decodeRaster,
  encodeImage,
  fitWithin,
  ImageRefused,
  OUTPUT_MIME,
  type OutputFormat,
} from "../../media/transform.ts";
import type { Actor, Deps } from "../deps.ts";
import { mediaPathSigned } from "../../media/url_signing.ts";
import { mediaSecret } from "../site/render_media.ts";
import { canReadMedia, requireMediaRead } from "../access/media_access.ts";

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

/** Cache-Control of what is sent only because of a staff session. */
export const STAFF_ONLY_CACHE = "private, no-store";

/**
 * Files and renditions handed out only because the request has a staff session (not shared, not
 * on a published page): their answers get {@link STAFF_ONLY_CACHE}, whatever the route asked.
 */
const staffOnly = new WeakSet<object>();

/** The published versions that use a file, by id. */
async function publishedVersionsUsing(deps: Deps, fileID: number): Promise<number[]> {
  const usage = await fileUsage(deps.kv, fileID);
  const pages = await getPages(deps.kv, [...new Set(usage.values())]);
  return pages.flatMap((p) =>
    p && p.publishedVersionID !== null && usage.has(p.publishedVersionID)
      ? [p.publishedVersionID]
      : []
  );
}

/** The file, if `actor` (or the public) may fetch it; null otherwise (answered as 404). */
export async function fileForRequest(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<MediaFileRecord | null> {
  const file = await getMedia(deps.kv, id);
  if (!file?.blob) return null;
  if (file.shared || (await publishedVersionsUsing(deps, id)).length > 0) return file;
  if (!canReadMedia(actor)) return null;
  staffOnly.add(file);
  return file;
}

/** The Cache-Control of an answer: `wanted`, unless it is sent only because of a session. */
function cacheControlOf(subject: object, wanted: string): string {
  return staffOnly.has(subject) ? STAFF_ONLY_CACHE : wanted;
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
    cacheControl: cacheControlOf(file, cacheControl),
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
    cacheControl: cacheControlOf(out, options.cacheControl),
    body: (range) => range ? out.bytes.subarray(range.start, range.end + 1) : out.bytes,
  };
}

const computing = new Map<string, Promise<Rendition>>();

/**
 * Renditions that are not kept in KV (crops no published page shows), briefly and within a
 * bound: staff may ask for any crop, and each would otherwise stay in the store for good.
 */
export class TransientRenditions {
  #entries = new Map<string, { out: Rendition; until: number }>();
  #bytes = 0;

  constructor(
    readonly maxEntries = 64,
    readonly maxBytes = 32 * 1024 * 1024,
    readonly ttlMs = 10 * 60_000,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now = Date.now()): Rendition | null {
    const hit = this.#entries.get(key);
    if (!hit) return null;
    this.#drop(key);
    if (hit.until <= now) return null;
    this.#entries.set(key, hit);
    this.#bytes += hit.out.bytes.byteLength;
    return hit.out;
  }

  set(key: string, out: Rendition, now = Date.now()): void {
    this.#drop(key);
    if (out.bytes.byteLength > this.maxBytes) return;
    this.#entries.set(key, { out, until: now + this.ttlMs });
    this.#bytes += out.bytes.byteLength;
    for (const [k, e] of this.#entries) {
      const over = this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes;
      if (!over && e.until > now) break;
      this.#drop(k);
    }
  }

  #drop(key: string): void {
    const e = this.#entries.get(key);
    if (!e) return;
    this.#entries.delete(key);
    this.#bytes -= e.out.bytes.byteLength;
  }
}

export const transientRenditions = new TransientRenditions();

/** Every `{fileID, cropParams}` of a version (its blocks' props and its SEO image). */
function imageRefsOf(version: VersionRecord, blocks: Block[]): ImageWithCrop[] {
  const out: ImageWithCrop[] = [...version.seoImage];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const obj = value as Record<string, unknown>;
    if (typeof obj.fileID === "number" && "cropParams" in obj) out.push(obj as ImageWithCrop);
    for (const child of Object.values(obj)) visit(child);
  };
  for (const block of blocks) visit(block.props);
  return out;
}

function cropKey(c: CropParams): string {
  return [c.x, c.y, c.width, c.height, c.rotate, c.scaleX, c.scaleY].map(Math.round).join(",");
}

/** Whether `crop` is one of the file's automatic crops around its focal point. */
function isFocalCrop(file: MediaFileRecord, crop: CropParams): boolean {
  const wanted = cropKey(crop);
  return focalCrops(file).some((c) => cropKey(c) === wanted);
}

/** Whether a published page shows `file` with this crop. */
async function cropPublished(deps: Deps, file: MediaFileRecord, crop: CropParams) {
  const wanted = cropKey(crop);
  for (const versionID of await publishedVersionsUsing(deps, file.id)) {
    const version = await getVersion(deps.kv, versionID);
    if (!version) continue;
    const refs = imageRefsOf(version, await readBlocks(deps.kv, version));
    if (
      refs.some((r) => r.fileID === file.id && r.cropParams && cropKey(r.cropParams) === wanted)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A rendition of a raster image: cropped (when given), fitted within `maxWidth` × `maxHeight`,
 * encoded as `format`. Kept in KV by the file's hash and these parameters when it has no crop or
 * a published page shows that crop (and `persist` is not false); otherwise only briefly, in
 * memory ({@link transientRenditions}).
 */
export function rendition(
  deps: Deps,
  file: MediaFileRecord,
  params: { crop: CropParams | null; maxWidth: number; maxHeight?: number; format: OutputFormat },
  options: { persist?: boolean } = {},
): Promise<Rendition> {
  if (!file.raster || !file.blob) throw apiError("ML_04", "imageID");
  if ((file.width ?? 0) * (file.height ?? 0) > MAX_PIXELS) throw apiError("ML_06", "imageID");
  const c = params.crop;
  const spec = [params.format, params.maxWidth, params.maxHeight ?? "", c ? cropKey(c) : ""]
    .join(";");
  const key = `${file.sha256}|${spec}`;
  const work = computing.get(key) ?? (async () => {
    const cached = await getRendition(deps.kv, file.sha256, spec);
    if (cached) return { bytes: await readBlob(deps.kv, cached), mime: cached.type };
    const transient = transientRenditions.get(key);
    // Kept: the whole image, the automatic crops around its focal point (every page that cuts
    // it to a shape shows one), and crops a published page chose.
    const persist = options.persist !== false &&
      (!c || isFocalCrop(file, c) || await cropPublished(deps, file, c));
    let out = transient;
    if (!out) {
      let image = await decodeRaster(await readBlob(deps.kv, file.blob!)).catch((err) => {
        throw err instanceof ImageRefused ? apiError(err.code, "image") : err;
      });
      if (c) image = applyCrop(image, c);
      image = fitWithin(image, params.maxWidth, params.maxHeight);
      out = { bytes: await encodeImage(image, params.format), mime: OUTPUT_MIME[params.format] };
    }
    if (!persist) {
      transientRenditions.set(key, out);
      return out;
    }
    const ref = await writeBlob(deps.kv, out.bytes, { maxBytes: Infinity });
    await putRendition(deps.kv, file.sha256, spec, { ...ref, type: out.mime });
    return out;
  })().finally(() => computing.delete(key));
  computing.set(key, work);
  if (!staffOnly.has(file)) return work;
  return work.then((out) => {
    const mine = { ...out };
    staffOnly.add(mine);
    return mine;
  });
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
  staffOnly.add(file);
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
  staffOnly.add(file);
  // A crop being chosen: kept briefly, never stored.
  return await rendition(deps, file, { crop, maxWidth: Infinity, format: keepFormat(file) }, {
    persist: false,
  });
}

/**
 * get-page-file: an image or file a block owns (`__images` / `__files`), by the page, the group
 * (`block_images_{blockID}` or `block_files_{blockID}`), the file's hash and name. Staff see any
 * version's; the public only the published version's. Served only when that version uses the
 * file (the usage index), whatever its records say.
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
    // Only a file the version really uses (its usage index): a hand-made record naming any other
    // library file by its hash serves nothing.
    const used = await getMediaMany(deps.kv, await versionFileIDs(deps.kv, versionID));
    // A block's record names the content it was stored with; a file replaced since ("Replace
    // file") answers with its current content, as everywhere else it is used.
    const file = used.find((f) => f.sha256 === input.hash && f.blob) ??
      used.find((f) => f.blob && f.history?.some((h) => h.sha256 === input.hash)) ?? null;
    if (file && versionID !== page.publishedVersionID) staffOnly.add(file);
    return file;
  }
  return null;
}
