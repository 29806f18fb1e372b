/**
 * A published page with everything drawing it needs, read in as few round trips in sequence as
 * its manifest allows (lib/db/page_manifests.ts, issue 27): with a manifest valid for the
 * pointer, the page, the version, the blocks blob and the library files are read together (one
 * round trip after the pointer); without one, as `loadPublished` reads them (one after another),
 * and the manifest is written for the next view, on any instance. Whatever the manifest names is
 * checked against the records read; where they differ, the page is read as without one.
 */
import { formBlocksOf } from "../../content/forms.ts";
import { mediaFileIDs } from "../../content/media_usage.ts";
import { getMediaMany } from "../../db/media.ts";
import { MANIFEST_FORMAT, type PageManifest, writePageManifest } from "../../db/page_manifests.ts";
import { getPage } from "../../db/pages.ts";
import {
  getPublishedEntry,
  type PublishedPointer,
  type PublishedRead,
} from "../../db/published_pointers.ts";
import { readBlocksAt } from "../../db/version_blocks.ts";
import { getVersion } from "../../db/versions.ts";
import { cacheWriteFailed } from "./public_snapshot.ts";
import { inBackground } from "../background.ts";
import type { Deps } from "../deps.ts";
import { mediaSetOf, mediaSigner } from "./render_media.ts";
import { loadPublished } from "./page_by_slug.ts";

export type LoadedPage = NonNullable<Awaited<ReturnType<typeof loadPublished>>>;

/**
 * The published version `pointer` names, as `loadPublished` answers it; `read` is what the site
 * state read with the pointer (its entry's versionstamp and the manifest, if valid).
 */
export async function loadPublishedPage(
  deps: Deps,
  pointer: PublishedPointer,
  read?: PublishedRead,
): Promise<LoadedPage | null> {
  if (read?.manifest) {
    const found = await fromManifest(deps, read.manifest);
    if (found) return found;
  }
  const found = await loadPublished(deps, pointer);
  if (found && read?.pointerStamp) {
    const { locale, slug } = found.page;
    const manifest = manifestOf(pointer, found);
    inBackground(
      writePageManifest(deps.kv, locale, slug, read.pointerStamp, manifest)
        .catch(cacheWriteFailed("page manifest", { locale, slug })),
    );
  }
  return found;
}

/**
 * Writes the manifest of the page published at `locale`/`slug` (after a publish, so that its
 * first view anywhere reads it in one round trip). Nothing when none is published there.
 */
export async function keepPageManifest(deps: Deps, locale: string, slug: string): Promise<void> {
  const entry = await getPublishedEntry(deps.kv, locale, slug);
  if (!entry.value || !entry.versionstamp) return;
  const found = await loadPublished(deps, entry.value);
  if (!found || found.page.locale !== locale || found.page.slug !== slug) return;
  await writePageManifest(
    deps.kv,
    locale,
    slug,
    entry.versionstamp,
    manifestOf(entry.value, found),
  );
}

function manifestOf(pointer: PublishedPointer, found: LoadedPage): PageManifest {
  return {
    format: MANIFEST_FORMAT,
    rev: pointer.rev,
    pageID: found.page.id,
    versionID: found.version.id,
    blocksRef: found.version.blocksRef,
    mediaIDs: mediaFileIDs({ blocks: found.blocks, ...found.version }),
    alternates: found.alternates,
    title: found.version.title,
    forms: [...formBlocksOf(found.blocks)],
  };
}

/** The page as its manifest says, read in one round trip; null when the records differ. */
async function fromManifest(deps: Deps, m: PageManifest): Promise<LoadedPage | null> {
  const [page, version, blocks, files, sign] = await Promise.all([
    getPage(deps.kv, m.pageID),
    getVersion(deps.kv, m.versionID),
    // A blob replaced since (a link rewrite) may be gone: then read as without a manifest.
    readBlocksAt(deps.kv, m.blocksRef).catch(() => null),
    getMediaMany(deps.kv, m.mediaIDs),
    mediaSigner(deps),
  ]);
  if (!page || !version || !blocks || page.publishedVersionID !== version.id) return null;
  if (version.blocksRef.id !== m.blocksRef.id) return null;
  const named = new Set(m.mediaIDs);
  if (mediaFileIDs({ blocks, ...version }).some((id) => !named.has(id))) return null;
  return { page, version, blocks, alternates: m.alternates, media: mediaSetOf(files, sign) };
}
