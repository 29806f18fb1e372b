/** The library files a version shows, as the renderer needs them (names, sizes, alt texts). */
import type { Block } from "../content/blocks/index.ts";
import { mediaFileIDs } from "../content/media_usage.ts";
import { getMediaMany } from "../db/media.ts";
import type { VersionRecord } from "../db/pages.ts";
import type { MediaInfo } from "../render/media_url.ts";
import type { Deps } from "./deps.ts";

export async function mediaForRender(
  deps: Deps,
  version: Pick<VersionRecord, "seoImage">,
  blocks: Block[],
): Promise<Map<number, MediaInfo>> {
  const files = await getMediaMany(deps.kv, mediaFileIDs({ blocks, seoImage: version.seoImage }));
  return new Map(files.map((f) => [f.id, {
    id: f.id,
    name: f.name,
    kind: f.kind,
    width: f.width,
    height: f.height,
    defaultAltText: f.defaultAltText,
    raster: f.raster,
  }]));
}
