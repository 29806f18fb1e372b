/**
 * The location finder on /locaties (block `location-finder`): every published location with its
 * address, opening hours, accessibility, parking and a link that opens it on the map.
 *
 * Server-rendered (and without JavaScript) it is the full list under a GET form to the site
 * search for locations (`/zoeken?type=location&q=…`), which finds them by name, street or place:
 * the page's own HTML is cached per published version whatever its query, so it cannot filter
 * itself. The filter "Open now", the postcode field and "Use my location" need the browser's
 * clock and position, so they stay disabled until the island is hydrated (the same markup on both
 * sides, so nothing moves when it is).
 *
 * Hydrated, the list filters as the visitor types: "All" or "Open now" (in Amsterdam's time,
 * refreshed each minute by the store's clock tick), the text search, the postcode ranking (same
 * four digits first, then the same first two) and, on request, the nearest first. The number of
 * locations shown is announced in a live region; everything is plain form controls, links and
 * `<details>`, so it works by keyboard alone.
 */
import type { JSX, TargetedEvent } from "preact";
import { useEffect, useLayoutEffect, useRef } from "preact/hooks";
import { type ReadonlySignal, useComputed, useSignal } from "@preact/signals";
import {
  amsterdamTime,
  knowZoneOffsets,
  type OpeningHours,
  openState,
  type ZoneOffsets,
} from "../lib/content/opening_hours.ts";
import {
  type Coordinates,
  distanceKm,
  matchesTerm,
  postcodeProblem,
  rankLocations,
} from "../lib/content/location_search.ts";
import { numberFormat } from "../lib/content/intl_formats.ts";
import { tick } from "./_store.ts";
import {
  Address,
  fill,
  formatTime,
  LocationDetailsContent,
  type LocationInfo,
  type LocationText,
  MapsLink,
  markToday,
} from "./_location_details.tsx";
import { Kept } from "./_kept.ts";
import { memo } from "./_memo.ts";

/** A published location as the finder gets it. */
export interface FinderLocation extends LocationInfo {
  pageID: number;
  /** Its page. */
  path: string;
  lat: number | null;
  lng: number | null;
}

export interface LocationFinderProps {
  /** Unique on the page, for element ids. */
  id: string;
  locations: FinderLocation[];
  /** The site search page, where the form goes without JavaScript ("/zoeken"). */
  searchAction: string;
  text: LocationText;
  /** Amsterdam's offsets from UTC from the page's making on. */
  zone?: ZoneOffsets;
}

type Filter = "all" | "open";
/** The time in ms, changed each minute; null on the server and until hydrated. */
type Clock = ReadonlySignal<number | null>;
type Locating = "idle" | "busy" | "done" | "failed";

const MINUTE = 60_000;

/** What the visitor asked for, applied to the list. */
function visibleLocations(
  locations: FinderLocation[],
  query: { term: string; postcode: string; open: boolean; now: number | null },
  position: Coordinates | null,
): { shown: FinderLocation[]; matched: number } {
  const matching = locations.filter((l) => matchesTerm(query.term, [l.name, l.address, l.city]));
  const shown = query.open && query.now !== null
    ? matching.filter((l) => openState(l.hours, query.now!).open)
    : matching;
  return {
    shown: rankLocations(shown, { postcode: query.postcode, position }),
    matched: matching.length,
  };
}

/**
 * Whether the location is open now. Drawn empty before hydration (the cached HTML cannot know the
 * time), keeping its line so that nothing moves when it fills in.
 */
function OpenStatus(props: { hours: OpeningHours; clock: Clock; text: LocationText }) {
  const now = props.clock.value;
  const state = now === null ? null : openState(props.hours, now);
  return (
    <p class={`location-card__status${state?.open ? " is-open" : ""}`}>
      {state === null
        ? null
        : state.open
        ? fill(props.text.openUntil, { time: formatTime(state.closes, props.text) })
        : props.text.closedNow}
    </p>
  );
}

