/** Slug suggestions and public addresses of pages, pure so they are tested without a browser. */
import {
  isValidSlug,
  MAX_SLUG,
  normaliseSlug,
  publicPath,
  slugFromTitle,
  slugify,
  splitLocalePrefix,
} from "../../../lib/content/slugs.ts";

/** A slug suggested from a title: lowercase ASCII letters, digits and single dashes. */
export function suggestSlug(title: string): string {
  return slugFromTitle(title);
}

/**
 * A slug suggested from a title for a page that sits beside `sibling` (a translation beside its
 * source): the sibling's parent path is kept, so "nieuws/oud" suggests "nieuws/…" and the
 * translation stays in its section; the whole stays within the slug limit.
 */
export function suggestSlugBeside(sibling: string, title: string): string {
  const cut = sibling.lastIndexOf("/");
  if (cut < 0) return suggestSlug(title);
  const parent = sibling.slice(0, cut + 1);
  return parent + slugFromTitle(title, MAX_SLUG - parent.length);
}

/**
 * A slug as it is saved: lowercase, accents transliterated (ä → a, ß → ss), any other run of
 * characters one dash, no dashes or slashes at the ends of its segments; "" is the home page.
 */
export function finishSlug(input: string): string {
  return slugify(input);
}

/**
 * What a typed slug will be saved as, when that differs from what was typed in more than the
 * slashes around it (the server trims those itself); null when it is saved as typed. Shown under
 * a slug field, so nobody is surprised by the address their page gets.
 */
export function slugPreview(typed: string): string | null {
  if (!typed.trim()) return null;
  const saved = finishSlug(typed);
  return saved === normaliseSlug(typed) ? null : saved;
}

/** Why what was typed cannot be saved as a slug, or null when it can. */
export function slugProblem(typed: string): "tooLong" | "localePrefix" | "invalid" | null {
  const slug = finishSlug(typed);
  if (slug.length > MAX_SLUG) return "tooLong";
  if (splitLocalePrefix(slug).locale !== null) return "localePrefix";
  // Nothing usable typed ("日本", "!!") is not a request for the home page, which is "/".
  if (slug === "/" && normaliseSlug(typed) !== "/") return "invalid";
  return isValidSlug(slug) ? null : "invalid";
}

export { MAX_SLUG };

/** The public address of a page: "/" + slug for the default locale, "/{locale}/" + slug else. */
export function pagePublicPath(slug: string, locale: string, defaultLocale: string): string {
  return publicPath(slug, locale, defaultLocale);
}
