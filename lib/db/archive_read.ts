/**
 * Reading an export archive (docs/archive-format.md): one streaming pass that checks everything
 * — gzip, the header's format and schema versions, every line and tag, the records' SHA-256,
 * the counts, every blob's SHA-256 — and refuses ({@link ArchiveRefused}) at the first thing
 * wrong. {@link verifyArchive} is that pass alone; the import (lib/db/archive_import.ts) makes
 * it again while it writes.
 */
import { createHash, type Hash } from "node:crypto";
import { ArchiveCodecError, decodeKey, decodeValue, encodeKey } from "./archive_codec.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  type ArchiveHeader,
  archiveHeader,
  type ArchiveManifest,
  type BlobEntry,
  manifestLine,
  recordLine,
} from "./archive_format.ts";
import { notCarriedReason } from "./archive_scope.ts";
import { keys } from "./keys.ts";
import { SCHEMA_VERSION } from "./schema.ts";

/** A refusal: the archive or the target is not fit; its message is the one line to show. */
export class ArchiveRefused extends Error {}

/** Opens the archive's bytes afresh (it is read twice: to verify, then to load). */
export type ArchiveOpener = () => Promise<ReadableStream<Uint8Array<ArrayBuffer>>>;

export interface Entry {
  key: Deno.KvKey;
  value: unknown;
  /** Upper bound of the bytes KV counts for it (V8 stores a string in at most 2 bytes a char). */
  bytes: number;
}

/** The archive's lines, decompressed; a stream that is not gzip data is refused. */
async function* linesOf(bytes: ReadableStream<Uint8Array<ArrayBuffer>>): AsyncGenerator<string> {
  let rest = "";
  try {
    const text = bytes.pipeThrough(new DecompressionStream("gzip"))
      .pipeThrough(new TextDecoderStream("utf-8", { fatal: true }));
    for await (const piece of text) {
      const parts = (rest + piece).split("\n");
      rest = parts.pop()!;
      yield* parts;
    }
  } catch (err) {
    if (err instanceof ArchiveRefused) throw err;
    throw new ArchiveRefused(
      `The file is not a readable export archive (damaged or not gzip data: ${
        (err as Error).message
      }).`,
    );
  }
  if (rest) yield rest;
}

function parseJson(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ArchiveRefused(`The archive is damaged: ${what} is not valid JSON.`);
  }
}

/** The header, checked: a foreign file or a newer format or schema is refused here. */
function readHeader(line: string | undefined): ArchiveHeader {
  const json = line === undefined ? null : (() => {
    try {
      return JSON.parse(line);
    } catch {
      return null;
    }
  })();
  if ((json as { format?: unknown } | null)?.format !== ARCHIVE_FORMAT) {
    throw new ArchiveRefused("The file is not a Ximblox export archive.");
  }
  const header = archiveHeader.safeParse(json);
  if (!header.success) throw new ArchiveRefused("The archive's header is damaged.");
  refuseNewer(header.data);
  return header.data;
}

function refuseNewer(v: { formatVersion: number; schemaVersion: number }): void {
  if (v.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveRefused(
      `The archive has format version ${v.formatVersion}; this Ximblox reads up to ` +
        `${ARCHIVE_FORMAT_VERSION}. Import it with a newer Ximblox.`,
    );
  }
  if (v.schemaVersion > SCHEMA_VERSION) {
    throw new ArchiveRefused(
      `The archive's data has schema version ${v.schemaVersion}; this Ximblox knows up to ` +
        `${SCHEMA_VERSION}. Import it with a newer Ximblox.`,
    );
  }
}

/**
 * What a pass over the archive's records counts: what the export writes into the manifest, and
 * what an import holds against it.
 */
export class Tally {
  records = 0;
  counts: Record<string, number> = {};
  hash = createHash("sha256");
  blobs: BlobEntry[] = [];
  #blob: { id: string; size: number; chunks: number; hash: Hash } | null = null;

