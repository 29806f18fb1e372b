/**
 * What an address of the public site answers in one state of the site: a published page, a
 * redirect, or not found (remembered per state, by path, in public_page.ts).
 *
 * - `/` is the home page; `/nl-nl/…` selects a locale; the default locale has no prefix, and a
 *   prefix naming it redirects (302) to the address without one.
 * - Anything unknown, unpublished, of a locale the site does not have, or not a valid slug gets
 *   the page with slug "404" of that locale, or a plain not-found page, with status 404. A path
 *   that cannot name a page at all (empty segments, backslashes, other characters) is such a
 *   404 too, never a redirect: every Location this site sends is a path of its own.
 */
import { isValidSlug, NOT_FOUND_SLUG, publicPath, splitLocalePrefix } from "../content/slugs.ts";
import {
  type PublishedPointer,
  publishedPointerIn,
  publishedReadIn,
} from "../db/published_pointers.ts";
import type { Settings } from "../db/settings.ts";
import type { SiteState } from "../db/site_revision.ts";
import type { Deps } from "../ops/deps.ts";
import { redirectFor } from "../ops/site/page_by_slug.ts";
import { htmlKey, type PageAt, publishedHtml } from "./html.ts";
import { publicSnapshotOf } from "./state.ts";

/** A path that may name a page: "/", or "/"-separated slug or locale segments (one "/" after). */
const PAGE_PATH = /^(?:\/[a-z0-9-]+)*\/?$/;

export type Route =
  | { kind: "page"; pointer: PublishedPointer; at: PageAt; key: string; status: 200 | 404 }
  | { kind: "redirect"; location: string; status: 301 | 302; keepQuery: boolean }
  | { kind: "not-found"; locale: string };

export async function routeOf(deps: Deps, state: SiteState, path: string): Promise<Route> {
  const settings = await state.settings();
  if (!PAGE_PATH.test(path)) return { kind: "not-found", locale: settings.defaultLocale };
  if (path.length > 1 && path.endsWith("/")) {
    return { kind: "redirect", location: path.slice(0, -1), status: 301, keepQuery: true };
  }
  const { locale: prefix, slug } = splitLocalePrefix(path);
  const locale = prefix ?? settings.defaultLocale;
  const known = settings.availableLocales.includes(locale);
  if (!isValidSlug(slug) || !known) {
    return { kind: "not-found", locale: known ? locale : settings.defaultLocale };
  }
  if (prefix === settings.defaultLocale) {
    // The default locale's pages live at unprefixed addresses; a temporary redirect, as the
    // default locale may change.
    const location = publicPath(slug, locale, settings.defaultLocale);
    return { kind: "redirect", location, status: 302, keepQuery: false };
  }
  // The locale's snapshot, and its 404 page's pointer in case there is no page here, are read
  // side by side with the pointer (one round trip for all; each once per state).
  const snapshot = publicSnapshotOf(deps, state, locale, settings);
  const notFoundPointer = publishedPointerIn(deps.kv, state, locale, NOT_FOUND_SLUG);
  for (const p of [snapshot, notFoundPointer]) p.catch(() => {}); // awaited below, or not needed
  const pointer = await publishedPointerIn(deps.kv, state, locale, slug);
  if (pointer) {
    const { menus, collections, forms } = await snapshot;
    const read = publishedReadIn(state, locale, slug);
    const at = { locale, slug, settings, notFound: false, menus, collections, forms, read };
    const status = slug === NOT_FOUND_SLUG ? 404 : 200;
    return { kind: "page", pointer, at, key: htmlKey(pointer, at), status };
  }
  // Most likely a 404: its page is drawn (or taken from the HTML cache) while the old addresses
  // and the former default locales are looked up, side by side.
  notFoundPage(deps, state, locale).then((page) =>
    page && publishedHtml(deps, page.pointer, page.at, page.key)
  ).catch(() => {}); // the answer reads it again, and handles a failure
  const formers = prefix !== null
    ? []
    : (settings.formerDefaultLocales ?? []).filter((former) =>
      former !== locale && settings.availableLocales.includes(former)
    );
  const [route, ...formerPointers] = await Promise.all([
    movedOrNotFound(deps, locale, slug, settings),
    ...formers.map((former) => publishedPointerIn(deps.kv, state, former, slug)),
  ]);
  if (route.kind !== "not-found") return route;
  // An unprefixed address of a page in a former default locale: the page now lives at its
  // prefixed address (temporarily, as the default locale may change back).
  const former = formers.find((_, i) => formerPointers[i]);
  if (former === undefined) return route;
  const location = publicPath(slug, former, settings.defaultLocale);
  return { kind: "redirect", location, status: 302, keepQuery: false };
}

/** The locale's 404 page as a not-found answer draws it (null: the locale has none published). */
export async function notFoundPage(
  deps: Deps,
  state: SiteState,
  locale: string,
): Promise<{ pointer: PublishedPointer; at: PageAt; key: string } | null> {
  const settings = await state.settings();
  const [pointer, { menus, collections, forms }] = await Promise.all([
    publishedPointerIn(deps.kv, state, locale, NOT_FOUND_SLUG),
    publicSnapshotOf(deps, state, locale, settings),
  ]);
  if (!pointer) return null;
  const read = publishedReadIn(state, locale, NOT_FOUND_SLUG);
  const at = {
    locale,
    slug: NOT_FOUND_SLUG,
    settings,
    notFound: true,
    menus,
    collections,
    forms,
    read,
  };
  return { pointer, at, key: htmlKey(pointer, at) };
}

/** An old address of a page that moved answers with a permanent redirect; others are 404. */
export async function movedOrNotFound(
  deps: Deps,
  locale: string,
  slug: string,
  settings: Settings,
): Promise<Route> {
  const moved = await redirectFor(deps, locale, slug, settings.defaultLocale);
  if (moved) return { kind: "redirect", location: moved, status: 301, keepQuery: false };
  return { kind: "not-found", locale };
}
