/**
 * Addresses of library files for the public site. Originals live at `/media/{id}/{name}`;
 * image renditions at `/media/{id}/{spec}/{stem}.{webp|jpg}`, where the spec names the width and,
 * when cropped, the crop: `w960` or `w960-c{x}_{y}_{width}_{height}_{rotate}_{scaleX}_{scaleY}`.
 * The server accepts only the widths listed here, so nobody can make it compute endless sizes.
 * Both carry `?v=` with the start of the content's hash: "Replace file" keeps a file's id and
 * name, so the address changes with the content and a browser's long-kept copy is never stale.
 * Where a layout cuts an image to a fixed shape and the block chose no crop, `auto` names the
 * shape and the file's focal point decides the cut (lib/content/focal_crop.ts).
 */
import { AUTO_ASPECTS, type AutoAspect, focalCrop } from "../content/focal_crop.ts";
import type { CropParams, ImageWithCrop } from "../content/media_refs.ts";

/** Widths offered in `srcset`, so browsers pick one fitting the layout. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
/** Every width a rendition may have (srcset widths, admin thumbnails, Open Graph). */
export const RENDITION_WIDTHS = [240, 480, 960, 1200, 1440, 1920] as const;

/** What the renderer knows of a library file. */
export interface MediaInfo {
  id: number;
  name: string;
  kind: string;
  width: number | null;
  height: number | null;
  defaultAltText: string;
  /** Can be resized and cropped; otherwise the original is used as it is. */
  raster: boolean;
  /** The content's hash (its start is the `v` of the addresses). */
  sha256?: string;
  /** Where automatic crops centre; null or absent for none. */
  focalPoint?: { x: number; y: number } | null;
}

/** The library files a page uses, and how their rendition addresses are signed. */
export interface MediaSet {
  files: ReadonlyMap<number, MediaInfo>;
  /** Signs a rendition path ("/media/{id}/{spec}"); absent in contexts that need no signature. */
  sign?: (path: string) => string;
}

/** The part of a content hash that addresses carry as `v`. */
export function contentVersion(sha256: string): string {
  return sha256.slice(0, 12);
}

export function originalUrl(id: number, name: string, sha256?: string): string {
  const v = sha256 ? `?v=${contentVersion(sha256)}` : "";
  return `/media/${id}/${encodeURIComponent(name)}${v}`;
}

/**
 * `ref` as a layout of shape `auto` shows it: the block's own crop wins; without one, the crop
 * around the file's focal point, if it has one; else the whole image (the layout centres it).
 */
export function withAutoCrop(
  ref: ImageWithCrop | null,
  auto: AutoAspect | undefined,
  media?: MediaSet,
): ImageWithCrop | null {
  if (!ref || ref.cropParams || !auto) return ref;
  const file = media?.files.get(ref.fileID);
  const crop = file?.raster ? focalCrop(file, AUTO_ASPECTS[auto]) : null;
  return crop ? { fileID: ref.fileID, cropParams: crop } : ref;
}

function cropSpec(c: CropParams): string {
  const n = (v: number) => String(Math.round(v));
  return `c${[c.x, c.y, c.width, c.height, c.rotate, c.scaleX, c.scaleY].map(n).join("_")}`;
}

function stem(name: string): string {
  const base = name.replace(/\.[^.]*$/, "") || "image";
  return encodeURIComponent(base);
}

/** The rendition spec of a URL: its width and crop, or null when it is not a valid spec. */
export function parseSpec(spec: string): { width: number; crop: CropParams | null } | null {
  const m = spec.match(/^w(\d{1,4})(?:-c(-?\d+)_(-?\d+)_(\d+)_(\d+)_(-?\d+)_(-?1)_(-?1))?$/);
  if (!m) return null;
  const width = Number(m[1]);
  if (!(RENDITION_WIDTHS as readonly number[]).includes(width)) return null;
  if (!m[2]) return { width, crop: null };
  const [x, y, w, h, rotate, sx, sy] = m.slice(2).map(Number);
  if (x < 0 || y < 0 || w < 1 || h < 1 || rotate % 90 !== 0) return null;
  return {
    width,
    crop: { x, y, width: w, height: h, rotate, scaleX: sx as 1 | -1, scaleY: sy as 1 | -1 },
  };
}

/** The URL of `ref` cropped and scaled to `width` pixels wide, or null when it cannot be served. */
export function imageUrl(
  ref: ImageWithCrop | null,
  width: number,
  media?: MediaSet,
): string | null {
  const file = ref && media?.files.get(ref.fileID);
  if (!file || file.kind !== "image") return null;
  if (!file.raster) return originalUrl(file.id, file.name, file.sha256);
  const spec = `w${width}` + (ref.cropParams ? `-${cropSpec(ref.cropParams)}` : "");
  const path = renditionPath(file.id, spec);
  const query = [
    ...(file.sha256 ? [`v=${contentVersion(file.sha256)}`] : []),
    ...(media?.sign ? [`s=${media.sign(path)}`] : []),
  ];
  return `${path}/${stem(file.name)}.webp${query.length ? `?${query.join("&")}` : ""}`;
}

/** The signed part of a rendition address: the file and the spec, not the name. */
export function renditionPath(id: number, spec: string): string {
  return `/media/${id}/${spec}`;
}

/** A `srcset` of `ref` at the standard widths, or null when it cannot be served. */
export function imageSrcSet(
  ref: ImageWithCrop | null,
  media?: MediaSet,
): string | null {
  const file = ref && media?.files.get(ref.fileID);
  if (!file?.raster) return null;
  const parts: string[] = [];
  for (const width of IMAGE_WIDTHS) {
    const url = imageUrl(ref, width, media);
    if (url) parts.push(`${url} ${width}w`);
  }
  return parts.length ? parts.join(", ") : null;
}

/** The intrinsic size of `ref` as shown (its crop, else the file), for width/height attributes. */
export function imageSize(
  ref: ImageWithCrop | null,
  media?: MediaSet,
): { width: number; height: number } | null {
  const file = ref && media?.files.get(ref.fileID);
  if (!file) return null;
  if (ref.cropParams) {
    return { width: Math.round(ref.cropParams.width), height: Math.round(ref.cropParams.height) };
  }
  return file.width && file.height ? { width: file.width, height: file.height } : null;
}
