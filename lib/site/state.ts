/**
 * The state of the public site a request is answered from, and what every public page reads once
 * per state: the render context, the menus, the collections and the forms. Routes that draw a
 * public page (the site, the search page, the news archive, the form and newsletter pages, the
 * news API) take them from here.
 */
import type { PublicMenus } from "../content/menus.ts";
import { collectionTag, FORMS_TAG } from "../db/cache_tags.ts";
import type { Settings } from "../db/settings.ts";
import { type SiteState, siteView } from "../db/site_revision.ts";
import type { Deps } from "../ops/deps.ts";
import { publicMenus } from "../ops/site/menus.ts";
import { publishedCollections } from "../ops/site/collections.ts";
import { publicForms } from "../ops/forms/public_forms.ts";
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
 * The menus of a locale as drawn, read once per state of the site: every menu save, and every
 * change to a page they link to, bumps the site revision.
 */
export function menusOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicMenus> {
  return state.memo(
    `menus\u0000${locale}\u0000${settings.defaultLocale}`,
    () => publicMenus(deps.kv, locale, settings.defaultLocale),
    (menus) => menus.tags,
  );
}

/**
 * The published pages that list blocks show (news, locations, lab tests, FAQs) of a locale, read
 * once per state of the site like the menus.
 */
export function collectionsOf(
  deps: Deps,
  state: SiteState,
  locale: string,
  settings: Settings,
): Promise<PublicCollections> {
  return state.memo(
    `collections\u0000${locale}\u0000${settings.defaultLocale}`,
    () => publishedCollections(deps, locale, settings.defaultLocale),
    collectionTags(locale),
  );
}

/** The tags of every collection of a locale: what its collections were read from. */
export function collectionTags(locale: string): string[] {
  return COLLECTION_TYPES.map((type) => collectionTag(locale, type));
}

/**
 * The form templates that form blocks draw, read once per state of the site: a template save
 * bumps the site revision (lib/db/forms.ts).
 */
export function formsOf(deps: Deps, state: SiteState): Promise<PublicForms> {
  return state.memo("forms", () => publicForms(deps), [FORMS_TAG]);
}
