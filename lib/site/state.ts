/**
 * The state of the public site a request is answered from, and what every public page reads once
 * per state: the render context, and the public snapshot of a locale (the menus, the collections
 * and the forms). Routes that draw a
 * public page (the site, the search page, the news archive, the form and newsletter pages, the
 * news API) take them from here.
 */
import type { PublicMenus } from "../content/menus.ts";
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
import type { PublicCollections } from "../render/collections.ts";
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
 * template or settings save) bumps the site revision.
 */
export function publicSnapshotOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicSnapshot> {
  return state.memo(`snapshot\u0000${locale}\u0000${settings.defaultLocale}`, async () => {
    const revision = await state.revision();
    const stored = await storedPublicSnapshot(deps, locale, revision);
    if (stored) return stored;
    const built = await buildPublicSnapshot(deps, locale, settings.defaultLocale);
    inBackground(
      keepPublicSnapshot(deps, locale, revision, built)
        .catch(cacheWriteFailed("public snapshot", { locale })),
    );
    return built;
  });
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
