/**
 * News as lists show it: the published articles of a locale (ctx.collections, lib/ops/
 * collections.ts) newest first, optionally only one public tag's, a window of them as cards
 * (islands/_news_items.tsx) that the server and the "load more" island draw alike, and the
 * article date in the display language.
 */
import type { ImageWithCrop } from "../content/media_refs.ts";
import type { NewsCard, NewsCardImage } from "../../islands/_news_items.tsx";
import type { CollectionItem } from "./collections.ts";
import type { RenderContext } from "./context.ts";
import {
  IMAGE_WIDTHS,
  imageSize,
  imageSrcSet,
  imageUrl,
  type MediaSet,
  withAutoCrop,
} from "./media_url.ts";

export type { NewsCard };

/** What a news article's type data holds (lib/content/page_types/news.ts), read defensively. */
export interface NewsData {
  author: string;
  date: string;
  summary: string;
  image: ImageWithCrop | null;
}

export function newsData(data: Record<string, unknown>): NewsData {
  const text = (v: unknown) => typeof v === "string" ? v : "";
  const image = data.image as ImageWithCrop | null | undefined;
  return {
    author: text(data.author),
    date: /^\d{4}-\d{2}-\d{2}$/.test(text(data.date)) ? text(data.date) : "",
    summary: text(data.summary),
    image: image && typeof image.fileID === "number" ? image : null,
  };
}

/**
 * Newest first: by the article's date, then by when it was published; articles without a date
 * come after the dated ones. Ties keep the newest page first, so the order never wavers.
 */
export function sortNews(items: readonly CollectionItem[]): CollectionItem[] {
  const date = (i: CollectionItem) => newsData(i.typeData).date;
  return [...items].sort((a, b) =>
    date(b).localeCompare(date(a)) ||
    (b.publishedAt ?? 0) - (a.publishedAt ?? 0) ||
    b.pageID - a.pageID
  );
}

/** The articles carrying the public `tag` (ignoring case); all of them for "". */
export function withTag(items: readonly CollectionItem[], tag: string): CollectionItem[] {
  const want = tag.trim().toLowerCase();
  if (!want) return [...items];
  return items.filter((i) => i.tags.some((t) => t.toLowerCase() === want));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-03-03" as the display language writes it ("3 maart 2026", "3 March 2026"). */
export function formatDate(date: string, language: string): string {
  if (!date) return "";
  let format = formats.get(language);
  if (!format) {
    // The date is a calendar day, not an instant: read and written in UTC, it never shifts.
    format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    formats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The language dates are written in: the site's display language, else the page's locale. */
export function dateLanguage(ctx: Pick<RenderContext, "displayLanguage" | "locale">): string {
  return ctx.displayLanguage ?? ctx.locale;
}

/** A card's thumbnail, or null while the image cannot be served. */
function cardImage(chosen: ImageWithCrop | null, media?: MediaSet): NewsCardImage | null {
  // Cut to the card's 16:9 around the file's focal point, unless the article chose a crop.
  const image = withAutoCrop(chosen, "card", media);
  const src = imageUrl(image, IMAGE_WIDTHS[0], media);
  if (!src) return null;
  const size = imageSize(image, media);
  return {
    src,
    srcset: imageSrcSet(image, media) ?? undefined,
    width: size?.width,
    height: size?.height,
  };
}

export function newsCard(
  item: CollectionItem,
  ctx: Pick<RenderContext, "displayLanguage" | "locale" | "media">,
): NewsCard {
  const data = newsData(item.typeData);
  return {
    pageID: item.pageID,
    url: item.path,
    title: item.title,
    // An article without a summary of its own is introduced by its SEO description.
    summary: data.summary || item.seoDescription,
    date: data.date,
    dateText: formatDate(data.date, dateLanguage(ctx)),
    image: cardImage(data.image, ctx.media),
  };
}

/** `count` cards from `offset` of the locale's articles (one tag's, for a tag), and how many. */
export function newsWindow(
  ctx: Pick<RenderContext, "displayLanguage" | "locale" | "media" | "collections">,
  query: { tag: string; offset: number; count: number },
): { total: number; cards: NewsCard[] } {
  const all = sortNews(withTag(ctx.collections?.items.news ?? [], query.tag));
  const cards = all.slice(query.offset, query.offset + query.count).map((i) => newsCard(i, ctx));
  return { total: all.length, cards };
}
