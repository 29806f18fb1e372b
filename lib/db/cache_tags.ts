/**
 * Cache tags: names for what a public answer was built from, and what a change touched, in one
 * vocabulary. A kept answer lists its tags; a change lists the tags it touched; an answer is
 * dropped when the two meet. The same names serve the process's own kept answers
 * (lib/db/site_revision.ts) and a CDN in front (`Deno-Cache-Tag`, Varnish's `xkey`: see
 * lib/site/cdn.ts), so a purge names exactly what an instance drops.
 *
 * Names are short, lower case and made of `[a-z0-9.-]` only: Deno Deploy compares tags ignoring
 * case and splits them at commas, Varnish's xkey at spaces and commas.
 */

/** Every public answer carries it; a change naming it drops everything (site settings). */
export const SITE_TAG = "site";

/** The sitemap: every change to which pages are published, and where. */
export const SITEMAP_TAG = "sitemap";

/** A page: its published version, its pointer, what it shows of itself. */
export const pageTag = (id: number): string => `p${id}`;

/**
 * An address of the public site: what it answers (a page, a redirect, not found). Slugs hold
 * `[a-z0-9-]` segments split by "/", written with "." here.
 */
export const addressTag = (locale: string, slug: string): string =>
  `a.${locale}.${slug.replaceAll("/", ".")}`;

/**
 * A locale: every public answer of it carries it, so an operator may purge one locale's answers
 * at the CDN; no change names it (each names what it touched).
 */
export const localeTag = (locale: string): string => `l.${locale}`;

/** The menus of a locale, as saved. */
export const menusTag = (locale: string): string => `m.${locale}`;

/** One collection of a locale (the published pages of a listed type: news, locations, …). */
export const collectionTag = (locale: string, type: string): string => `c.${locale}.${type}`;

/** A form template, as form blocks draw it. */
export const formTag = (id: number): string => `f${id}`;

/** Any form template: what holds all of them (a new one included) depends on it. */
export const FORMS_TAG = "forms";

interface PageAt {
  id: number;
  locale: string;
  slug: string;
  type: string;
}

/**
 * What a change of where or whether a page is published touches (publish, unpublish, slug
 * change, delete): the page, its addresses before and after, the sitemap, and its type's
 * collection (a type no block lists has a tag no answer carries).
 */
export function pageChangeTags(...states: (PageAt | null)[]): string[] {
  const tags = new Set<string>();
  for (const p of states) {
    if (p) tags.add(addressTag(p.locale, p.slug)).add(SITEMAP_TAG);
  }
  for (const t of pageRefreshTags(...states)) tags.add(t);
  return [...tags];
}

/**
 * What a page drawn again at the same address touches (a link rewritten, a translation
 * published, a library file replaced): the page and its type's collection (list items show its
 * title, type data and images).
 */
export function pageRefreshTags(...states: (PageAt | null)[]): string[] {
  const tags = new Set<string>();
  for (const p of states) {
    if (p) tags.add(pageTag(p.id)).add(collectionTag(p.locale, p.type));
  }
  return [...tags];
}

/** True when a kept answer with `tags` must go after a change that touched `changed`. */
export function touches(
  tags: readonly string[] | undefined,
  changed: ReadonlySet<string>,
): boolean {
  // An answer that does not say what it was built from may have been built from anything.
  if (!tags || changed.has(SITE_TAG)) return true;
  return tags.some((t) => changed.has(t));
}
