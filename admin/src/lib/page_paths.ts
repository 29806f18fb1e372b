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
  return suggestSlugUnder(parentPath(sibling), title);
}

/** A slug suggested from a title under `parent` ("nieuws/" or "" for the top). */
export function suggestSlugUnder(parent: string, title: string): string {
  return parent + slugFromTitle(title, MAX_SLUG - parent.length);
}

/** "nieuws/oud" → "nieuws/"; "contact" → "". */
function parentPath(slug: string): string {
  return slug.slice(0, slug.lastIndexOf("/") + 1);
}

/**
 * Where pages of one type live, from the slugs of that type's pages in one language (newest
 * first): the parent path most of them share ("nieuws/" for the demo's news articles, "locaties/"
 * for its locations), the newer page deciding a tie; "" when most sit at the top or there are
 * none. A new page of the type is suggested there (issue 28: a new news article was not).
 */
export function sectionOf(slugs: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const slug of slugs) {
    const parent = parentPath(slug);
    counts.set(parent, (counts.get(parent) ?? 0) + 1);
  }
  let best = "";
  let most = 0;
  // Map keeps first-seen order, so the newest slug's parent wins a tie.
  for (const [parent, count] of counts) {
    if (count > most) [best, most] = [parent, count];
  }
  return best;
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
