/**
 * Finding a location (the location finder, islands/LocationFinder.tsx): Dutch postcodes, the
 * text search by name, street or place, the ranking by postcode and the distance to the
 * visitor. Pure and free of zod, so the island imports it without the schema library.
 */
import { foldText } from "./text_match.ts";

/** A Dutch postcode: four digits (no leading zero), two letters, as people type it. */
export const DUTCH_POSTCODE = /^[1-9]\d{3} ?[a-z]{2}$/i;

/** A valid postcode as it is written: "1234ab" becomes "1234 AB". */
export function normalisePostcode(postcode: string): string {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

/** What the finder's postcode field takes: a postcode, or its first two to four digits. */
const POSTCODE_START = /^[1-9]\d{1,3}$|^[1-9]\d{3} ?[a-z]{1,2}$/i;

/**
 * Whether what a visitor typed in the postcode field cannot be a postcode (nothing typed is
 * fine): the finder says so rather than silently ignoring it.
 */
export function postcodeProblem(input: string): boolean {
  const typed = input.trim();
  return typed !== "" && !POSTCODE_START.test(typed);
}

/** The digits a visitor's postcode starts with, at most four ("3511 ab" gives "3511"). */
export function postcodeDigits(input: string): string {
  return /^\s*(\d{1,4})/.exec(input)?.[1] ?? "";
}

/**
 * How near a location's postcode is to the one a visitor typed: 0 for the same four digits,
 * 1 for the same first two (the same region), 2 for the rest. Typed fewer than two digits:
 * every location ranks the same.
 */
export function postcodeRank(typed: string, postcode: string): number {
  const want = postcodeDigits(typed);
  if (want.length < 2) return 0;
  const have = postcodeDigits(postcode);
  if (want.length === 4 && have === want) return 0;
  return have.length === 4 && have.slice(0, 2) === want.slice(0, 2) ? 1 : 2;
}

/** Lower case without accents or punctuation, so "Zuidoost" finds "Amsterdam-Zuidoost". */
export function normaliseText(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** Whether every word of `term` is in one of `fields` (an empty term matches everything). */
export function matchesTerm(term: string, fields: readonly string[]): boolean {
  const words = normaliseText(term).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map(normaliseText).join(" ");
  return words.every((word) => haystack.includes(word));
}

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The mean radius of the earth in kilometres. */
const EARTH_KM = 6371.0088;

/** The great-circle distance between two points in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What ranking needs of a location. */
export interface Locatable {
  postcode: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Locations in the order a visitor wants them: with a postcode typed, the same four digits
 * first, then the same first two, then the rest; within each group, and without a postcode,
 * nearest first when the visitor's position is known, otherwise the nearest postcode number
 * (Dutch postcodes are numbered by region, so 3512 lies near 3511). Ties keep their order.
 */
export function rankLocations<T extends Locatable>(
  locations: readonly T[],
  options: { postcode?: string; position?: Coordinates | null },
): T[] {
  const typed = postcodeDigits(options.postcode ?? "");
  const byPostcode = typed.length >= 2;
  const number = Number(typed.padEnd(4, "0"));
  const position = options.position ?? null;
  const keyed = locations.map((location, index) => {
    const digits = postcodeDigits(location.postcode);
    return {
      location,
      index,
      rank: byPostcode ? postcodeRank(typed, location.postcode) : 0,
      near: position
        ? (location.lat === null || location.lng === null
          ? Infinity
          : distanceKm(position, { lat: location.lat, lng: location.lng }))
        : byPostcode && digits.length === 4
        ? Math.abs(Number(digits) - number)
        : byPostcode
        ? Infinity
        : 0,
    };
  });
  keyed.sort((a, b) => a.rank - b.rank || a.near - b.near || a.index - b.index);
  return keyed.map((k) => k.location);
}
