/**
 * Image work on top of imagescript: decode (first GIF frame), flip, quarter turns, crop, resize,
 * encode. imagescript's own rotate(90/270) is wrong on non-square images, so quarter turns are
 * done here by transposing the pixels.
 */
import type { Image } from "imagescript";
import { MAX_PIXELS } from "../content/media.ts";
import type { CropParams } from "../content/media_refs.ts";
import { probeImage } from "./image_probe.ts";

/**
 * An image refused before decoding: its size is unknown (ML_04) or above MAX_PIXELS (ML_06).
 * The codes are the catalogue's (lib/content/errors.ts); the caller answers with them.
 */
export class ImageRefused extends Error {
  constructor(readonly code: "ML_04" | "ML_06") {
    super(code === "ML_04" ? "The image's size cannot be read." : "The image has too many pixels.");
  }
}

/**
 * imagescript, loaded with the first image decoded: loading it cost every process start and
 * cold instance (and every test file) a few tens of milliseconds, for work only uploads, crops
 * and profile images do.
 */
let imagescript: typeof import("imagescript") | null = null;
export async function loadImagescript(): Promise<typeof import("imagescript")> {
  return imagescript ??= await import("imagescript");
}

/**
 * Decodes a stored raster image — only after reading its real size from the bytes themselves
 * (whatever its record says): one of unknown size is refused (ML_04), one of more than
 * MAX_PIXELS too (ML_06), before the decoder allocates anything.
 */
export async function decodeRaster(bytes: Uint8Array): Promise<Image> {
  const info = probeImage(bytes);
  if (!info || info.type === "webp") throw new ImageRefused("ML_04");
  if (info.width * info.height > MAX_PIXELS) throw new ImageRefused("ML_06");
  const { decode, Image } = await loadImagescript();
  const decoded = await decode(bytes, true);
  // A GIF decodes to frames; its first frame is an Image at run time (the typings disagree).
  return decoded instanceof Image ? decoded : decoded[0] as unknown as Image;
}

/** Turns the image clockwise by `quarters` × 90°. */
export function rotateQuarters(image: Image, quarters: number): Image {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return image;
  if (q === 2) return image.flip("horizontal").flip("vertical");
  const { width: w, height: h } = image;
  // The image's own class: this module loads imagescript only to decode (loadImagescript).
  const out = new (image.constructor as typeof Image)(h, w);
  const src = new Uint32Array(image.bitmap.buffer, image.bitmap.byteOffset, w * h);
  const dst = new Uint32Array(out.bitmap.buffer, out.bitmap.byteOffset, w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // Clockwise: (x, y) → (h-1-y, x); counter-clockwise: (x, y) → (y, w-1-x).
      const to = q === 1 ? x * h + (h - 1 - y) : (w - 1 - x) * h + y;
      dst[to] = src[y * w + x];
    }
  }
  return out;
}

/**
 * A crop as the admin's cropper describes it: the image is flipped (scaleX/scaleY -1), then
 * turned (rotate, multiples of 90°), then cut to x, y, width, height in the turned image's
 * natural pixels. Out-of-range rectangles are clamped to the image.
 */
export function applyCrop(image: Image, crop: CropParams): Image {
  let img = image;
  if (crop.scaleX === -1) img = img.flip("horizontal");
  if (crop.scaleY === -1) img = img.flip("vertical");
  img = rotateQuarters(img, Math.round(crop.rotate / 90));
  const x = Math.max(0, Math.min(img.width - 1, Math.round(crop.x)));
  const y = Math.max(0, Math.min(img.height - 1, Math.round(crop.y)));
  const width = Math.max(1, Math.min(img.width - x, Math.round(crop.width)));
  const height = Math.max(1, Math.min(img.height - y, Math.round(crop.height)));
  return x === 0 && y === 0 && width === img.width && height === img.height
    ? img
    : img.crop(x, y, width, height);
}

/** Scales down to at most `maxWidth` wide and `maxHeight` high, keeping the aspect ratio. */
export function fitWithin(image: Image, maxWidth: number, maxHeight = Infinity): Image {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  if (scale >= 1) return image;
  return image.resize(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
}

export type OutputFormat = "webp" | "jpeg" | "png";

export const OUTPUT_MIME: Record<OutputFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

export async function encodeImage(image: Image, format: OutputFormat): Promise<Uint8Array> {
  if (format === "webp") return await image.encodeWEBP(80);
  if (format === "png") return await image.encode(3);
  return await image.encodeJPEG(82);
}