  /** Counts a record line (without its "\n") of the entry `key`, `value`. */
  add(line: string, key: Deno.KvKey, value: unknown): void {
    this.hash.update(line + "\n");
    const kind = String(key[0]);
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
    this.records++;
    if (key[0] !== keys.blobChunks("")[0]) return;
    const id = String(key[1]);
    if (this.#blob?.id !== id) this.closeBlob();
    const blob = this.#blob ??= { id, size: 0, chunks: 0, hash: createHash("sha256") };
    // Chunks need not run 0…n-1: a blob being deleted (in several commits) may be caught
    // halfway. What counts is that the archive holds what its manifest says.
    if (!(value instanceof Uint8Array)) {
      throw new ArchiveRefused(`The archive is damaged: blob ${id} has a chunk that is not bytes.`);
    }
    blob.hash.update(value);
    blob.size += value.byteLength;
    blob.chunks++;
  }

  closeBlob(): void {
    const b = this.#blob;
    if (b) {
      this.blobs.push({ id: b.id, size: b.size, chunks: b.chunks, sha256: b.hash.digest("hex") });
    }
    this.#blob = null;
  }

  /** Refuses unless everything counted matches the manifest. */
  check(header: ArchiveHeader, manifest: ArchiveManifest): void {
    this.closeBlob();
    if (
      manifest.formatVersion !== header.formatVersion ||
      manifest.schemaVersion !== header.schemaVersion
    ) {
      throw new ArchiveRefused("The archive is damaged: its header and manifest disagree.");
    }
    if (this.hash.digest("hex") !== manifest.recordsSha256) {
      throw new ArchiveRefused("The archive is damaged: the records' SHA-256 does not match.");
    }
    const counts = (c: Record<string, number>) =>
      JSON.stringify(Object.entries(c).sort(([a], [b]) => a < b ? -1 : 1));
    if (this.records !== manifest.records || counts(this.counts) !== counts(manifest.counts)) {
      throw new ArchiveRefused("The archive is damaged: the record counts do not match.");
    }
    const listed = new Map(manifest.blobs.map((b) => [b.id, b]));
    if (listed.size !== this.blobs.length) {
      throw new ArchiveRefused("The archive is damaged: the blobs do not match the manifest.");
    }
    for (const blob of this.blobs) {
      const want = listed.get(blob.id);
      if (
        !want || want.sha256 !== blob.sha256 || want.size !== blob.size ||
        want.chunks !== blob.chunks
      ) {
        throw new ArchiveRefused(
          `The archive is damaged: blob ${blob.id}'s SHA-256 does not match.`,
        );
      }
    }
    for (const [id, file] of Object.entries(manifest.media)) {
      if (file.blob !== null && listed.get(file.blob)?.sha256 !== file.sha256) {
        throw new ArchiveRefused(`The archive is damaged: media file ${id}'s bytes do not match.`);
      }
    }
  }
}

/**
 * One pass over the archive: every line checked and, when `onEntry` is given, handed to it in
 * order. Answers the manifest once everything matched; refuses ({@link ArchiveRefused}) otherwise.
 */
export async function passOver(
  bytes: ReadableStream<Uint8Array<ArrayBuffer>>,
  onEntry?: (entry: Entry) => Promise<void>,
): Promise<{ header: ArchiveHeader; manifest: ArchiveManifest }> {
  const lines = linesOf(bytes);
  try {
    const header = readHeader((await lines.next()).value || undefined);
    const tally = new Tally();
    let manifest: ArchiveManifest | null = null;
    for await (const line of lines) {
      if (manifest) throw new ArchiveRefused("The archive is damaged: lines after its manifest.");
      const json = parseJson(line, `line ${tally.records + 2}`);
      if (json !== null && typeof json === "object" && "manifest" in json) {
        const parsed = manifestLine.safeParse(json);
        if (!parsed.success) throw new ArchiveRefused("The archive's manifest is damaged.");
        manifest = parsed.data.manifest;
        continue;
      }
      const entry = decodeEntry(json, line, tally.records + 2);
      // Checked against the table the export filters with (archive_scope.ts): an archive that
      // holds what no export writes (a session, a reset link, the CSRF secret, the import's own
      // marks) was made by hand, and would hand the new store sign-ins nobody made there.
      const refused = notCarriedReason(entry.key, entry.value);
      if (refused) {
        throw new ArchiveRefused(
          `The archive holds a key that an export never carries (line ${tally.records + 2}, ` +
            `${JSON.stringify(encodeKey(entry.key))}: ${refused}); it was not written by ` +
            "`deno task export`.",
        );
      }
      tally.add(line, entry.key, entry.value);
      await onEntry?.(entry);
    }
    if (!manifest) {
      throw new ArchiveRefused("The archive is incomplete: it ends before its manifest.");
    }
    tally.check(header, manifest);
    return { header, manifest };
  } finally {
    await lines.return(undefined);
  }
}

function decodeEntry(json: unknown, line: string, lineNumber: number): Entry {
  const parsed = recordLine.safeParse(json);
  if (!parsed.success) throw new ArchiveRefused(`The archive is damaged at line ${lineNumber}.`);
  try {
    const key = decodeKey(parsed.data.k);
    const value = decodeValue(parsed.data.v);
    const bytes = value instanceof Uint8Array ? value.byteLength + 2 * 1024 : 2 * line.length;
    return { key, value, bytes };
  } catch (err) {
    if (!(err instanceof ArchiveCodecError)) throw err;
    throw new ArchiveRefused(`The archive is damaged at line ${lineNumber}: ${err.message}`);
  }
}

export function sameKey(a: Deno.KvKey, b: Deno.KvKey): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

/** Checks the whole archive; answers its manifest or refuses it. Writes nothing. */
export async function verifyArchive(open: ArchiveOpener): Promise<ArchiveManifest> {
  return (await passOver(await open())).manifest;
}
