/**
 * Internal links inside stored blocks: button links of kind "internal" (anywhere in a block's
 * props, as `{kind: "internal", value}`) and `<a href="/slug">` inside rich text (any `html`
 * prop). Finding them feeds the broken-link report; rewriting them follows a slug change.
 */
import type { Block } from "./blocks/index.ts";
import { HOME_SLUG, normaliseSlug } from "./slugs.ts";

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
      (link) => add(where.locale, normaliseSlug(link.value)),
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
        if (where.locale === change.locale && normaliseSlug(link.value) === change.from) {
          link.value = change.to;
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