export default function LocationFinder(props: LocationFinderProps): JSX.Element {
  const { id, text } = props;
  knowZoneOffsets(props.zone);
  const hydrated = useSignal(false);
  const filter = useSignal<Filter>("all");
  const term = useSignal("");
  const postcode = useSignal("");
  const position = useSignal<Coordinates | null>(null);
  const locating = useSignal<Locating>("idle");
  /** The postcode was left or sent: from then on a wrong one is said (not while typing it). */
  const postcodeChecked = useSignal(false);
  const canLocate = useSignal(false);
  // The clock ticks each second; the list only needs the minute (opening hours are in minutes).
  const minute = useComputed(() => {
    if (!hydrated.value) return null;
    tick.value; // Subscribes: recomputed each second, changed each minute.
    return Math.floor(Date.now() / MINUTE);
  });

  useEffect(() => {
    // Only now is the time known (the page's HTML is cached), and the position askable.
    hydrated.value = true;
    canLocate.value = "geolocation" in navigator;
  }, []);

  // The rows read the clock themselves: hydrating (the time becomes known) and each new minute
  // redraw their status and hours, not the whole list. The list reads it only to keep the open.
  const clock = useComputed(() => minute.value === null ? null : Date.now());
  const open = filter.value === "open";
  const { shown, matched } = visibleLocations(
    props.locations,
    {
      term: term.value,
      postcode: postcode.value,
      open,
      now: open ? clock.value : null,
    },
    position.value,
  );
  const count = shown.length;
  const shownIDs = new Set(shown.map((l) => l.pageID));
  const status = count === 0
    ? text.countNone
    : count === 1
    ? text.countOne
    : fill(text.count, { count });
  const trimmed = term.value.trim();
  const empty = count > 0
    ? null
    : trimmed && matched === 0
    ? fill(text.noResults, { term: trimmed })
    : matched > 0
    ? text.noneOpen
    : null;

  const locate = () => {
    locating.value = "busy";
    navigator.geolocation.getCurrentPosition(
      (found) => {
        position.value = { lat: found.coords.latitude, lng: found.coords.longitude };
        locating.value = "done";
      },
      () => {
        locating.value = "failed";
      },
      { timeout: 15_000, maximumAge: 10 * MINUTE },
    );
  };

  const postcodeWrong = postcodeChecked.value && postcodeProblem(postcode.value);
  const postcodeErrorId = `${id}-postcode-error`;

  const onSubmit = (event: TargetedEvent<HTMLFormElement>) => {
    // Hydrated, the list already shows what the form asks for.
    if (!hydrated.value) return;
    event.preventDefault();
    postcodeChecked.value = true;
    if (postcodeProblem(postcode.value)) {
      document.getElementById(`${id}-postcode`)?.focus();
    }
  };

  const locatingText = locating.value === "busy"
    ? text.locating
    : locating.value === "done"
    ? text.located
    : locating.value === "failed"
    ? text.locationFailed
    : "";

  return (
    <div class="location-finder">
      <form
        class="location-finder__form"
        role="search"
        aria-label={text.finderLabel}
        method="get"
        action={props.searchAction}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="type" value="location" />
        <fieldset class="location-finder__filter">
          <legend>{text.show}</legend>
          {(["all", "open"] as const).map((value) => (
            <label key={value} class="location-finder__option">
              <input
                type="radio"
                name="filter"
                value={value}
                checked={filter.value === value}
                disabled={value === "open" && !hydrated.value}
                onChange={() =>
                  filter.value = value}
              />
              {value === "all" ? text.all : text.openNow}
            </label>
          ))}
        </fieldset>
        <div class="location-finder__fields">
          <div class="location-finder__field">
            <label for={`${id}-q`}>{text.searchLabel}</label>
            <input
              id={`${id}-q`}
              class="location-finder__input"
              type="search"
              name="q"
              maxLength={200}
              autocomplete="off"
              aria-describedby={`${id}-q-hint`}
              value={term.value}
              onInput={(e) => term.value = e.currentTarget.value}
            />
            <p id={`${id}-q-hint`} class="location-finder__hint">{text.searchHint}</p>
          </div>
          <div class="location-finder__field location-finder__field--postcode">
            <label for={`${id}-postcode`}>{text.postcodeLabel}</label>
            <input
              id={`${id}-postcode`}
              class="location-finder__input"
              type="text"
              name="postcode"
              inputMode="text"
              autocomplete="postal-code"
              maxLength={7}
              aria-describedby={postcodeWrong
                ? `${postcodeErrorId} ${id}-postcode-hint`
                : `${id}-postcode-hint`}
              aria-invalid={postcodeWrong ? "true" : undefined}
              disabled={!hydrated.value}
              value={postcode.value}
              onInput={(e) => postcode.value = e.currentTarget.value}
              onBlur={() => postcodeChecked.value = true}
            />
            <p id={`${id}-postcode-hint`} class="location-finder__hint">{text.postcodeHint}</p>
            {
              // An alert: said once when it appears, wherever the visitor is.
              postcodeWrong
                ? (
                  <p id={postcodeErrorId} class="location-finder__error" role="alert">
                    {text.postcodeInvalid}
                  </p>
                )
                : null
            }
          </div>
        </div>
        <div class="location-finder__actions">
          <button class="location-finder__submit" type="submit">{text.submit}</button>
          <button
            class="location-finder__locate"
            type="button"
            disabled={!canLocate.value || locating.value === "busy"}
            onClick={locate}
          >
            {text.useMyLocation}
          </button>
        </div>
      </form>
      <h2 class="location-finder__heading">{text.results}</h2>
      <p class="location-finder__count" role="status">{status}</p>
      <p class="location-finder__locating" role="status">{locatingText}</p>
      {empty ? <p class="location-finder__empty">{empty}</p> : null}
      <ul class="location-list">
        {
          // Every location, the shown ones first in their order: the others are hidden, not
          // removed, since a card's details are kept from the server's HTML (CardDetails).
          [...shown, ...props.locations.filter((l) => !shownIDs.has(l.pageID))].map((location) => (
            <LocationCard
              key={location.pageID}
              hidden={!shownIDs.has(location.pageID)}
              location={location}
              clock={clock}
              position={position.value}
              text={text}
            />
          ))
        }
      </ul>
    </div>
  );
}

