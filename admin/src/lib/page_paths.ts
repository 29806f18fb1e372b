/** Slug suggestions and public addresses of pages, pure so they are tested without a browser. */
import { publicPath } from "../../../lib/content/slugs.ts";

/** A slug suggested from a title: lowercase ASCII letters, digits and single dashes. */
export function suggestSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200)
    .replace(/-+$/, "");
}

/**
 * What a person typed in a slug field, normalised as they type: lowercase, spaces and other
 * characters to dashes, no doubled dashes, slashes kept between segments.
 */
export function normaliseSlugInput(input: string): string {
  if (input.trim() === "/") return "/";
  return input
    .toLowerCase()
    .split("/")
    .map((segment) => segment.replace(/[^a-z0-9-]+/g, "-").replace(/-{2,}/g, "-"))
    .join("/")
    .replace(/\/{2,}/g, "/")
    .replace(/^[-/]+/, "");
}

/** A slug as it is stored: no dashes or slashes at the ends of its segments. */
export function finishSlug(input: string): string {
  const trimmed = normaliseSlugInput(input).split("/").map((s) => s.replace(/^-+|-+$/g, ""))
    .filter(Boolean).join("/");
  return trimmed === "" ? "/" : trimmed;
}

/** The public address of a page: "/" + slug for the default locale, "/{locale}/" + slug else. */
export function pagePublicPath(slug: string, locale: string, defaultLocale: string): string {
  return publicPath(slug, locale, defaultLocale);
}
