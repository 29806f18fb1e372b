/**
 * The items of a news list, drawn the same by the server (lib/render/blocks/news_list.tsx, the
 * news archive) and by the "load more" island (NewsLoadMore.tsx), from the same serialisable
 * cards (lib/render/news.ts makes them: addresses, formatted dates and image sources included).
 */
import type { JSX } from "preact";

/** A thumbnail of a card: a rendition of the article's image, decorative beside its title. */
export interface NewsCardImage {
  src: string;
  srcset?: string;
  width?: number;
  height?: number;
}

export interface NewsCard {
  pageID: number;
  /** The article's public path. */
  url: string;
  title: string;
  summary: string;
  /** "YYYY-MM-DD", or "" when the article has no date. */
  date: string;
  /** The date as the display language writes it ("3 maart 2026"). */
  dateText: string;
  image: NewsCardImage | null;
}

/** Cards sit in a column on small screens and three across from 48rem (site.css). */
const THUMB_SIZES = "(min-width: 48rem) 15rem, 100vw";

export function NewsCardItem(props: { card: NewsCard; level: number }): JSX.Element {
  const { card } = props;
  const Title = `h${props.level}` as "h3";
  return (
    <li class="news-card" data-page-id={card.pageID}>
      <article class="news-card__article">
        {card.image
          ? (
            // Decorative: the title beside it says what the article is about.
            <img
              class="news-card__image"
              src={card.image.src}
              srcset={card.image.srcset}
              sizes={card.image.srcset ? THUMB_SIZES : undefined}
              width={card.image.width}
              height={card.image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )
          : null}
        <div class="news-card__body">
          <Title class="news-card__title">
            <a class="news-card__link" href={card.url}>{card.title}</a>
          </Title>
          {card.date
            ? (
              <p class="news-card__date">
                <time dateTime={card.date}>{card.dateText}</time>
              </p>
            )
            : null}
          {card.summary ? <p class="news-card__summary">{card.summary}</p> : null}
        </div>
      </article>
    </li>
  );
}

/** The list of cards; `level` is the level of their titles (one below the list's heading). */
export function NewsItems(props: { cards: NewsCard[]; level: number }): JSX.Element {
  return (
    <ul class="news-list__items">
      {props.cards.map((card) => (
        <NewsCardItem
          key={card.pageID}
          card={card}
          level={props.level}
        />
      ))}
    </ul>
  );
}
