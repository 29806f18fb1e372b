/**
 * Slugs: lowercase letters, digits and dashes, in segments joined by "/". The home page of a
 * locale has slug "/"; the page with slug "404" is the not-found page. A public path may start
 * with a locale prefix ("nl-nl/…"), which selects the locale — so no slug may start with a
 * locale segment, or its page could never be reached.
 */
import { foldText } from "./text_match.ts";
import { LOCALES } from "./locales.ts";

export const HOME_SLUG = "/";
export const NOT_FOUND_SLUG = "404";
/** The privacy statement, which the cookie notice links to. */
export const PRIVACY_SLUG = "privacy";
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest slug; longer ones are refused with V_11, never cut. */
export const MAX_SLUG = 200;

function isLocale(segment: string): boolean {
  return (LOCALES as readonly string[]).includes(segment);
}

export function isValidSlug(slug: string): boolean {
  if (slug === HOME_SLUG) return true;
  if (slug.length === 0 || slug.length > MAX_SLUG) return false;
  const segments = slug.split("/");
  return !isLocale(segments[0]) && segments.every((s) => SEGMENT.test(s));
}

/** Trims slashes and spaces around a slug an editor typed; "" and "/" both mean the home page. */
export function normaliseSlug(input: string): string {
  const trimmed = input.trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? HOME_SLUG : trimmed;
}

/** One segment of text as slug characters: accents dropped from their letters, never letters. */
function slugSegment(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * What a typed slug is saved as: lowercase ASCII, accented letters transliterated (ä → a,
 * ß → ss), every other run of characters a dash, empty segments dropped; "" is the home page.
 * The admin shows this before saving; the API itself refuses what is not already a slug, so
 * nothing it is sent changes silently. Length is not cut: too long stays too long (V_11).
 */
export function slugify(input: string): string {
  const out = input.split("/").map(slugSegment).filter(Boolean).join("/");
  return out === "" ? HOME_SLUG : out;
}

/** A slug suggested from a title: one segment, kept within `max` (the slug limit) at a dash. */
export function slugFromTitle(title: string, max = MAX_SLUG): string {
  const slug = slugSegment(title);
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const dash = cut.lastIndexOf("-");
  return (dash > 0 ? cut.slice(0, dash) : cut.slice(0, max)).replace(/-+$/, "");
}

/** Splits an optional "xx-xx/" locale prefix off a path or slug. */
export function splitLocalePrefix(path: string): { locale: string | null; slug: string } {
  const clean = path.replace(/^\/+|\/+$/g, "");
  const [first, ...rest] = clean.split("/");
  if (isLocale(first)) {
    return { locale: first, slug: rest.length ? rest.join("/") : HOME_SLUG };
  }
  return { locale: null, slug: clean === "" ? HOME_SLUG : clean };
}

/**
 * The page an internal link value names. A bare slug is a page of the linking page's own
 * locale; "xx-xx/slug" (or "xx-xx" for that home page) names a page of another locale — what a
 * translation keeps when the linked page has no translation yet.
 */
export function internalTarget(value: string, ownLocale: string): { locale: string; slug: string } {
  const { locale, slug } = splitLocalePrefix(normaliseSlug(value));
  return { locale: locale ?? ownLocale, slug };
}

/** The internal link value for a page: a bare slug in `ownLocale`, else with its locale. */
export function internalLinkValue(
  target: { locale: string; slug: string },
  ownLocale: string,
): string {
  if (target.locale === ownLocale) return target.slug;
  return target.slug === HOME_SLUG ? target.locale : `${target.locale}/${target.slug}`;
}

/** The public path of a slug: no prefix for the default locale, "/{locale}/" otherwise. */
export function publicPath(slug: string, locale: string, defaultLocale: string): string {
  const tail = slug === HOME_SLUG ? "" : slug;
  return locale === defaultLocale ? `/${tail}` : `/${locale}/${tail}`.replace(/\/$/, "") || "/";
}
