/**
 * The state of the public site a request is answered from, and what every public page reads once
 * per state: the render context, and the public snapshot of a locale (the menus, the collections
 * and the forms). Routes that draw a
 * public page (the site, the search page, the news archive, the form and newsletter pages, the
 * news API) take them from here.
 */
import type { PublicMenus } from "../content/menus.ts";
import { collectionTag, FORMS_TAG } from "../db/cache_tags.ts";
import type { Settings } from "../db/settings.ts";
import { type SiteState, siteView } from "../db/site_revision.ts";
import type { Deps } from "../ops/deps.ts";
import { inBackground } from "../ops/background.ts";
import {
  buildPublicSnapshot,
  cacheWriteFailed,
  keepPublicSnapshot,
  type PublicSnapshot,
  storedPublicSnapshot,
} from "../ops/site/public_snapshot.ts";
import type { RevisionEntry } from "../db/public_snapshots.ts";
import { COLLECTION_TYPES, type PublicCollections } from "../render/collections.ts";
import type { RenderContext } from "../render/context.ts";
import type { PublicForms } from "../render/forms.ts";

export type { Settings, SiteState };

/** The state of the public site a request that starts now is answered from. */
export function siteStateOf(deps: Deps): Promise<SiteState> | SiteState {
  return siteView(deps.kv).current();
}

export function renderContext(deps: Deps, locale: string, settings: Settings): RenderContext {
  return {
    locale,
    defaultLocale: settings.defaultLocale,
    displayLanguage: settings.displayLanguage,
    siteName: deps.config.siteName,
    publicUrl: deps.config.publicUrl,
    preview: false,
    search: true,
  };
}

/**
 * What every public page of a locale reads besides its own records — the menus, the collections
 * and the forms — once per state of the site: from the snapshot stored for this site revision
 * (lib/ops/site/public_snapshot.ts; one round trip, read side by side with the page's pointer),
 * else built from the records and stored for every instance (the answer does not wait for the
 * write). Every change to any of them (a menu save, a page publish, unpublish or delete, a
 * template or settings save) bumps the site revision, and names the cache tags it touched: the
 * snapshot held in memory is dropped only by a change that meets its tags ({@link snapshotTags}),
 * then read again for the revision of that moment (lib/db/site_revision.ts drops the revision
 * read by any change).
 */
export async function publicSnapshotOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicSnapshot> {
  return (await heldSnapshot(deps, state, locale, settings)).snapshot;
}

/** The snapshot as this state holds it, with the revision it was read or built at. */
function heldSnapshot(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<{ snapshot: PublicSnapshot; revision: RevisionEntry }> {
  return state.memo(
    `snapshot\u0000${locale}\u0000${settings.defaultLocale}`,
    async () => {
      const revision = await state.revision();
      const stored = await storedPublicSnapshot(deps, locale, revision);
      if (stored) return { snapshot: stored, revision };
      const built = await buildPublicSnapshot(deps, locale, settings.defaultLocale);
      inBackground(
        keepPublicSnapshot(deps, locale, revision, built)
          .catch(cacheWriteFailed("public snapshot", { locale })),
      );
      return { snapshot: built, revision };
    },
    ({ snapshot }) => snapshotTags(locale, snapshot),
  );
}

/**
 * After a change of this process (lib/site/public_prebuild.ts): the snapshot of `locale` for the
 * revision `state` reads now is held and stored. One this state holds from before a change that
 * did not touch it is right here, but the store has none for the new revision yet: it is built
 * from the records for the store (not copied: a change of another process this one has not
 * caught up with yet may have touched it), so a cold instance reads it in one round trip.
 */
export async function keepSnapshotStored(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<void> {
  const [held, revision] = await Promise.all([
    heldSnapshot(deps, state, locale, settings),
    state.revision(),
  ]);
  if (held.revision.versionstamp === revision.versionstamp) return;
  const built = await buildPublicSnapshot(deps, locale, settings.defaultLocale);
  await keepPublicSnapshot(deps, locale, revision, built);
}

/**
 * What a locale's snapshot was built from, as cache tags: its menus (the saved menus and the
 * pages they link to), every collection of the locale and every form template.
 */
function snapshotTags(locale: string, snapshot: PublicSnapshot): string[] {
  return [...snapshot.menus.tags, ...collectionTags(locale), FORMS_TAG];
}

/** The menus of a locale as drawn ({@link publicSnapshotOf}). */
export async function menusOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicMenus> {
  return (await publicSnapshotOf(deps, state, locale, settings)).menus;
}

/**
 * The published pages that list blocks show (news, locations, lab tests, FAQs) of a locale
 * ({@link publicSnapshotOf}).
 */
export async function collectionsOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicCollections> {
  return (await publicSnapshotOf(deps, state, locale, settings)).collections;
}

/** The tags of every collection of a locale: what its collections were read from. */
export function collectionTags(locale: string): string[] {
  return COLLECTION_TYPES.map((type) => collectionTag(locale, type));
}

/**
 * The form templates that form blocks draw ({@link publicSnapshotOf}: the same in every locale's;
 * the default locale's unless `locale` says which is read anyway).
 */
export async function formsOf(
  deps: Deps,
  state: SiteState,
  locale?: string,
): Promise<PublicForms> {
  const settings = await state.settings();
  return (await publicSnapshotOf(deps, state, locale ?? settings.defaultLocale, settings)).forms;
}
