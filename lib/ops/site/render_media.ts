/** The library files a version shows, as the renderer needs them (names, sizes, alt texts). */
import type { Block } from "../../content/blocks/index.ts";
import { mediaFileIDs } from "../../content/media_usage.ts";
import { getMediaMany, type MediaFileRecord } from "../../db/media.ts";
import type { VersionRecord } from "../../db/page_records.ts";
import type { MediaSet } from "../../render/media_url.ts";
import { getSecret } from "../../db/secrets.ts";
import { signMediaPath } from "../../media/url_signing.ts";
import type { Deps } from "../deps.ts";

export async function mediaForRender(
  deps: Deps,
  version: Pick<VersionRecord, "seoImage" | "typeData">,
  blocks: Block[],
): Promise<MediaSet> {
  const [files, sign] = await Promise.all([
    getMediaMany(deps.kv, mediaFileIDs({ blocks, ...version })),
    mediaSigner(deps),
  ]);
  return mediaSetOf(files, sign);
}

/** The renderer's view of library file records, signed with `sign` ({@link mediaSigner}). */
export function mediaSetOf(
  files: readonly MediaFileRecord[],
  sign: (path: string) => string,
): MediaSet {
  return {
    sign,
    files: new Map(files.map((f) => [f.id, {
      id: f.id,
      name: f.name,
      kind: f.kind,
      width: f.width,
      height: f.height,
      defaultAltText: f.defaultAltText,
      raster: f.raster,
      sha256: f.sha256,
      focalPoint: f.focalPoint ?? null,
    }])),
  };
}

/** Signs rendition paths with the store's secret (read once per store and instance). */
export async function mediaSigner(deps: Deps): Promise<(path: string) => string> {
  const secret = await mediaSecret(deps);
  return (path) => signMediaPath(secret, path);
}

const secrets = new WeakMap<Deno.Kv, Promise<Uint8Array>>();

/** The store's secret for rendition addresses (read once per store and instance). */
export function mediaSecret(deps: Deps): Promise<Uint8Array> {
  let secret = secrets.get(deps.kv);
  if (!secret) secrets.set(deps.kv, secret = getSecret(deps.kv, "media-urls"));
  return secret;
}
