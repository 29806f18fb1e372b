/**
 * The public search page (lib/site/search_page.ts): a GET form with the term and the page-type
 * filters, the number of results, each result's title, snippet and address, and a "load more"
 * link that asks for more of them. It works without JavaScript, and runs none: it has its own
 * form, so the header's search island is left out. Never indexed.
 */
import type { VNode } from "preact";
import type { RenderContext } from "./context.ts";
import { renderDocument } from "./island.tsx";
import { messagesFor } from "../i18n/site.ts";
import { Document } from "./page.tsx";
import { searchPath } from "./search_path.ts";

export interface SearchPageResult {
  pageID: number;
  locale: string;
  title: string;
  /** The page's public path. */
  url: string;
  /** The snippet as HTML: its text escaped, matched words in `<mark>` (lib/search). */
  snippetHtml: string;
}

export interface SearchPageInput {
  /** The term as asked ("" before any search). */
  term: string;
  /** The page types a visitor may filter by, and the ones chosen (none: all). */
  filters: { id: string; label: string }[];
  types: string[];
  /** How many results were asked for: the page shows this many of them at most. */
  count: number;
  total: number;
  results: SearchPageResult[];
}

/** The address of the search page with a term, filters and count (defaults left out). */
export function searchHref(
  path: string,
  query: { term: string; types: string[]; count?: number },
  defaultCount: number,
): string {
  const params = new URLSearchParams({ q: query.term });
  for (const type of query.types) params.append("type", type);
  if (query.count && query.count !== defaultCount) params.set("count", String(query.count));
  return `${path}?${params}`;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key) => key in values ? String(values[key]) : all);
}

function SearchForm(props: { input: SearchPageInput; action: string; ctx: RenderContext }) {
  const { input, ctx } = props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  return (
    <form class="search-form" role="search" method="get" action={props.action}>
      <label class="search-form__label" for="search-term">{t.searchTerm}</label>
      <div class="search-form__row">
        <input
          id="search-term"
          class="search-form__input"
          type="search"
          name="q"
          value={input.term}
          placeholder={t.searchPlaceholder}
          maxLength={200}
          autocomplete="off"
        />
        <button class="search-form__submit" type="submit">{t.search}</button>
      </div>
      {input.filters.length > 0
        ? (
          <fieldset class="search-filters">
            <legend>{t.searchFilter}</legend>
            {input.filters.map((f) => (
              <label key={f.id} class="search-filters__option">
                <input
                  type="checkbox"
                  name="type"
                  value={f.id}
                  checked={input.types.includes(f.id)}
                />
                {f.label}
              </label>
            ))}
          </fieldset>
        )
        : null}
    </form>
  );
}

export const SEARCH_PAGE_SIZE = 10;

/** The results part of the page: the count, the list, and "load more". */
function SearchResults(props: { input: SearchPageInput; action: string; ctx: RenderContext }) {
  const { input, ctx } = props;
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  if (input.term === "") return <p class="search-hint">{t.searchEnterTerm}</p>;
  if (input.total === 0 || input.results.length === 0) {
    return <p class="search-count search-count--empty">{t.searchNoResults}</p>;
  }
  const count = input.total === 1
    ? fill(t.searchOneResultFor, { term: input.term })
    : fill(t.searchResultCountFor, { count: input.total, term: input.term });
  const shown = input.results.length;
  const more = shown < input.total
    ? searchHref(props.action, {
      term: input.term,
      types: input.types,
      count: input.count + SEARCH_PAGE_SIZE,
    }, SEARCH_PAGE_SIZE) + `#result-${shown + 1}`
    : null;
  return (
    <>
      <p class="search-count">{count}</p>
      <ol class="search-results">
        {input.results.map((r, i) => (
          <li key={`${r.locale}:${r.pageID}`} id={`result-${i + 1}`} class="search-result">
            <h2 class="search-result__title">
              <a href={r.url}>{r.title}</a>
            </h2>
            {r.snippetHtml
              ? (
                <p
                  class="search-result__snippet"
                  dangerouslySetInnerHTML={{ __html: r.snippetHtml }}
                />
              )
              : null}
            <p class="search-result__url">{ctx.publicUrl + r.url}</p>
          </li>
        ))}
      </ol>
      {more
        ? (
          <p class="search-more">
            <a href={more}>{t.searchLoadMore}</a>
          </p>
        )
        : null}
    </>
  );
}

/** The whole search page. `ctx.search` is ignored: the page's own form is the search field. */
export function renderSearchPageHtml(input: SearchPageInput, ctx: RenderContext): string {
  const t = messagesFor(ctx.displayLanguage ?? ctx.locale);
  const action = searchPath(ctx.displayLanguage, ctx.locale, ctx.defaultLocale);
  const title = input.term ? `${input.term} – ${t.search}` : t.search;
  const page: VNode = (
    <Document head={{ title, noindex: true }} ctx={{ ...ctx, search: false }} current={action}>
      <h1>{t.search}</h1>
      <SearchForm input={input} action={action} ctx={ctx} />
      <SearchResults input={input} action={action} ctx={ctx} />
    </Document>
  );
  return renderDocument(page, { locale: ctx.locale });
}