interface CardProps {
  location: FinderLocation;
  hidden: boolean;
  clock: Clock;
  position: Coordinates | null;
  text: LocationText;
}

/**
 * One location. Drawn again only when the visitor's position changes (its distance); the open
 * state and today's hours follow the clock in their own components.
 */
const LocationCard = memo(function LocationCard(props: CardProps): JSX.Element {
  const { location, position, text } = props;
  return (
    <li class="location-card" hidden={props.hidden}>
      <h3 class="location-card__name">
        <a href={location.path}>{location.name}</a>
      </h3>
      {location.headOffice ? <p class="location-card__badge">{text.headOffice}</p> : null}
      <OpenStatus hours={location.hours} clock={props.clock} text={text} />
      <Address location={location} class="location-card__address" />
      {position && location.lat !== null && location.lng !== null
        ? (
          <p class="location-card__distance">
            {fill(text.distance, {
              // Made when the first distance is drawn: the first number format of a page loads the
              // language's data (about 50 ms of a phone's main thread, in the hydration's task).
              distance: numberFormat(text.language, { maximumFractionDigits: 1 }).format(
                distanceKm(position, { lat: location.lat, lng: location.lng }),
              ),
            })}
          </p>
        )
        : null}
      <MapsLink location={location} text={text} />
      <details class="location-card__details">
        <summary>
          {text.details}
          <span class="visually-hidden">{`: ${location.name}`}</span>
        </summary>
        <CardDetails location={location} clock={props.clock} text={text} />
      </details>
    </li>
  );
});

/**
 * The location's details with today's hours marked (once the time is known). Kept as the server
 * drew them (islands/_kept.ts): they were most of what hydration walked.
 */
function CardDetails(props: { location: FinderLocation; clock: Clock; text: LocationText }) {
  const now = props.clock.value;
  const today = now === null ? null : amsterdamTime(now).day;
  const kept = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (kept.current) markToday(kept.current, today, props.text.today);
  }, [today]);
  return (
    <Kept tag="div" class="location-details" ref={kept}>
      <LocationDetailsContent location={props.location} text={props.text} named />
    </Kept>
  );
}
