/**
 * Site search over published pages, for the API (routes/api/search.ts) and for server-rendered
 * pages, which call {@link searchPages} directly.
 *
 * ```ts
 * const found = await searchPages(deps, { term: "bloedafname", locales: ["nl-nl"], count: 10 });
 * // found.total, found.results[i]: {pageID, locale, type, title, slug, url, snippet, segments, score}
 * ```
 *
 * Every word of the term must match (in the title, the tags, the SEO description or the text of
 * the blocks), as a word of the same stem or as the start of a word ("labo" finds "laboratorium");
 * a word that matches nothing is tried again with typo tolerance (one edit from four letters, two
 * from eight). Results are ordered by relevance (BM25, title and tags weighing most). `snippet` is
 * HTML — a passage of the page's text, escaped, with the matched words in `<mark>` — and
 * `segments` the same passage as plain text parts (`{text, mark}`) for renderers of their own.
 * An empty term (or one of stop words only) finds nothing; so does one over 200 characters here
 * (the API answers that V_11).
 */
import { z } from "zod";
import { type Locale, LOCALES } from "../content/locales.ts";
import { publicPath } from "../content/slugs.ts";
import { publishedPointersIn } from "../db/published_pointers.ts";
import { siteView } from "../db/site_revision.ts";
import { best, type IndexSearch, type SearchDoc } from "./locale_index.ts";
import { searchService } from "./service.ts";
import { snippetHtml, type SnippetSegment, snippetSegments } from "./snippet.ts";
import type { Language } from "./text.ts";

export const MAX_TERM = 200;
export const DEFAULT_COUNT = 10;
export const MAX_COUNT = 50;
/** Deepest result a search pages to. */
export const MAX_OFFSET = 10_000;

export interface SearchQuery {
  term: string;
  /** Locales to search; absent or empty: all. */
  locales?: readonly string[] | null;
  /** Page types to keep; absent or empty: all. */
  pageTypes?: readonly string[] | null;
  /** Results wanted (default 10, at most 50). */
  count?: number | null;
  /** Results to skip (default 0). */
  offset?: number | null;
}

export interface SearchResult {
  pageID: number;
  locale: string;
  type: string;
  title: string;
  slug: string;
  /** The page's public path ("/about", "/nl-nl/over-ons"). */
  url: string;
  /** A passage of the page's text as HTML: escaped, the matched words in `<mark>`. */
  snippet: string;
  /** The same passage as text parts, the matched words with `mark: true`. */
  segments: SnippetSegment[];
  score: number;
}

export interface SearchAnswer {
  total: number;
  results: SearchResult[];
}

const nullish = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => v ?? undefined);

/** The body of `POST search/search`, validated at the edge (catalogue codes). */
export const searchBody = z.object({
  term: z.string({ error: "V_12" }).max(MAX_TERM, { error: "V_11" }).default(""),
  locales: nullish(
    z.union([z.string(), z.array(z.string({ error: "V_12" }), { error: "V_12" }).max(10)], {
      error: "V_12",
    }).transform((v) => typeof v === "string" ? [v] : v)
      .refine((v) => v.every((l) => (LOCALES as readonly string[]).includes(l)), {
        error: "V_12",
      }),
  ),
  pageTypes: nullish(
    z.union([z.string(), z.array(z.string({ error: "V_12" }), { error: "V_12" }).max(50)], {
      error: "V_12",
    }).transform((v) => typeof v === "string" ? [v] : v)
      .refine((v) => v.every((t) => /^[a-z][a-z0-9-]{0,63}$/.test(t)), { error: "V_12" }),
  ),
  count: nullish(
    z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(1, { error: "V_12" })
      // More than the most is the most, not an error.
      .transform((n) => Math.min(n, MAX_COUNT)),
  ),
  offset: nullish(
    z.coerce.number({ error: "V_12" }).int({ error: "V_12" }).min(0, { error: "V_12" })
      .max(MAX_OFFSET, { error: "V_12" }),
  ),
});

/** Published pages matching a query (see the header). Never throws for what a visitor types. */
export async function searchPages(
  deps: { kv: Deno.Kv },
  query: SearchQuery,
): Promise<SearchAnswer> {
  const term = (query.term ?? "").trim();
  if (!term || term.length > MAX_TERM) return { total: 0, results: [] };
  const locales = (query.locales?.length ? query.locales : LOCALES)
    .filter((l): l is Locale => (LOCALES as readonly string[]).includes(l));
  const types = query.pageTypes?.length ? new Set(query.pageTypes) : null;
  const count = Math.max(1, Math.min(MAX_COUNT, Math.floor(query.count ?? DEFAULT_COUNT)));
  const offset = Math.max(0, Math.min(MAX_OFFSET, Math.floor(query.offset ?? 0)));

  // The settings as the site holds them in its current state (read once per state, with the
  // revision), the same state the hits are checked against below.
  const state = await siteView(deps.kv).current();
  const settings = await state.settings();
  const service = searchService(deps.kv);
  await service.prepare(settings);

  const found = new Map<Locale, IndexSearch>();
  let total = 0;
  // Typo tolerance only when the words as typed find nothing in any locale searched: "blood"
  // must not find the Dutch "bloed" next to the English pages it finds as it is.
  for (const typos of [false, true]) {
    total = 0;
    for (const locale of new Set(locales)) {
      const result = service.index(locale).search(term, types, { typos });
      found.set(locale, result);
      total += result.ids.length;
    }
    if (total) break;
  }
  // The page asked for, from the best `offset + count` of each locale.
  const hits: { locale: Locale; id: number; score: number }[] = [];
  for (const [locale, result] of found) {
    for (const id of best(result, offset + count)) {
      hits.push({ locale, id, score: result.scores[id] });
    }
  }
  if (found.size > 1) {
    hits.sort((a, b) => b.score - a.score || a.locale.localeCompare(b.locale) || a.id - b.id);
  }
  const results: SearchResult[] = [];
  // The index of this instance follows other instances' changes through the change log, a
  // moment late; the site's published pointers do not lag (lib/db/site_revision.ts). A hit whose
  // page is no longer published at its address (unpublished, deleted, moved) is dropped here,
  // so no instance ever links to what the site no longer shows.
  // The pointers of the whole page of hits are read together (one round trip).
  const shown = hits.slice(offset, offset + count).flatMap((hit) => {
    const doc = service.index(hit.locale).docAt(hit.id);
    return doc ? [{ hit, doc }] : [];
  });
  const pointers = await publishedPointersIn(
    deps.kv,
    state,
    shown.map(({ hit, doc }) => ({ locale: hit.locale, slug: doc.slug })),
  );
  for (const [i, { hit, doc }] of shown.entries()) {
    const pointer = pointers[i];
    if (pointer?.pageID !== Number(doc.id)) {
      total--;
      continue;
    }
    const language = service.index(hit.locale).language;
    const words = found.get(hit.locale)!.words;
    results.push(resultOf(doc, hit, words, language, settings.defaultLocale));
  }
  return { total, results };
}

function resultOf(
  doc: SearchDoc,
  hit: { locale: Locale; score: number },
  words: Set<string>,
  language: Language,
  defaultLocale: string,
): SearchResult {
  const segments = snippetSegments(doc, words, language);
  return {
    pageID: Number(doc.id),
    locale: hit.locale,
    type: doc.type,
    title: doc.title,
    slug: doc.slug,
    url: publicPath(doc.slug, hit.locale, defaultLocale),
    snippet: snippetHtml(segments),
    segments,
    score: Math.round(hit.score * 10_000) / 10_000,
  };
}
