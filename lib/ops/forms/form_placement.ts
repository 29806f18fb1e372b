/**
 * Where a public form may be sent from: a form block of a page's PUBLISHED version, naming the
 * template that was posted. A visitor posts the page (`xbPage`) and the block (`xbBlock`); both
 * are only claims, so every answer to a form post — stored, thanked by the honeypot, drawn again
 * — goes through {@link publishedFormPage} and never reads a page record's own fields that a
 * draft changes (its title is the draft's): counting through page ids must learn nothing that
 * the published site does not show.
 *
 * What a page shows is read once per state of the site (lib/db/site_revision.ts): a publish,
 * unpublish or delete bumps the revision, so a page taken off the site takes no more posts.
 */
import { getPage } from "../../db/pages.ts";
import { getVersion } from "../../db/versions.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { type SiteState, siteView } from "../../db/site_revision.ts";
import { publishedPointerIn, publishedReadIn } from "../../db/published_pointers.ts";
import { FORMS_TAG, pageTag } from "../../db/cache_tags.ts";
import { formBlocksOf } from "../../content/forms.ts";
import type { Deps } from "../deps.ts";

/** A published page as a form post may name it: published data only. */
export interface PublishedFormPage {
  pageID: number;
  /** The published version. */
  versionID: number;
  locale: string;
  slug: string;
  /** The published version's title. */
  title: string;
  /** The form blocks of the published version: block key → template id. */
  forms: ReadonlyMap<string, number>;
}

async function load(
  deps: Deps,
  state: SiteState,
  pageID: number,
): Promise<PublishedFormPage | null> {
  const page = await getPage(deps.kv, pageID);
  if (!page || page.publishedVersionID === null) return null;
  // The page's manifest, read with its pointer as the site reads it (lib/db/page_manifests.ts),
  // names its published title and form blocks: one round trip instead of the version and blocks.
  const pointer = await publishedPointerIn(deps.kv, state, page.locale, page.slug);
  const manifest = publishedReadIn(state, page.locale, page.slug)?.manifest;
  if (
    pointer?.pageID === pageID && pointer.versionID === page.publishedVersionID &&
    manifest?.versionID === pointer.versionID
  ) {
    return {
      pageID,
      versionID: manifest.versionID,
      locale: page.locale,
      slug: page.slug,
      title: manifest.title,
      forms: new Map(manifest.forms),
    };
  }
  const version = await getVersion(deps.kv, page.publishedVersionID);
  if (!version) return null;
  return {
    pageID,
    versionID: version.id,
    locale: page.locale,
    slug: page.slug,
    title: version.title,
    forms: formBlocksOf(await readBlocks(deps.kv, version)),
  };
}

/** The published page `pageID` (null: none, or not published). */
export async function publishedFormPage(
  deps: Deps,
  pageID: number | null,
): Promise<PublishedFormPage | null> {
  if (pageID === null) return null;
  const state = await siteView(deps.kv).current();
  // What it reads: the page, its published version (or manifest), the form blocks it shows.
  return state.memo(
    `form-page\u0000${pageID}`,
    () => load(deps, state, pageID),
    [pageTag(pageID), FORMS_TAG],
  );
}

/**
 * The published page whose block `blockKey` shows the form `templateID`, or null: the only place
 * a submission is taken from.
 */
export async function formPlacement(
  deps: Deps,
  where: { pageID: number | null; blockKey: string | undefined; templateID: number },
): Promise<PublishedFormPage | null> {
  const page = await publishedFormPage(deps, where.pageID);
  if (!page || where.blockKey === undefined) return null;
  return page.forms.get(where.blockKey) === where.templateID ? page : null;
}
