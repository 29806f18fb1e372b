/**
 * The header's search field. Server-rendered it is a plain GET form to the search page; hydrated
 * it becomes an ARIA 1.2 combobox (an editable field with a listbox popup) that shows results as
 * the visitor types: searches are debounced 500 ms with a leading call and at most 1000 ms
 * between calls. Arrow keys move through the results, Enter opens the active
 * one (or, with none active, submits to the search page), Escape closes the list; the number of
 * results is announced in a live region.
 */
import type { JSX, TargetedEvent, TargetedKeyboardEvent } from "preact";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { debounce } from "../lib/content/debounce.ts";

export interface SearchBoxText {
  /** Accessible name of the form and the field ("Search"). */
  label: string;
  placeholder: string;
  submit: string;
  /** Name of the list of results. */
  results: string;
  noResults: string;
  /** "{count}" is replaced by the number of results. */
  resultCount: string;
  oneResult: string;
  /** The link to the search page under the list. */
  allResults: string;
}

export interface SearchBoxProps {
  /** The search page's path, where the form goes without JavaScript ("/zoeken"). */
  action: string;
  /** The locale searched (the page's). */
  locale: string;
  text: SearchBoxText;
  /** How many results the list shows (default 8). */
  count?: number;
}

interface Result {
  pageID: number;
  locale: string;
  title: string;
  url: string;
  /** The snippet as plain text parts, matched words marked (lib/search/snippet.ts). */
  segments: { text: string; mark: boolean }[];
}

/** The search API (routes/api/search.ts); its GET form needs no CSRF token. */
const SEARCH_API = "/api/ximblox/search/search";
/** Search debounce 500 ms, max wait 1000 ms. */
const DEBOUNCE_MS = 500;
const MAX_WAIT_MS = 1000;
const MIN_TERM = 2;
const MAX_TERM = 200;
const ID = "site-search";

async function searchApi(
  query: { term: string; locale: string; count: number },
  signal: AbortSignal,
): Promise<Result[] | null> {
  const params = new URLSearchParams({
    term: query.term,
    locales: query.locale,
    count: String(query.count),
  });
  const res = await fetch(`${SEARCH_API}?${params}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) return null;
  const json = await res.json();
  return json?.Success ? json.results : null;
}

/** A snippet's parts: matched words in `<mark>`, everything else as text (never as HTML). */
function Snippet(props: { segments: Result["segments"] }) {
  return (
    <>
      {props.segments.map((s, i) => s.mark ? <mark key={i}>{s.text}</mark> : s.text)}
    </>
  );
}

export default function SearchBox(props: SearchBoxProps): JSX.Element {
  const { text } = props;
  const hydrated = useSignal(false);
  const term = useSignal("");
  const results = useSignal<Result[]>([]);
  const searched = useSignal("");
  const open = useSignal(false);
  const active = useSignal(-1);
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);

  const search = useMemo(() =>
    debounce(
      async (value: string) => {
        request.current?.abort();
        const controller = request.current = new AbortController();
        try {
          const found = await searchApi(
            { term: value, locale: props.locale, count: props.count ?? 8 },
            controller.signal,
          );
          if (controller.signal.aborted || found === null) return;
          results.value = found;
          searched.value = value;
          active.value = -1;
          open.value = document.activeElement === input.current;
        } catch {
          // Aborted by a newer search, or offline: the form still goes to the search page.
        }
      },
      DEBOUNCE_MS,
      { maxWait: MAX_WAIT_MS },
    ), []);

  useEffect(() => {
    // From here on the field is a combobox; before, and without JavaScript, a plain search form.
    hydrated.value = true;
    if (input.current) term.value = input.current.value;
    return () => search.cancel();
  }, []);

  const close = () => {
    open.value = false;
    active.value = -1;
  };

  const onInput = (event: TargetedEvent<HTMLInputElement>) => {
    const value = term.value = event.currentTarget.value;
    const trimmed = value.trim();
    if (trimmed.length < MIN_TERM || trimmed.length > MAX_TERM) {
      search.cancel();
      request.current?.abort();
      results.value = [];
      searched.value = "";
      close();
      return;
    }
    search(trimmed);
  };

  const openResult = (result: Result) => {
    location.assign(result.url);
  };

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLInputElement>) => {
    const count = results.value.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        const at = active.value;
        if (!open.value) active.value = down ? 0 : count - 1;
        else if (down) active.value = at + 1 >= count ? 0 : at + 1;
        else active.value = at <= 0 ? count - 1 : at - 1;
        open.value = true;
        return;
      }
      case "Escape":
        if (open.value) {
          // Keep the field's text: only the list closes.
          event.preventDefault();
          close();
        }
        return;
      case "Enter":
        if (open.value && active.value >= 0) {
          event.preventDefault();
          openResult(results.value[active.value]);
        }
        return;
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !(event.currentTarget as Node).contains(next)) close();
  };

  const ready = hydrated.value;
  const count = results.value.length;
  const shown = ready && open.value && searched.value !== "";
  const expanded = shown && count > 0;
  const activeID = expanded && active.value >= 0 ? `${ID}-option-${active.value}` : undefined;
  const status = !ready || searched.value === ""
    ? ""
    : count === 0
    ? text.noResults
    : count === 1
    ? text.oneResult
    : text.resultCount.replace("{count}", String(count));
  const allHref = `${props.action}?q=${encodeURIComponent(term.value.trim())}`;

  useEffect(() => {
    // The list scrolls when it is taller than the window: arrow keys keep the active one in view.
    if (activeID) document.getElementById(activeID)?.scrollIntoView({ block: "nearest" });
  }, [activeID]);

  return (
    <form
      class="site-search"
      role="search"
      aria-label={text.label}
      action={props.action}
      method="get"
      onFocusOut={onFocusOut}
    >
      <label class="visually-hidden" for={ID}>{text.label}</label>
      <input
        ref={input}
        id={ID}
        class="site-search__input"
        type="text"
        enterKeyHint="search"
        name="q"
        placeholder={text.placeholder}
        autocomplete="off"
        maxLength={MAX_TERM}
        role={ready ? "combobox" : undefined}
        aria-autocomplete={ready ? "list" : undefined}
        aria-expanded={ready ? expanded : undefined}
        aria-controls={ready ? `${ID}-listbox` : undefined}
        aria-activedescendant={activeID}
        onInput={onInput}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (searched.value) open.value = true;
        }}
      />
      <button class="site-search__submit" type="submit">{text.submit}</button>
      {ready
        ? (
          <div class="site-search__popup" hidden={!shown}>
            <ul id={`${ID}-listbox`} role="listbox" aria-label={text.results} hidden={!expanded}>
              {results.value.map((result, i) => (
                <li
                  key={`${result.locale}:${result.pageID}`}
                  id={`${ID}-option-${i}`}
                  role="option"
                  aria-selected={i === active.value}
                  class="site-search__option"
                  // Keeps the focus in the field, so the list stays open for the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => openResult(result)}
                >
                  <span class="site-search__title">{result.title}</span>
                  <span class="site-search__snippet">
                    <Snippet segments={result.segments ?? []} />
                  </span>
                </li>
              ))}
            </ul>
            {count === 0 ? <p class="site-search__empty">{text.noResults}</p> : null}
            <a class="site-search__all" href={allHref}>{text.allResults}</a>
          </div>
        )
        : null}
      {ready ? <div class="visually-hidden" role="status">{status}</div> : null}
    </form>
  );
}
