/**
 * The library files a version uses: every `{fileID}` anywhere in its blocks' props (image blocks,
 * text-image, team members, and any block type added later), its page type data and its SEO
 * image.
 */
import type { Block } from "./blocks/index.ts";

export interface VersionMedia {
  blocks: Block[];
  seoImage: { fileID: number }[];
  typeData?: unknown;
}

/** One use of a file: the block holding it, or "" for the page's SEO image and type data. */
export interface MediaUse {
  fileID: number;
  blockKey: string;
  blockType: string;
}

export function mediaFileIDs(version: VersionMedia): number[] {
  const ids = new Set(mediaFileUses(version).map((u) => u.fileID));
  return [...ids].sort((a, b) => a - b);
}

/** Every use, once per block and file (a block may hold the same file twice). */
export function mediaFileUses(version: VersionMedia): MediaUse[] {
  const uses: MediaUse[] = [];
  const collect = (value: unknown, blockKey: string, blockType: string) => {
    const ids = new Set<number>();
    const visit = (v: unknown) => {
      if (Array.isArray(v)) return v.forEach(visit);
      if (!v || typeof v !== "object") return;
      const obj = v as Record<string, unknown>;
      if (typeof obj.fileID === "number" && Number.isInteger(obj.fileID)) ids.add(obj.fileID);
      for (const child of Object.values(obj)) visit(child);
    };
    visit(value);
    for (const fileID of ids) uses.push({ fileID, blockKey, blockType });
  };
  for (const block of version.blocks) collect(block.props, block.key, block.type);
  collect([version.typeData, version.seoImage], "", "");
  return uses;
}

/** A file a page references that the library no longer has (the link report's media part). */
export interface MissingMedia {
  pageID: number;
  pageTitle: string;
  pageLocale: string;
  fileID: number;
  /** The block holding the reference; "" for the SEO image or the page type's data. */
  blockKey: string;
  blockType: string;
  /** Whether the published version has it (the public sees the gap). */
  live: boolean;
  /** The file is in the library's trash: restoring it mends the page (issue 22). */
  inTrash?: boolean;
}
