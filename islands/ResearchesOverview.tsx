/**
 * The researches overview: every lab test with its price, time, duration, material and
 * preparation, a search field and the pricing tool.
 *
 * Server-rendered (and without JavaScript) it is the whole list, the notes on what to bring, and
 * a search form that goes to the site search filtered to researches. Hydrated, the search filters
 * the list as the visitor types (the count, or the no-results hint, is a live status), and each
 * research gets a checkbox: the picked ones are summed up in a panel at the foot of the viewport
 * — total price, total time (researches sharing a procedure count its time once, and the panel
 * says so), whether an appointment is needed, the special message of a research
 * that takes 2 hours and the note on where sperm is received — and the new totals are announced.
 * The sums are lib/content/researches.ts's, shared with the server.
 */
import type { JSX, TargetedEvent } from "preact";
import { useEffect, useMemo, useRef } from "preact/hooks";
import { type Signal, useSignal } from "@preact/signals";
import {
  formatDuration,
  formatPrice,
  pricingTotals,
  researchSearchText,
  type ShownResearch,
} from "../lib/content/researches.ts";
import { matchesWords, searchWords } from "../lib/content/text_match.ts";
import type { ResearchesText } from "../lib/content/island_text.ts";
import { fill, ResearchFacts } from "./_research_facts.tsx";
import { memo } from "./_memo.ts";

export interface ResearchesOverviewProps {
  /** Unique on the page (the block's key), for element ids. */
  id: string;
  /** The researches, in the order shown. */
  items: ShownResearch[];
  /** The language prices and durations are written in ("nl-NL"). */
  locale: string;
  /** The site search page, where the search form goes without JavaScript. */
  action: string;
  /** 2 under a page heading, 3 under the block's own heading. */
  headingLevel: 2 | 3;
  text: ResearchesText;
}

