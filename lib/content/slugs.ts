/**
 * Slugs: lowercase letters, digits and dashes, in segments joined by "/". The home page of a
 * locale has slug "/"; the page with slug "404" is the not-found page. A public path may start
 * with a locale prefix ("nl-nl/…"), which selects the locale.
 */
import { LOCALES } from "./locales.ts";

export const HOME_SLUG = "/";
export const NOT_FOUND_SLUG = "404";
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 200;

export function isValidSlug(slug: string): boolean {
  if (slug === HOME_SLUG) return true;
  if (slug.length === 0 || slug.length > MAX_SLUG) return false;
  return slug.split("/").every((s) => SEGMENT.test(s));
}

/** Trims slashes and spaces around a slug an editor typed; "" and "/" both mean the home page. */
export function normaliseSlug(input: string): string {
  const trimmed = input.trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? HOME_SLUG : trimmed;
}

/** Splits an optional "xx-xx/" locale prefix off a path or slug. */
export function splitLocalePrefix(path: string): { locale: string | null; slug: string } {
  const clean = path.replace(/^\/+|\/+$/g, "");
  const [first, ...rest] = clean.split("/");
  if ((LOCALES as readonly string[]).includes(first)) {
    return { locale: first, slug: rest.length ? rest.join("/") : HOME_SLUG };
  }
  return { locale: null, slug: clean === "" ? HOME_SLUG : clean };
}

/** The public path of a slug: no prefix for the default locale, "/{locale}/" otherwise. */
export function publicPath(slug: string, locale: string, defaultLocale: string): string {
  const tail = slug === HOME_SLUG ? "" : slug;
  return locale === defaultLocale ? `/${tail}` : `/${locale}/${tail}`.replace(/\/$/, "") || "/";
}
