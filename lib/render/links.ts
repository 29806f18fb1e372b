/** Hrefs of content links on a rendered page. */
import { type Link, linkHref } from "../content/links.ts";
import { normaliseSlug, publicPath } from "../content/slugs.ts";
import type { RenderContext } from "./context.ts";

/**
 * The href of `link` on a page of `ctx.locale`: an internal slug names a page of the same
 * locale, so it gets that locale's prefix (none for the default locale).
 */
export function hrefFor(link: Link, ctx: Pick<RenderContext, "locale" | "defaultLocale">): string {
  if (link.kind === "internal") {
    return publicPath(normaliseSlug(link.value), ctx.locale, ctx.defaultLocale);
  }
  return linkHref(link);
}
