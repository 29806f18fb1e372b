/**
 * The news query (GET /api/ximblox/news, and the news archive's `tag` and `offset`): which
 * published articles of a locale, from where, how many. Anything else is V_12 (a tag over 50
 * characters V_11).
 */
import { z } from "zod";
import { MAX_NEWS_COUNT, NEWS_PAGE_SIZE } from "./blocks/news_list.ts";
import { LOCALES } from "./locales.ts";
import { MAX_TAG } from "./tags.ts";

/** Far beyond any real list: an offset past it is a mistake, not a page. */
const MAX_OFFSET = 100_000;

const int = (min: number, max: number) =>
  z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(min, { error: "V_12" })
    .max(max, { error: "V_12" });

export const newsQuery = z.object({
  locale: z.enum(LOCALES, { error: "V_12" }).optional(),
  tag: z.string({ error: "V_12" }).trim().max(MAX_TAG, { error: "V_11" }).default(""),
  offset: int(0, MAX_OFFSET).default(0),
  count: int(1, MAX_NEWS_COUNT).default(NEWS_PAGE_SIZE),
});

export type NewsQuery = z.infer<typeof newsQuery>;
