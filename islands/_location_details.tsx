/**
 * A location's details as the public site shows them, in the location finder
 * (islands/LocationFinder.tsx) and on the location's own page (lib/render/page_types): the
 * address, the opening hours Monday to Friday, accessibility, parking, services and a plain link
 * that opens the address on OpenStreetMap (no map script or tiles load on the site). Its words
 * come from lib/i18n/site.ts (`locations`), passed in, so the island carries no catalogue.
 */
import type { VNode } from "preact";
import { type OpeningHours, type Weekday, WEEKDAYS } from "../lib/content/opening_hours.ts";
import type { LocationText } from "../lib/content/island_text.ts";

export type { LocationText };

/** What a location shows (its page type's data, lib/content/page_types/location.ts). */
export interface LocationInfo {
  name: string;
  address: string;
  postcode: string;
  city: string;
  hours: OpeningHours;
  accessibility: string;
  parking: "paid" | "free" | "none";
  services: string[];
  headOffice: boolean;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /\{(\w+)\}/g,
    (whole, key) => key in values ? String(values[key]) : whole,
  );
}

/** "08:00" as the display language writes it ("08.00" in Dutch). */
export function formatTime(time: string, text: LocationText): string {
  return time.replace(":", text.timeSeparator);
}

/** The address on one line, for the map search. */
export function addressLine(location: Pick<LocationInfo, "address" | "postcode" | "city">): string {
  return [location.address, [location.postcode, location.city].filter(Boolean).join(" ")]
    .filter(Boolean).join(", ");
}

/** A plain link to OpenStreetMap's search for the address: no script or tiles on our pages. */
export function mapsUrl(location: Pick<LocationInfo, "address" | "postcode" | "city">): string {
  const query = [addressLine(location), "Nederland"].filter(Boolean).join(", ");
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** Street, then postcode and place, as an address block. */
export function Address(
  props: { location: LocationInfo; class?: string },
): VNode | null {
  const { address, postcode, city } = props.location;
  const place = [postcode, city].filter(Boolean).join(" ");
  if (!address && !place) return null;
  return (
    <p class={props.class}>
      {address}
      {address && place ? <br /> : null}
      {place}
    </p>
  );
}

export function MapsLink(props: { location: LocationInfo; text: LocationText }): VNode | null {
  if (!addressLine(props.location)) return null;
  return (
    <a class="location-maps-link" href={mapsUrl(props.location)}>
      {props.text.openInMaps}
      <span class="visually-hidden">{`: ${props.location.name}`}</span>
    </a>
  );
}

/** The opening hours Monday to Friday as a table (today's row is marked in the browser: {@link markToday}). */
export function HoursTable(
  props: { hours: OpeningHours; text: LocationText; name?: string },
): VNode {
  const { hours, text } = props;
  return (
    <table class="opening-hours">
      <caption>
        {text.openingHours}
        {props.name ? <span class="visually-hidden">{`: ${props.name}`}</span> : null}
      </caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const h = hours[day];
          return (
            <tr key={day}>
              <th scope="row">
                {text.weekdays[day]}
                {/* Filled for today's row in the browser ({@link markToday}). */}
                <span class="opening-hours__today" hidden />
              </th>
              <td>
                {h
                  ? fill(text.timeRange, {
                    open: formatTime(h.open, text),
                    close: formatTime(h.close, text),
                  })
                  : text.closed}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Marks today's row of the hours tables in `container`, in the browser (the page's HTML is cached,
 * so only the browser knows the day): bold, and "(vandaag)" after the day. The space before it is
 * a space, not a margin: on a phone it may wrap below the day, so that the hours beside it keep
 * their room (they were cut off at "uur"). By hand, because the finder keeps the details as the
 * server drew them (islands/_kept.ts).
 */
export function markToday(container: Element, today: Weekday | null, label: string): void {
  for (const table of container.querySelectorAll(".opening-hours")) {
    table.querySelectorAll<HTMLTableRowElement>("tbody tr").forEach((row, i) => {
      const on = WEEKDAYS[i] === today;
      row.classList.toggle("is-today", on);
      const mark = row.querySelector<HTMLElement>(".opening-hours__today");
      if (!mark) return;
      mark.hidden = !on;
      mark.textContent = on ? ` (${label})` : "";
    });
  }
}

/**
 * Opening hours, accessibility, parking and services. `named` puts the location's name into the
 * table's caption (for screen readers), so that each of several tables on a page has its own.
 */
export function LocationDetails(
  props: { location: LocationInfo; text: LocationText; named?: boolean },
): VNode {
  return (
    <div class="location-details">
      <LocationDetailsContent {...props} />
    </div>
  );
}

/** What {@link LocationDetails} holds (the location finder keeps it in an element of its own). */
export function LocationDetailsContent(
  props: { location: LocationInfo; text: LocationText; named?: boolean },
): VNode {
  const { location, text } = props;
  return (
    <>
      <HoursTable
        hours={location.hours}
        text={text}
        name={props.named ? location.name : undefined}
      />
      <dl class="location-details__facts">
        {location.accessibility
          ? (
            <div>
              <dt>{text.accessibility}</dt>
              <dd>{location.accessibility}</dd>
            </div>
          )
          : null}
        <div>
          <dt>{text.parking}</dt>
          <dd>{text.parkingKinds[location.parking]}</dd>
        </div>
        {location.services.length
          ? (
            <div>
              <dt>{text.services}</dt>
              <dd>
                <ul class="location-details__services">
                  {location.services.map((s, i) => <li key={i}>{s}</li>)}
                </ul>
              </dd>
            </div>
          )
          : null}
      </dl>
    </>
  );
}
