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
  buildPublicSnapshotPart,
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
 * and the forms — once per state of the site, each part held on its own and dropped only by a
 * change that meets its tags (the menus' own, the locale's collections, the form templates).
 *
 * A state that holds none of them (a fresh instance, or after a change that touched everything)
 * reads the snapshot stored for this site revision (lib/ops/site/public_snapshot.ts; one round
 * trip, side by side with the page's pointer), else builds it whole from the records and stores
 * it for every instance (the answer does not wait for the write). A state that still holds some
 * of them lost the others to a change just now: it builds only those from the records, at once
 * (the store has no snapshot of the new revision yet: the process that made the change is
 * building it, lib/site/public_prebuild.ts). So the first view after a publish that touched the
 * menus waits for the menus alone, not for a whole snapshot (issue 27).
 */
export async function publicSnapshotOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicSnapshot> {
  // Read before any part is asked for: asking makes it held.
  const warm = PARTS.some((part) => state.holds(partKey(part, locale, settings)));
  const [menus, collections, forms] = await Promise.all([
    snapshotPart(deps, state, locale, settings, "menus", warm),
    snapshotPart(deps, state, locale, settings, "collections", warm),
    snapshotPart(deps, state, locale, settings, "forms", warm),
  ]);
  return { menus, collections, forms };
}

type Part = keyof PublicSnapshot;
const PARTS: Part[] = ["menus", "collections", "forms"];

const partKey = (part: Part, locale: string, settings: Settings) =>
  `snapshot\u0000${part}\u0000${locale}\u0000${settings.defaultLocale}`;

/** What a part was built from, as cache tags: the menus name theirs (the pages they link). */
function partTags<K extends Part>(part: K, locale: string, value: PublicSnapshot[K]): string[] {
  if (part === "menus") return (value as PublicMenus).tags;
  return part === "collections" ? collectionTags(locale) : [FORMS_TAG];
}

function snapshotPart<K extends Part>(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
  part: K,
  warm: boolean,
): Promise<PublicSnapshot[K]> {
  return state.memo(
    partKey(part, locale, settings),
    async () => {
      if (warm) return await buildPublicSnapshotPart(deps, locale, settings.defaultLocale, part);
      return (await wholeSnapshot(deps, state, locale, settings)).snapshot[part];
    },
    (value) => partTags(part, locale, value),
  );
}

/**
 * The whole snapshot of this state's revision: stored, or built and stored. Any change drops it
 * (it is one revision's); the parts taken from it are held on their own.
 */
function wholeSnapshot(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<{ snapshot: PublicSnapshot; revision: RevisionEntry }> {
  return state.memo(`snapshot\u0000${locale}\u0000${settings.defaultLocale}`, async () => {
    const revision = await state.revision();
    const stored = await storedPublicSnapshot(deps, locale, revision);
    if (stored) return { snapshot: stored, revision };
    const built = await buildPublicSnapshot(deps, locale, settings.defaultLocale);
    inBackground(
      keepPublicSnapshot(deps, locale, revision, built)
        .catch(cacheWriteFailed("public snapshot", { locale })),
    );
    return { snapshot: built, revision };
  });
}

/**
 * After a change of this process (lib/site/public_prebuild.ts): the snapshot of `locale` for the
 * revision `state` reads now is stored, built from the records (not from the parts this state
 * holds: a change of another process this one has not caught up with yet may have touched
 * them), so a cold instance reads it in one round trip. Nothing to do when this state already
 * read or built it at this revision.
 */
export async function keepSnapshotStored(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<void> {
  const revision = await state.revision();
  const whole = `snapshot\u0000${locale}\u0000${settings.defaultLocale}`;
  if (state.holds(whole)) {
    const held = await wholeSnapshot(deps, state, locale, settings);
    if (held.revision.versionstamp === revision.versionstamp) return;
  }
  const built = await buildPublicSnapshot(deps, locale, settings.defaultLocale);
  await keepPublicSnapshot(deps, locale, revision, built);
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
