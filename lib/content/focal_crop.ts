/**
 * Automatic crops: where a layout cuts an image to a fixed shape (a news card, a hero, the social
 * image) and the block chose no crop of its own, the largest rectangle of that shape is taken
 * around the file's focal point (set once in the media library) instead of the middle.
 * Pure: the renderer builds the addresses with it, the server checks a requested crop against it
 * (so automatic crops are kept like the crops pages choose) and so does the collector.
 */
import type { CropParams } from "./media_refs.ts";

/** Width over height of the shapes the public site cuts images to automatically. */
export const AUTO_ASPECTS = {
  /** News cards (`.news-card__image`, 16:9). */
  card: 16 / 9,
  /** A hero's image (wide). */
  hero: 16 / 9,
  /** A team member's round photo. */
  square: 1,
  /** The social (Open Graph) image, 1200 × 630. */
  social: 1200 / 630,
} as const;

export type AutoAspect = keyof typeof AUTO_ASPECTS;

export interface FocalSource {
  width: number | null;
  height: number | null;
  focalPoint?: { x: number; y: number } | null;
}

/**
 * The crop of `file` to `aspect` around its focal point, or null when it has none (then the
 * layout's own centring applies) or no known size.
 */
export function focalCrop(file: FocalSource, aspect: number): CropParams | null {
  const { width: w, height: h, focalPoint: fp } = file;
  if (!fp || !w || !h) return null;
  const width = Math.max(1, Math.round(w / h > aspect ? h * aspect : w));
  const height = Math.max(1, Math.round(w / h > aspect ? h : w / aspect));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  return {
    x: clamp(fp.x * w - width / 2, w - width),
    y: clamp(fp.y * h - height / 2, h - height),
    width,
    height,
    rotate: 0,
    scaleX: 1,
    scaleY: 1,
  };
}

/** Every automatic crop `file` has (one per distinct shape). */
export function focalCrops(file: FocalSource): CropParams[] {
  const out: CropParams[] = [];
  for (const aspect of new Set(Object.values(AUTO_ASPECTS))) {
    const crop = focalCrop(file, aspect);
    if (crop) out.push(crop);
  }
  return out;
}
