/**
 * The FAQ block's search field. The questions themselves are server HTML beside the island (an
 * accordion of `<details>`, lib/render/blocks/faq.tsx), so they work without any script; the
 * island only filters them. Without JavaScript the field is a GET form to the site search,
 * filtered to FAQs. Hydrated, typing hides the questions that do not hold every word typed (in
 * the question or the answer), hides a category heading with no question left, and puts the
 * count — or the no-results message — in a live status.
 */
import type { JSX, TargetedEvent } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { matchesWords, searchWords } from "../lib/content/text_match.ts";

export interface FaqSearchText {
  label: string;
  placeholder: string;
  submit: string;
  /** "{count}" is replaced. */
  found: string;
  oneFound: string;
  noResults: string;
}

export interface FaqSearchProps {
  /** The id of the element holding the questions (`[data-faq]`) and their groups. */
  listId: string;
  /** The site search page, where the form goes without JavaScript. */
  action: string;
  text: FaqSearchText;
}

/** Shows the questions under `list` that match `term`; answers how many are shown. */
function filterQuestions(list: ParentNode, term: string): number {
  const words = searchWords(term);
  let shown = 0;
  for (const item of list.querySelectorAll<HTMLElement>("[data-faq]")) {
    const match = matchesWords(item.textContent ?? "", words);
    item.hidden = !match;
    if (match) shown++;
  }
  for (const group of list.querySelectorAll<HTMLElement>("[data-faq-group]")) {
    group.hidden = !group.querySelector("[data-faq]:not([hidden])");
  }
  return shown;
}

export default function FaqSearch(props: FaqSearchProps): JSX.Element {
  const { text } = props;
  const status = useSignal("");
  const input = useRef<HTMLInputElement>(null);

  const apply = (term: string) => {
    const list = document.getElementById(props.listId);
    if (!list) return;
    const shown = filterQuestions(list, term);
    status.value = term.trim() === ""
      ? ""
      : shown === 0
      ? text.noResults
      : shown === 1
      ? text.oneFound
      : text.found.replace("{count}", String(shown));
  };

  useEffect(() => {
    // A term the browser restored into the field (going back) applies at once.
    if (input.current?.value) apply(input.current.value);
  }, []);

  const onSubmit = (event: TargetedEvent<HTMLFormElement>) => {
    // Hydrated, the questions are filtered in place already.
    event.preventDefault();
  };
  const id = `${props.listId}-q`;

  return (
    <form
      class="faq-search"
      role="search"
      aria-label={text.label}
      action={props.action}
      method="get"
      onSubmit={onSubmit}
    >
      <label for={id}>{text.label}</label>
      <div class="search-form__row">
        <input
          ref={input}
          id={id}
          class="search-form__input"
          type="search"
          name="q"
          placeholder={text.placeholder}
          autocomplete="off"
          maxLength={200}
          aria-controls={props.listId}
          onInput={(e) => apply(e.currentTarget.value)}
        />
        <input type="hidden" name="type" value="faq" />
        <button class="search-form__submit" type="submit">{text.submit}</button>
      </div>
      <p class="faq-search__status" role="status">{status.value}</p>
    </form>
  );
}
