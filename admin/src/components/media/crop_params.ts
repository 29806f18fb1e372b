/** Cropper.js numbers as the crop parameters the server applies. */
import type { CropParams } from "../../../../lib/content/media_refs.ts";

/** What Cropper.js's getData() answers, in the shown image's pixels. */
export interface CropperData {
  x: number;
  y: number;
  width: number;
  height: number;
  rotate?: number;
  scaleX?: number;
  scaleY?: number;
}

/** Quarter turns as 0, 90, 180 or 270. */
export function normaliseRotate(rotate: number): number {
  return ((Math.round(rotate / 90) * 90) % 360 + 360) % 360;
}

/**
 * Cropper's data (in the shown image's pixels) as crop parameters of the original: scaled,
 * rounded and kept inside the turned original.
 */
export function toCropParams(
  data: CropperData,
  scale: number,
  original: { width: number; height: number },
): CropParams {
  const rotate = normaliseRotate(data.rotate ?? 0);
  const turned = rotate % 180 === 0 ? original : { width: original.height, height: original.width };
  const x = Math.min(turned.width - 1, Math.max(0, Math.round(data.x * scale)));
  const y = Math.min(turned.height - 1, Math.max(0, Math.round(data.y * scale)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(turned.width - x, Math.round(data.width * scale))),
    height: Math.max(1, Math.min(turned.height - y, Math.round(data.height * scale))),
    rotate,
    scaleX: data.scaleX === -1 ? -1 : 1,
    scaleY: data.scaleY === -1 ? -1 : 1,
  };
}
