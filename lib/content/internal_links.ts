/**
 * Internal links inside stored blocks: button links of kind "internal" (anywhere in a block's
 * props, as `{kind: "internal", value}`, a slug of the page's own locale or "xx-xx/slug") and
 * `<a href="/slug">` inside rich text (any `html` prop, a public path). Finding them feeds the
 * broken-link report; rewriting them follows a slug change and a translation.
 */
import type { Block } from "./blocks/index.ts";
import {
  HOME_SLUG,
  internalLinkValue,
  internalTarget,
  normaliseSlug,
  publicPath,
  splitLocalePrefix,
} from "./slugs.ts";

export interface InternalLink {
  blockKey: string;
  blockType: string;
  /** The slug linked to, normalised ("/" for the home page). */
  slug: string;
  /** The locale the link points into (a "/xx-xx/" prefix, else the page's own). */
  locale: string;
}

interface Where {
  /** Locale of the page holding the links. */
  locale: string;
  defaultLocale: string;
  locales: readonly string[];
}

const HREF = /(\shref\s*=\s*")(\/[^"#?]*)([#?][^"]*)?(")/gi;

/** Splits an internal path ("/nl-nl/over", "/contact") into locale and slug. */
function parsePath(path: string, where: Where): { locale: string; slug: string } {
  const parts = path.replace(/^\/+|\/+$/g, "").split("/");
  if (parts[0] && where.locales.includes(parts[0])) {
    return { locale: parts[0], slug: parts.slice(1).join("/") || HOME_SLUG };
  }
  return { locale: where.defaultLocale, slug: normaliseSlug(path) };
}

function visit(
  value: unknown,
  onLink: (link: { kind: string; value: string }) => void,
  onHtml: (html: string, set: (next: string) => void) => void,
): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, onLink, onHtml);
    return;
  }
  if (!value || typeof value !== "object") return;
  const obj = value as Record<string, unknown>;
  if (obj.kind === "internal" && typeof obj.value === "string") {
    onLink(obj as { kind: string; value: string });
    return;
  }
  for (const [key, child] of Object.entries(obj)) {
    if (key === "html" && typeof child === "string") {
      onHtml(child, (next) => (obj[key] = next));
    } else visit(child, onLink, onHtml);
  }
}

/** Every internal link of a block list. */
export function internalLinks(blocks: Block[], where: Where): InternalLink[] {
  const out: InternalLink[] = [];
  for (const block of blocks) {
    const add = (locale: string, slug: string) =>
      out.push({ blockKey: block.key, blockType: block.type, slug, locale });
    visit(
      block.props,
      (link) => {
        const target = internalTarget(link.value, where.locale);
        add(target.locale, target.slug);
      },
      (html) => {
        for (const m of html.matchAll(HREF)) {
          const { locale, slug } = parsePath(m[2], where);
          add(locale, slug);
        }
      },
    );
  }
  return out;
}

/**
 * Rewrites links to `from` (a slug in `locale`) into links to `to`. Answers the new block list
 * and whether anything changed; the input is not modified.
 */
export function rewriteInternalLinks(
  blocks: Block[],
  where: Where,
  change: { locale: string; from: string; to: string },
): { blocks: Block[]; changed: boolean } {
  const copy = structuredClone(blocks);
  let changed = false;
  const prefix = change.locale === where.defaultLocale ? "" : `/${change.locale}`;
  const target = prefix + (change.to === HOME_SLUG ? (prefix ? "" : "/") : `/${change.to}`);
  for (const block of copy) {
    visit(
      block.props,
      (link) => {
        const target = internalTarget(link.value, where.locale);
        if (target.locale === change.locale && target.slug === change.from) {
          // Keep the value's form: a locale it named stays named.
          const named = splitLocalePrefix(normaliseSlug(link.value)).locale !== null;
          const withLocale = change.to === HOME_SLUG
            ? change.locale
            : `${change.locale}/${change.to}`;
          link.value = named ? withLocale : change.to;
          changed = true;
        }
      },
      (html, set) => {
        const next = html.replace(HREF, (all, open, path, rest = "", close) => {
          const { locale, slug } = parsePath(path, where);
          if (locale !== change.locale || slug !== change.from) return all;
          changed = true;
          return `${open}${target}${rest}${close}`;
        });
        if (next !== html) set(next);
      },
    );
  }
  return { blocks: copy, changed };
}

/** Where a copied page's links are mapped from and to. */
interface Translating {
  /** Locale of the source page. */
  from: string;
  /** Locale of the new page. */
  to: string;
  defaultLocale: string;
  locales: readonly string[];
}

/**
 * The links of blocks copied from a page of `from` into a page of `to`. A link to a page of
 * `from` that has a sibling in `to` (`siblingSlug` answers its slug) now points at that sibling;
 * any other link keeps pointing at the very page it did — a button's bare slug gains its locale
 * ("en-gb/contact"), since a bare slug would now name a page of `to`. Answers the new blocks
 * (the input is not modified) and the links to pages of `from` that were kept.
 */
export function translateInternalLinks(
  blocks: Block[],
  where: Translating,
  siblingSlug: (target: { locale: string; slug: string }) => string | null,
): { blocks: Block[]; kept: InternalLink[] } {
  const copy = structuredClone(blocks);
  const kept: InternalLink[] = [];
  const fromWhere = {
    locale: where.from,
    defaultLocale: where.defaultLocale,
    locales: where.locales,
  };
  for (const block of copy) {
    const keep = (target: { locale: string; slug: string }) =>
      kept.push({ blockKey: block.key, blockType: block.type, ...target });
    visit(
      block.props,
      (link) => {
        const target = internalTarget(link.value, where.from);
        // A link into a locale other than the source's was meant that way: left as it is.
        if (target.locale !== where.from) {
          link.value = internalLinkValue(target, where.to);
          return;
        }
        const sibling = siblingSlug(target);
        if (sibling !== null) link.value = sibling;
        else {
          link.value = internalLinkValue(target, where.to);
          keep(target);
        }
      },
      (html, set) => {
        const next = html.replace(HREF, (all, open, path, rest = "", close) => {
          const target = parsePath(path, fromWhere);
          if (target.locale !== where.from) return all;
          const sibling = siblingSlug(target);
          if (sibling === null) {
            keep(target);
            return all;
          }
          return `${open}${publicPath(sibling, where.to, where.defaultLocale)}${rest}${close}`;
        });
        if (next !== html) set(next);
      },
    );
  }
  return { blocks: copy, kept };
}
