/**
 * The manifest of a published page: what drawing it needs that its records only say one read at
 * a time (the blocks blob, the library files the blocks show, its published translations), so
 * that a cold view reads the page, the version, the blob and the files together, in one round
 * trip, right after reading the pointer (issue 27; lib/ops/site/published_page.ts reads it).
 *
 * - Read together with the published pointer (one `getMany`, published_pointers.ts) and taken only
 *   when it names the pointer's revision: every change of what the page shows without a new
 *   version (links rewritten in place, a translation published or removed, a library file
 *   replaced) gives the pointer a fresh revision (`refreshPointer`), as it does for the HTML cache.
 * - Written with a check on the pointer entry it was built from, by the process that published
 *   (right after the commit, lib/site/public_prebuild.ts) or by the first reader that found none:
 *   a pointer that moved on meanwhile is not described by it, so it is not written.
 * - What it names is checked again as the records are read (the blob against the version's, the
 *   files against the blocks'): a manifest can make a view slower, never wrong.
 */
import type { BlobRef } from "./blobs.ts";
import { keys } from "./keys.ts";

/**
 * The manifest's shape: one written by code that shaped it otherwise (an older or newer version
 * of Ximblox on the same store) is not taken, but built again.
 */
export const MANIFEST_FORMAT = 1;

export interface PageManifest {
  format: typeof MANIFEST_FORMAT;
  /** The published pointer's revision it describes. */
  rev: string;
  pageID: number;
  versionID: number;
  blocksRef: BlobRef;
  /** The library files the version names (blocks, SEO image, type data). */
  mediaIDs: number[];
  /** The page's published translations (hreflang), itself included. */
  alternates: { locale: string; slug: string }[];
  /** The version's title (a form post names the page it came from by it). */
  title: string;
  /** The version's form blocks: block key → template id (where a form may be posted from). */
  forms: [string, number][];
}

/**
 * Writes the manifest of the page published at `locale`/`slug`, if its pointer is still the
 * entry it was built from (`pointerStamp`). False when it moved on.
 */
export async function writePageManifest(
  kv: Deno.Kv,
  locale: string,
  slug: string,
  pointerStamp: string,
  manifest: PageManifest,
): Promise<boolean> {
  const op = kv.atomic()
    .check({ key: keys.published(locale, slug), versionstamp: pointerStamp })
    .set(keys.pageManifest(locale, slug), manifest);
  return (await op.commit()).ok;
}
