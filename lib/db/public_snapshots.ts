/**
 * The public snapshots: what every public page of a locale reads besides its own records (the
 * menus, collections and forms, lib/ops/site/public_snapshot.ts says what), and the sitemap
 * (lib/ops/site/sitemap.ts), each stored as bytes under its part (a locale, or "sitemap") for one
 * site revision, so that an instance that starts cold, or the first view after a publish,
 * reads it in one round trip instead of rebuilding it from many records (issue 27).
 *
 * - Valid for exactly one site revision: it carries the versionstamp of `site_revision` it was
 *   built at, and a reader takes it only when that is the revision its own state read
 *   (site_revision.ts). Every change to what it holds bumps the revision, so a stale one is never
 *   used, whichever process wrote it.
 * - Written with a check on that revision entry: a build that overlapped a bump (its reads may mix
 *   two states) is not written. Two processes may both build and write the same one; either
 *   write is right.
 * - A crash between a bump and the next write leaves an old one: readers rebuild and write it
 *   (lib/site/state.ts), so nothing depends on the writer that bumped being alive.
 * - Cut into chunks (a value holds at most 64 KiB); chunk 0 holds the header. The first
 *   {@link CHUNKS_READ_AT_ONCE} chunks are read in one round trip, the rest (a site with very
 *   long collections) in one more, in parallel batches.
 */
import { keys } from "./keys.ts";

const CHUNK_BYTES = 60_000;
/** Chunks read together with the header (one getMany holds at most 10 keys). */
const CHUNKS_READ_AT_ONCE = 10;
/** Chunks of one commit: 12 × 60 KB stays under the 800 KiB a commit may write. */
const MAX_CHUNKS = 12;

interface Chunk {
  /** The versionstamp of `site_revision` the snapshot was built at ("" before the first bump). */
  stamp: string;
  chunks: number;
  bytes: Uint8Array;
}

/** The revision entry a state read: the snapshot of that revision is the one to take. */
export interface RevisionEntry {
  versionstamp: string | null;
}

const stampOf = (revision: RevisionEntry) => revision.versionstamp ?? "";

/** The bytes of the snapshot of `part` at `revision`, or null (none, another revision, torn). */
export async function readPublicSnapshot(
  kv: Deno.Kv,
  part: string,
  revision: RevisionEntry,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const first = await kv.getMany<Chunk[]>(
    Array.from({ length: CHUNKS_READ_AT_ONCE }, (_, i) => keys.publicSnapshot(part, i)),
  );
  const head = first[0].value;
  if (!head || head.stamp !== stampOf(revision)) return null;
  const parts = first.slice(0, head.chunks).map((e) => e.value);
  if (head.chunks > CHUNKS_READ_AT_ONCE) {
    const rest = [];
    for (let i = CHUNKS_READ_AT_ONCE; i < head.chunks; i += 10) {
      const ids = Array.from({ length: Math.min(10, head.chunks - i) }, (_, j) => i + j);
      rest.push(kv.getMany<Chunk[]>(ids.map((n) => keys.publicSnapshot(part, n))));
    }
    for (const batch of await Promise.all(rest)) parts.push(...batch.map((e) => e.value));
  }
  // Every chunk of the same build (a newer write of fewer chunks leaves older ones behind).
  if (parts.some((p) => !p || p.stamp !== head.stamp || p.chunks !== head.chunks)) return null;
  const out = new Uint8Array(parts.reduce((n, p) => n + p!.bytes.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p!.bytes, at);
    at += p!.bytes.length;
  }
  return out;
}

/**
 * Writes the snapshot of `part` built at `revision`, unless the revision moved on since (then it is
 * stale already: nothing is written). False when not written (moved on, or too large to keep:
 * every instance then builds it for itself, as before snapshots).
 */
export async function writePublicSnapshot(
  kv: Deno.Kv,
  part: string,
  revision: RevisionEntry,
  bytes: Uint8Array,
): Promise<boolean> {
  const chunks = Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES));
  if (chunks > MAX_CHUNKS) return false;
  const stamp = stampOf(revision);
  const op = kv.atomic().check({ key: keys.siteRevision(), versionstamp: revision.versionstamp });
  for (let i = 0; i < chunks; i++) {
    const piece = bytes.slice(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
    op.set(keys.publicSnapshot(part, i), { stamp, chunks, bytes: piece } satisfies Chunk);
  }
  return (await op.commit()).ok;
}
