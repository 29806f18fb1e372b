/**
 * Writing an export archive (format: lib/db/archive_format.ts, docs/archive-format.md) as a
 * stream: entries are read from KV page by page and leave as gzip bytes as the reader takes them,
 * so a store larger than memory needs no more memory than a page of entries and the manifest's
 * list of blob hashes.
 */
import { encodeKey, encodeValue } from "./archive_codec.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchiveHeader,
  type ArchiveManifest,
  type BlobEntry,
} from "./archive_format.ts";
import { Tally } from "./archive_read.ts";
import { blobsNotCarried, isCarried, notCarriedReasons } from "./archive_scope.ts";
import { keys } from "./keys.ts";
import type { MediaFileRecord } from "./media.ts";
import { newerSchemaReason, readSchema, SCHEMA_VERSION } from "./schema.ts";

/** Lines are handed on in pieces of about this many characters (fewer, larger stream chunks). */
const PIECE_CHARS = 256 * 1024;

/** An export refused for what the store holds; the message says why, in one line. */
export class ExportRefused extends Error {}

export interface ExportOptions {
  source: ArchiveHeader["source"];
  /** Called after the manifest is written (the command prints a summary from it). */
  onManifest?: (manifest: ArchiveManifest) => void;
}

/** The archive of `kv` as gzip bytes. */
export function exportArchive(kv: Deno.Kv, options: ExportOptions): ReadableStream<Uint8Array> {
  return ReadableStream.from(pieces(archiveLines(kv, options)))
    .pipeThrough(new TextEncoderStream())
    .pipeThrough(new CompressionStream("gzip"));
}

async function* pieces(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = "";
  for await (const line of lines) {
    piece += line;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = "";
    }
  }
  if (piece) yield piece;
}

async function* archiveLines(kv: Deno.Kv, options: ExportOptions): AsyncGenerator<string> {
  // A store an import did not finish would make an archive that looks complete but is not.
  if ((await kv.get(keys.importMarker())).value !== null) {
    throw new ExportRefused(
      "The store holds an unfinished import; finish the import before exporting.",
    );
  }
  // A store Ximblox never started on has no mark; its records are of this code's shape. One of a
  // newer schema may hold keys this code would not know to leave out (archive_scope.ts).
  const mark = await readSchema(kv);
  const newer = newerSchemaReason(mark);
  if (newer) throw new ExportRefused(newer);
  const schemaVersion = mark?.version ?? SCHEMA_VERSION;
  const versions = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    schemaVersion,
  } as const;
  const header: ArchiveHeader = {
    ...versions,
    createdAt: new Date().toISOString(),
    source: options.source,
  };
  yield JSON.stringify(header) + "\n";

  const skipBlobs = await blobsNotCarried(kv);
  // Blob chunks come in key order (by blob id, then chunk index): the tally hashes each blob.
  const tally = new Tally();
  const media: ArchiveManifest["media"] = {};
  const blobChunks = keys.blobChunks("")[0];
  const mediaFiles = keys.mediaFiles()[0];

  for await (const entry of kv.list({ prefix: [] }, { batchSize: 500 })) {
    const { key, value } = entry;
    if (!isCarried(key, value)) continue;
    if (key[0] === blobChunks) {
      if (skipBlobs.has(String(key[1]))) continue;
    } else if (key[0] === mediaFiles && key.length === 2) {
      const file = value as MediaFileRecord;
      media[String(key[1])] = { sha256: file.sha256, blob: file.blob?.id ?? null };
    }
    const line = JSON.stringify({ k: encodeKey(key), v: encodeValue(value) });
    tally.add(line, key, value);
    yield line + "\n";
  }
  tally.closeBlob();
  refuseDamagedMedia(media, tally.blobs);

  const manifest: ArchiveManifest = {
    ...versions,
    records: tally.records,
    counts: tally.counts,
    recordsSha256: tally.hash.digest("hex"),
    blobs: tally.blobs,
    media,
    notCarried: notCarriedReasons(),
  };
  yield JSON.stringify({ manifest }) + "\n";
  options.onManifest?.(manifest);
}

/**
 * An export of a store whose media file does not match its own hash would be refused by every
 * import; better to say so now, naming the file, than after the move has begun.
 */
function refuseDamagedMedia(media: ArchiveManifest["media"], blobs: BlobEntry[]): void {
  const hashes = new Map(blobs.map((b) => [b.id, b.sha256]));
  for (const [id, file] of Object.entries(media)) {
    if (file.blob !== null && hashes.get(file.blob) !== file.sha256) {
      throw new ExportRefused(
        `Media file ${id} is damaged in the store: its bytes do not match its SHA-256. Delete or ` +
          "upload it again, then export again.",
      );
    }
  }
}
