/**
 * The cache tags (lib/db/cache_tags.ts) of what a public address answers: of a remembered route
 * (this process drops it when a change meets them) and of the answer itself (its cache tag header
 * for a CDN, and what the fast path keeps it by).
 */
import { isValidSlug, splitLocalePrefix } from "../content/slugs.ts";
import { addressTag, FORMS_TAG, localeTag, pageTag } from "../db/cache_tags.ts";
import type { PublishedPointer } from "../db/published_pointers.ts";
import type { Settings } from "../db/settings.ts";
import type { CachedHtml } from "../render/html_cache.ts";
import type { PageAt } from "./html.ts";
import type { Route } from "./routing.ts";
import { collectionTags } from "./state.ts";

/**
 * What a route was read from. A page's: its address and pointer, and the menus, collections and
 * templates its `at` holds (all of the locale's: its HTML key names them). Redirects and not
 * found: none said, so any change drops them (they are few, and cheap to route again).
 */
export function routeTags(route: Route): string[] | undefined {
  if (route.kind !== "page") return undefined;
  const { at, pointer } = route;
  return [
    addressTag(at.locale, at.slug),
    pageTag(pointer.pageID),
    ...at.menus.tags,
    ...collectionTags(at.locale),
    FORMS_TAG,
  ];
}

/**
 * What a page's answer was built from: its address, the page, its menus, and the collections and
 * templates its blocks drew (noted in `entry.tags` as it was drawn).
 */
export function pageAnswerTags(at: PageAt, pointer: PublishedPointer, entry: CachedHtml): string[] {
  return [
    localeTag(at.locale),
    addressTag(at.locale, at.slug),
    pageTag(pointer.pageID),
    ...at.menus.tags,
    ...entry.tags ?? [],
  ];
}

/**
 * The addresses a requested path names, for its not-found answer: a page published there later
 * must purge it. An unprefixed path names the default locale's address, and those of former
 * default locales (they may redirect there). None for a path that can name no page.
 */
export function pathAddressTags(path: string, settings: Settings): string[] {
  const { locale, slug } = splitLocalePrefix(path);
  if (!isValidSlug(slug)) return [];
  if (locale) return [addressTag(locale, slug)];
  const locales = [settings.defaultLocale, ...settings.formerDefaultLocales ?? []];
  return locales.map((l) => addressTag(l, slug));
}
