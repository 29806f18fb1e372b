/**
 * A news list with more articles than it shows. Server-rendered, its "load more" control is a
 * link to the news archive from where the list ends (lib/site/news_archive_page.ts), so it works
 * without JavaScript. Hydrated, it is a button that fetches the next articles from the news API
 * (`GET /api/ximblox/news`, routes/api/news.ts), appends them as the same cards the server drew,
 * moves the focus to the first new article's link, and says in a live region how many were
 * added. The button goes once every article is shown.
 */
import type { JSX } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { type NewsCard, NewsItems } from "./_news_items.tsx";

export interface NewsLoadMoreText {
  loadMore: string;
  /** "{count}" is replaced by the number of articles added. */
  added: string;
  addedOne: string;
  failed: string;
}

export interface NewsLoadMoreProps {
  /** The cards drawn at first. */
  cards: NewsCard[];
  /** How many articles the list has in all. */
  total: number;
  /** The level of the cards' titles. */
  level: number;
  /** What the list shows: the locale's articles, one tag's ("": all), `count` at a time. */
  query: { locale: string; tag: string; count: number };
  /** The archive from where the list ends: the control's address without JavaScript. */
  moreHref: string;
  text: NewsLoadMoreText;
}

const NEWS_API = "/api/ximblox/news";

async function fetchNews(
  query: NewsLoadMoreProps["query"],
  offset: number,
): Promise<{ total: number; items: NewsCard[] }> {
  const params = new URLSearchParams({
    locale: query.locale,
    offset: String(offset),
    count: String(query.count),
  });
  if (query.tag) params.set("tag", query.tag);
  const res = await fetch(`${NEWS_API}?${params}`, { headers: { Accept: "application/json" } });
  const json = res.ok ? await res.json() : null;
  if (!json?.Success) throw new Error(`The news could not be loaded (${res.status}).`);
  return { total: json.total, items: json.items };
}

export default function NewsLoadMore(props: NewsLoadMoreProps): JSX.Element {
  const { text } = props;
  const cards = useSignal(props.cards);
  const total = useSignal(props.total);
  const hydrated = useSignal(false);
  const busy = useSignal(false);
  const status = useSignal("");
  const root = useRef<HTMLDivElement>(null);
  /** The index of the card to focus once drawn (-1: none). */
  const focusAt = useRef(-1);

  useEffect(() => {
    // From here on the control is a button; before, and without JavaScript, a link.
    hydrated.value = true;
  }, []);

  useEffect(() => {
    if (focusAt.current < 0) return;
    const links = root.current?.querySelectorAll<HTMLElement>(".news-card__link");
    links?.[focusAt.current]?.focus();
    focusAt.current = -1;
  });

  async function loadMore() {
    if (busy.value) return;
    busy.value = true;
    status.value = "";
    try {
      const next = await fetchNews(props.query, cards.value.length);
      // Published since the page was drawn, an article may shift the rest: none shows twice.
      const shown = new Set(cards.value.map((c) => c.pageID));
      const added = next.items.filter((c) => !shown.has(c.pageID));
      focusAt.current = added.length ? cards.value.length : -1;
      cards.value = [...cards.value, ...added];
      total.value = added.length ? next.total : cards.value.length;
      status.value = added.length === 1
        ? text.addedOne
        : text.added.replace("{count}", String(added.length));
    } catch {
      status.value = text.failed;
    } finally {
      busy.value = false;
    }
  }

  const more = cards.value.length < total.value;
  return (
    <div class="news-list__body" ref={root}>
      <NewsItems cards={cards.value} level={props.level} />
      {more
        ? (
          <p class="news-list__more">
            {hydrated.value
              ? (
                <button
                  type="button"
                  class="button button--secondary"
                  aria-busy={busy.value || undefined}
                  onClick={loadMore}
                >
                  {text.loadMore}
                </button>
              )
              : <a class="button button--secondary" href={props.moreHref}>{text.loadMore}</a>}
          </p>
        )
        : null}
      {hydrated.value ? <p class="visually-hidden" role="status">{status.value}</p> : null}
    </div>
  );
}
