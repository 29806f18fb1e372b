/**
 * The export archive's format (docs/archive-format.md): gzip-compressed JSON lines. The first
 * line is the header (format and schema version, so a reader refuses a newer archive before
 * reading on), then one line per KV entry in key order, then the manifest (counts, hashes) as the
 * last line — last so that the archive can be written in one streaming pass, and so that a
 * cut-off archive has none and is refused.
 */
import { z } from "zod";
import type { Json } from "./archive_codec.ts";

export const ARCHIVE_FORMAT = "ximblox-archive";
/** Raise when the format changes; readers refuse archives newer than they know. */
export const ARCHIVE_FORMAT_VERSION = 1;

const versions = {
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  schemaVersion: z.number().int().positive(),
};

export const archiveHeader = z.object({
  ...versions,
  createdAt: z.string(),
  /** "snapshot": read from a point-in-time copy of a store file; "live": read from the store. */
  source: z.enum(["snapshot", "live"]),
});
export type ArchiveHeader = z.infer<typeof archiveHeader>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const blobEntry = z.object({
  id: z.string(),
  size: z.number().int().nonnegative(),
  chunks: z.number().int().nonnegative(),
  sha256,
});
export type BlobEntry = z.infer<typeof blobEntry>;

export const archiveManifest = z.object({
  ...versions,
  /** Entries carried, in all and per kind (the first part of their key). */
  records: z.number().int().nonnegative(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** SHA-256 of the record lines as written (each line's UTF-8 bytes and its "\n"). */
  recordsSha256: sha256,
  /** Every chunked blob (media files, renditions…): its id, size, chunk count and SHA-256. */
  blobs: z.array(blobEntry),
  /** Media files: id → SHA-256 of their bytes and the blob holding them (null: a video link). */
  media: z.record(z.string(), z.object({ sha256: z.string(), blob: z.string().nullable() })),
  /** Key prefixes not carried, with the reason (for the reader; not used by import). */
  notCarried: z.record(z.string(), z.string()),
});
export type ArchiveManifest = z.infer<typeof archiveManifest>;

/**
 * A record line: `{"k": key, "v": value}` in the tagged JSON of lib/db/archive_codec.ts, whose
 * decoder checks the inside (a deep schema here would only walk every value twice).
 */
export const recordLine = z.object({ k: z.array(z.unknown()).min(1), v: z.unknown() });
export type RecordLine = { k: Json[]; v: Json };

/** An archive's default file name: `ximblox-export-2026-11-27-004512.jsonl.gz` (UTC). */
export function archiveFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, "").replace("T", "-").replace(/:/g, "");
  return `ximblox-export-${stamp}.jsonl.gz`;
}

/** The manifest line: `{"manifest": …}`. */
export const manifestLine = z.object({ manifest: archiveManifest });
