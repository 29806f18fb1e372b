/**
 * Addresses of library images for the public site. The media library is not there yet, so
 * every image is absent (null) and renderers draw nothing for it; the media issue fills this in.
 */
import type { ImageWithCrop } from "../content/media_refs.ts";

/** Widths offered in `srcset`, so browsers pick one fitting the layout. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

/** The URL of `ref` cropped and scaled to `width` pixels wide, or null when it cannot be served. */
export function imageUrl(ref: ImageWithCrop | null, _width: number): string | null {
  if (!ref) return null;
  return null;
}

/** A `srcset` of `ref` at the standard widths, or null when it cannot be served. */
export function imageSrcSet(ref: ImageWithCrop | null): string | null {
  const parts: string[] = [];
  for (const width of IMAGE_WIDTHS) {
    const url = imageUrl(ref, width);
    if (url) parts.push(`${url} ${width}w`);
  }
  return parts.length ? parts.join(", ") : null;
}
