/**
 * Where the news archive is (lib/site/news_archive_page.ts): a slug in the site's display language
 * (`/nieuwsarchief`, `/news-archive`), under the locale's prefix like any page, with the tag and
 * the first article shown in the query (`?tag=griep&offset=6`). A page with that slug is shadowed
 * by the archive. It is the news lists' way on without JavaScript.
 */
import { languageOf } from "../content/locales.ts";
import { NEWS_ARCHIVE_SLUGS } from "../i18n/slugs.ts";
import { publicPath } from "../content/slugs.ts";
import type { RenderContext } from "./context.ts";

/** The archive of `ctx.locale` in the display language, from `offset`, one tag's for a tag. */
export function newsArchivePath(
  ctx: Pick<RenderContext, "displayLanguage" | "locale" | "defaultLocale">,
  query: { tag?: string; offset?: number } = {},
): string {
  const slug = NEWS_ARCHIVE_SLUGS[languageOf(ctx.displayLanguage ?? ctx.locale)];
  const path = publicPath(slug, ctx.locale, ctx.defaultLocale);
  const params = new URLSearchParams();
  if (query.tag) params.set("tag", query.tag);
  if (query.offset) params.set("offset", String(query.offset));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