export default function ResearchesOverview(props: ResearchesOverviewProps): JSX.Element {
  const { id, items, locale, text } = props;
  const ready = useSignal(false);
  const term = useSignal("");
  const picked = useSignal<readonly number[]>([]);
  /** Whether the visitor changed the choice yet (nothing is announced before). */
  const changed = useSignal(false);
  const input = useRef<HTMLInputElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const Heading = `h${props.headingLevel}` as "h2" | "h3";

  useEffect(() => {
    // From here on the list filters itself and the researches can be picked. A term the browser
    // restored into the field (going back) applies at once.
    ready.value = true;
    if (input.current) term.value = input.current.value;
  }, []);

  useEffect(() => keepFocusClearOf(panel.current), [ready.value]);

  const words = searchWords(term.value);
  const matches = (r: ShownResearch) =>
    matchesWords(`${researchSearchText(r)} ${text.materials[r.material] ?? ""}`, words);
  const shownCount = items.filter(matches).length;
  const chosen = items.filter((r) => picked.value.includes(r.pageID));
  const totals = pricingTotals(chosen);
  // Written only for a choice: no Intl format is made while the island hydrates.
  const price = totals.count > 0 ? formatPrice(totals.price, locale) : "";
  const time = totals.count > 0 ? formatDuration(totals.minutes, locale) : "";

  const status = words.length === 0
    ? (items.length === 1 ? text.oneCount : fill(text.count, { count: items.length }))
    : shownCount === 0
    ? fill(text.noResults, { term: term.value.trim() })
    : shownCount === 1
    ? text.oneFound
    : fill(text.found, { count: shownCount });
  const pickedText = totals.count === 1
    ? text.onePicked
    : fill(text.picked, { count: totals.count });
  const announcement = !changed.value
    ? ""
    : totals.count === 0
    ? text.pricingEmpty
    : `${pickedText}. ${text.totalPrice}: ${price}. ${text.totalTime}: ${time}.`;

  // One function for the island's life (it only touches signals), so the rows stay memoised.
  const toggle = useMemo(() => (pageID: number, on: boolean) => {
    const rest = picked.value.filter((p) => p !== pageID);
    picked.value = on ? [...rest, pageID] : rest;
    changed.value = true;
  }, []);
  const removeFromPanel = (pageID: number) => {
    toggle(pageID, false);
    // The button that had the focus is gone: keep the focus in the panel.
    panelHeading.current?.focus();
  };
  const onSubmit = (event: TargetedEvent<HTMLFormElement>) => {
    // Hydrated, the list already shows the matches; without JavaScript the form goes to the
    // site search.
    event.preventDefault();
  };

  return (
    <div class="researches" data-ready={ready.value ? "" : undefined}>
      <p class="researches__intro">{text.intro}</p>
      <div class="researches__notes">
        <p class="researches__notes-title">{text.goodToKnow}</p>
        <ul>
          <li>{text.idNote}</li>
          <li>{text.spermNote}</li>
        </ul>
      </div>
      <form
        class="researches__search"
        role="search"
        aria-label={text.searchLabel}
        action={props.action}
        method="get"
        onSubmit={onSubmit}
      >
        <label for={`${id}-q`}>{text.searchLabel}</label>
        <div class="search-form__row">
          <input
            ref={input}
            id={`${id}-q`}
            class="search-form__input"
            type="search"
            name="q"
            placeholder={text.searchPlaceholder}
            autocomplete="off"
            maxLength={200}
            onInput={(e) => term.value = e.currentTarget.value}
          />
          <input type="hidden" name="type" value="research" />
          <button class="search-form__submit" type="submit">{text.submit}</button>
        </div>
      </form>
      <p class="researches__status" role="status">{items.length ? status : text.empty}</p>
      <ul class="researches__list" aria-label={text.list}>
        {items.map((r) => (
          <ResearchRow
            key={r.pageID}
            item={r}
            hidden={!matches(r)}
            pickID={`${id}-pick-${r.pageID}`}
            ready={ready}
            picked={picked}
            toggle={toggle}
            Heading={Heading}
            text={text}
          />
        ))}
      </ul>
      {ready.value
        ? (
          <section class="pricing" aria-labelledby={`${id}-pricing`} ref={panel}>
            <div class="pricing__head">
              <Heading class="pricing__title" id={`${id}-pricing`} tabIndex={-1} ref={panelHeading}>
                {text.pricingTitle}
              </Heading>
              {totals.count > 0
                ? (
                  // The sums first: the panel may scroll, they must not scroll out of sight.
                  <dl class="pricing__totals">
                    <div>
                      <dt>{text.totalPrice}</dt>
                      <dd>{price}</dd>
                    </div>
                    <div>
                      <dt>{text.totalTime}</dt>
                      <dd>{time}</dd>
                    </div>
                  </dl>
                )
                : null}
            </div>
            {totals.shared ? <p class="pricing__shared">{text.sharedTime}</p> : null}
            {totals.count === 0 ? <p class="pricing__empty">{text.pricingEmpty}</p> : (
              <>
                {totals.long.map((r) => (
                  <p key={r.pageID} class="research-notice research-notice--time">
                    {fill(text.twoHours, { name: r.name })}
                  </p>
                ))}
                {totals.sperm ? <p class="research-notice">{text.spermNote}</p> : null}
                <p class="pricing__visit">{totals.appointment ? text.appointment : text.walkIn}</p>
                <ul class="pricing__picked" aria-label={pickedText}>
                  {chosen.map((r) => (
                    <li key={r.pageID}>
                      <span>{r.name}</span>
                      <span class="pricing__item-price">{r.priceText}</span>
                      <button
                        type="button"
                        class="pricing__remove"
                        aria-label={fill(text.remove, { name: r.name })}
                        onClick={() => removeFromPanel(r.pageID)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  class="pricing__clear"
                  onClick={() => {
                    picked.value = [];
                    changed.value = true;
                    panelHeading.current?.focus();
                  }}
                >
                  {text.clear}
                </button>
              </>
            )}
          </section>
        )
        : null}
      <p class="visually-hidden" role="status">{announcement}</p>
    </div>
  );
}

interface RowProps {
  item: ShownResearch;
  hidden: boolean;
  pickID: string;
  ready: Signal<boolean>;
  picked: Signal<readonly number[]>;
  toggle: (pageID: number, on: boolean) => void;
  Heading: "h2" | "h3";
  text: ResearchesText;
}

/**
 * One research. Drawn again only when it is shown or hidden by the search: the checkbox is
 * {@link Pick}'s, which follows the island's state on its own, so that hydrating (and then
 * switching the checkboxes on) or picking one research does not diff every research's facts.
 */
const ResearchRow = memo(function ResearchRow(props: RowProps): JSX.Element {
  const { item: r, text } = props;
  return (
    <li class="research" hidden={props.hidden}>
      <div class="research__head">
        <Pick {...props} />
        <span class="research__price">
          <span class="visually-hidden">{`${text.price}:`}</span>
          {` ${r.priceText}`}
        </span>
      </div>
      <ResearchFacts item={r} text={text} />
      <a class="research__more" href={r.path}>
        {text.more}
        <span class="visually-hidden">{`: ${r.name}`}</span>
      </a>
    </li>
  );
});

/**
 * The research's name, and once hydrated its checkbox, the name its label. The server HTML has
 * no checkbox: without the island it could not sum anything.
 */
function Pick(props: RowProps): JSX.Element {
  const { item: r, pickID, Heading } = props;
  const ready = props.ready.value;
  return (
    <>
      {ready
        ? (
          <input
            id={pickID}
            class="research__pick"
            type="checkbox"
            checked={props.picked.value.includes(r.pageID)}
            onChange={(e) => props.toggle(r.pageID, e.currentTarget.checked)}
          />
        )
        : null}
      <Heading class="research__name">
        {ready ? <label for={pickID}>{r.name}</label> : r.name}
      </Heading>
    </>
  );
}

/**
 * The panel sticks to the foot of the viewport and grows with the choice (up to 45vh): what the
 * keyboard focuses must never end up under it (WCAG 2.2 SC 2.4.11). The page's scroll padding
 * at the bottom follows the panel's height as it changes (the stylesheet's `--pricing-height`,
 * 45vh until it is measured), so the browser scrolls a focused control clear of the panel.
 * Answers the clean-up.
 */
function keepFocusClearOf(el: HTMLElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const root = document.documentElement;
  const measure = new ResizeObserver(() => {
    root.style.setProperty("--pricing-height", `${el.offsetHeight}px`);
  });
  measure.observe(el);
  return () => {
    measure.disconnect();
    root.style.removeProperty("--pricing-height");
  };
}
