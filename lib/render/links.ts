/** Hrefs of content links on a rendered page. */
import { type Link, linkHref } from "../content/links.ts";
import { internalTarget, publicPath } from "../content/slugs.ts";
import type { RenderContext } from "./context.ts";

/**
 * The href of `link` on a page of `ctx.locale`: a bare internal slug names a page of the same
 * locale, so it gets that locale's prefix (none for the default locale); a value with a locale
 * ("en-gb/contact", kept by a translation) names that locale's page.
 */
export function hrefFor(link: Link, ctx: Pick<RenderContext, "locale" | "defaultLocale">): string {
  if (link.kind === "internal") {
    const target = internalTarget(link.value, ctx.locale);
    return publicPath(target.slug, target.locale, ctx.defaultLocale);
  }
  return linkHref(link);
}
