/**
 * The news archive (lib/site/news_archive_page.ts): the locale's articles newest first, one tag's for
 * a tag, NEWS_PAGE_SIZE at a time from an offset, with links to the newer and older ones. It is
 * where a news list's "load more" leads without JavaScript, and it runs no script of its own.
 */
import type { VNode } from "preact";
import { NEWS_PAGE_SIZE } from "../content/blocks/news_list.ts";
import { NewsItems } from "../../islands/_news_items.tsx";
import type { RenderContext } from "./context.ts";
import { renderDocument } from "./island.tsx";
import { messagesFor } from "../i18n/site.ts";
import { newsArchivePath } from "./news_archive_path.ts";
import { newsWindow } from "./news.ts";
import { Document } from "./page.tsx";

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key) => key in values ? String(values[key]) : all);
}

/** The archive page of `ctx.locale` from `offset`, one tag's for a tag ("": every article). */
export function renderNewsArchiveHtml(
  query: { tag: string; offset: number },
  ctx: RenderContext,
): string {
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  const { tag, offset } = query;
  const { total, cards } = newsWindow(ctx, { tag, offset, count: NEWS_PAGE_SIZE });
  const title = tag ? fill(t.newsArchiveTag, { tag }) : t.newsArchive;
  const at = (from: number) => newsArchivePath(ctx, { tag, offset: Math.max(0, from) });
  const newer = offset > 0 && total > 0;
  const older = offset + cards.length < total;
  // Past the last article (an old link, a typed offset): back to the last page the pager has.
  const pastEnd = total > 0 && offset >= total;
  const newerFrom = pastEnd
    ? Math.floor((total - 1) / NEWS_PAGE_SIZE) * NEWS_PAGE_SIZE
    : offset - NEWS_PAGE_SIZE;
  const page: VNode = (
    <Document head={{ title, noindex: true }} ctx={ctx} current={newsArchivePath(ctx)}>
      <h1>{title}</h1>
      {cards.length
        ? (
          <>
            <p class="news-archive__range">
              {fill(t.newsRange, { from: offset + 1, to: offset + cards.length, total })}
            </p>
            <NewsItems cards={cards} level={2} />
          </>
        )
        : pastEnd
        ? (
          <p class="news-list__empty">
            {fill(t.newsPastEnd, { total })} <a href={at(0)}>{t.newsFirst}</a>
          </p>
        )
        : <p class="news-list__empty">{t.newsEmpty}</p>}
      {newer || older
        ? (
          <nav class="news-archive__pager" aria-label={t.newsPages}>
            {newer
              ? (
                <a
                  class="button button--secondary"
                  rel="prev"
                  href={at(newerFrom)}
                >
                  {t.newsNewer}
                </a>
              )
              : null}
            {older
              ? (
                <a class="button button--secondary" rel="next" href={at(offset + cards.length)}>
                  {t.newsOlder}
                </a>
              )
              : null}
          </nav>
        )
        : null}
    </Document>
  );
  return renderDocument(page, { locale: ctx.locale });
}
