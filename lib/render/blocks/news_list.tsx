import type { VNode } from "preact";
import { NewsItems } from "../../../islands/_news_items.tsx";
import { Island } from "../island.tsx";
import { messagesFor } from "../../i18n/site.ts";
import { newsArchivePath } from "../news_archive_path.ts";
import { newsWindow } from "../news.ts";
import type { BlockRendererProps } from "./_types.ts";

/**
 * The latest news: `count` cards, newest first. When more articles are there and the block
 * offers them, the cards are drawn by the "load more" island, whose button adds the next ones in
 * place; without JavaScript the same control is a link to the news archive from where the list
 * ends. A list that shows every article needs no island, so such a page runs no script.
 */
export function NewsList({ block, ctx }: BlockRendererProps<"news-list">): VNode {
  const { heading, tag, count, loadMore } = block.props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  const { total, cards } = newsWindow(ctx, { tag, offset: 0, count });
  const level = heading ? 3 : 2;
  let body: VNode;
  if (cards.length === 0) body = <p class="news-list__empty">{t.newsEmpty}</p>;
  else if (!loadMore || total <= cards.length) body = <NewsItems cards={cards} level={level} />;
  else {
    body = (
      <Island
        name="NewsLoadMore"
        props={{
          cards,
          total,
          level,
          query: { locale: ctx.locale, tag, count },
          moreHref: newsArchivePath(ctx, { tag, offset: cards.length }),
          text: {
            loadMore: t.newsLoadMore,
            added: t.newsAdded,
            addedOne: t.newsAddedOne,
            failed: t.newsLoadFailed,
          },
        }}
      />
    );
  }
  return (
    <section class="block block-news-list">
      {heading ? <h2 class="news-list__heading">{heading}</h2> : null}
      {body}
    </section>
  );
}
