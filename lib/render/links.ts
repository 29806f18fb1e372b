/** Hrefs of content links on a rendered page. */
import { type Link, linkError, linkHref } from "../content/links.ts";
import { internalTarget, publicPath } from "../content/slugs.ts";
import type { RenderContext } from "./context.ts";

/**
 * The href of `link` on a page of `ctx.locale`: a bare internal slug names a page of the same
 * locale, so it gets that locale's prefix (none for the default locale); a value with a locale
 * ("en-gb/contact", kept by a translation) names that locale's page. Undefined: not a link.
 */
export function hrefFor(
  link: Link,
  ctx: Pick<RenderContext, "locale" | "defaultLocale">,
): string | undefined {
  // A stored link that no longer passes the rules (THE link rule for addresses) is no link.
  if (linkError(link) !== null) return undefined;
  if (link.kind === "internal") {
    const target = internalTarget(link.value, ctx.locale);
    return publicPath(target.slug, target.locale, ctx.defaultLocale);
  }
  return linkHref(link);
}
