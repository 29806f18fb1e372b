/**
 * The library files a version uses: every `{fileID}` anywhere in its blocks' props (image blocks,
 * text-image, team members, and any block type added later), its page type data and its SEO
 * image.
 */
import type { Block } from "./blocks/index.ts";

export function mediaFileIDs(
  version: { blocks: Block[]; seoImage: { fileID: number }[]; typeData?: unknown },
): number[] {
  const ids = new Set<number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const obj = value as Record<string, unknown>;
    if (typeof obj.fileID === "number" && Number.isInteger(obj.fileID)) ids.add(obj.fileID);
    for (const child of Object.values(obj)) visit(child);
  };
  for (const block of version.blocks) visit(block.props);
  visit(version.typeData);
  for (const image of version.seoImage) ids.add(image.fileID);
  return [...ids].sort((a, b) => a - b);
}
