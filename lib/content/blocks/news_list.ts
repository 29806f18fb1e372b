/**
 * The news list: the published news articles of the page's locale, newest first (lib/render/
 * news_cards.ts), optionally only those with one public tag. It shows `count` at a time; with
 * `loadMore` a button (islands/NewsLoadMore.tsx) adds the next ones, and without JavaScript a
 * link leads to the news archive (lib/site/news_archive_page.ts).
 */
import { z } from "zod";
import { optionalText } from "../fields.ts";
import { MAX_TAG } from "../tags.ts";
import { defineBlock } from "./define.ts";

/** Articles shown at first and added per "load more" (issue 12: 6 at a time). */
export const NEWS_PAGE_SIZE = 6;
export const MAX_NEWS_COUNT = 24;

export const newsList = defineBlock({
  id: "news-list",
  label: "News list",
  icon: "news",
  description: "The latest news articles, newest first, with a button to load more.",
  props: z.object({
    heading: optionalText(),
    /** A public tag: only articles carrying it (ignoring case); "" lists every article. */
    tag: optionalText(MAX_TAG),
    count: z.number({ error: "V_12" }).int().min(1, { error: "V_12" })
      .max(MAX_NEWS_COUNT, { error: "V_12" }).default(NEWS_PAGE_SIZE),
    loadMore: z.boolean({ error: "V_12" }).default(true),
  }),
  defaults: { heading: "", tag: "", count: NEWS_PAGE_SIZE, loadMore: true },
  // The articles are found by their own pages; the list adds only its heading.
  searchText: (props) => props.heading,
});
