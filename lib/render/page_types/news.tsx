import { cloneElement, type VNode } from "preact";
import { Picture } from "../blocks/_picture.tsx";
import { messagesFor } from "../../i18n/site.ts";
import { dateLanguage, formatDate, newsData } from "../news.ts";
import type { TypeHeaderProps } from "./header_props.ts";

/**
 * A news article's header: its title as the page's h1, the date (in the display language, with
 * the machine-readable date in `<time>`), the author, and the article's image. Its public tags
 * follow the blocks, as on every page (lib/render/page.tsx).
 */
export function NewsHeader({ data, title, ctx }: TypeHeaderProps): VNode {
  const news = newsData(data);
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  const picture = Picture({
    image: news.image,
    alt: "",
    ctx,
    sizes: "(min-width: 48rem) 48rem, 100vw",
    class: "news-header__image",
  });
  return (
    <header class="news-header">
      <h1 class="news-header__title">{title}</h1>
      {news.date || news.author
        ? (
          <p class="news-header__meta">
            {news.date
              ? <time dateTime={news.date}>{formatDate(news.date, dateLanguage(ctx))}</time>
              : null}
            {news.date && news.author ? <span aria-hidden="true">·</span> : null}
            {news.author ? <span>{t.newsBy.replace("{author}", news.author)}</span> : null}
          </p>
        )
        : null}
      {picture
        // The article's first sight: wanted at once, not when scrolled to.
        ? cloneElement(picture, { loading: "eager", fetchpriority: "high" })
        : null}
    </header>
  );
}
