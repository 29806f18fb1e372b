/** Media file JSON of the API, with the addresses it is served at. */
import {
  type MediaFileJson,
  RECOMMENDED_MAX_IMAGE_BYTES,
  RECOMMENDED_MAX_SIDE,
} from "../../content/media.ts";
import { embedUrl } from "../../content/video.ts";
import type { MediaFileRecord } from "../../db/media.ts";
import { contentVersion, originalUrl } from "../../render/media_url.ts";

export function presentMedia(f: MediaFileRecord): MediaFileJson {
  const warnings: MediaFileJson["warnings"] = [];
  if (f.kind === "image" && Math.max(f.width ?? 0, f.height ?? 0) > RECOMMENDED_MAX_SIDE) {
    warnings.push("dimensions");
  }
  if (f.kind === "image" && f.size > RECOMMENDED_MAX_IMAGE_BYTES) warnings.push("size");
  return {
    id: f.id,
    path: f.path,
    name: f.name,
    fileName: f.name,
    defaultAltText: f.defaultAltText,
    shared: f.shared,
    type: f.kind,
    mime: f.mime,
    size: f.size,
    width: f.width,
    height: f.height,
    hash: f.sha256,
    url: f.blob ? originalUrl(f.id, f.name, f.sha256) : f.video ? embedUrl(f.video) : "",
    // The content's hash in the address: a replaced file's preview is not the cached old one.
    previewUrl: f.kind === "image" && f.blob
      ? `/api/ximblox/medialib/preview-image?imageID=${f.id}&v=${contentVersion(f.sha256)}`
      : null,
    croppable: f.raster,
    video: f.video ? { ...f.video, url: embedUrl(f.video) } : null,
    warnings,
    createdAt: new Date(f.createdAt).toISOString(),
    updatedAt: new Date(f.updatedAt).toISOString(),
    focalPoint: f.raster ? f.focalPoint ?? null : null,
    history: (f.history ?? []).map((h) => ({
      hash: h.sha256,
      mime: h.mime,
      size: h.size,
      width: h.width,
      height: h.height,
      replacedAt: new Date(h.replacedAt).toISOString(),
    })),
  };
}
