/**
 * Opening hours of a location and whether it is open at an instant. Weekday
 * names run Monday to Friday only, so a location is closed at weekends. The time is the
 * Netherlands' own (Europe/Amsterdam, summer time included), read through `Intl`, so the answer
 * is the same on a server in UTC and in a visitor's browser abroad.
 *
 * Free of zod and of anything server-only: the location finder island imports it.
 */
import { SITE_TIME_ZONE } from "./site_time.ts";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;
export type Weekday = typeof WEEKDAYS[number];

/** A time of day as "HH:MM" on the 24-hour clock. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** One day's hours: open from `open` until (not including) `close`, both "HH:MM". */
export interface DayHours {
  open: string;
  close: string;
}

/** The hours of each weekday; null: closed that day. */
export type OpeningHours = Record<Weekday, DayHours | null>;

/** Where the locations are, whatever the visitor's or the server's own time zone. */
export const TIME_ZONE = SITE_TIME_ZONE;

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Amsterdam's offset from UTC in minutes from each instant (ms) on, oldest first, and the instant
 * until which the table holds. The server writes one into the location finder's props
 * ({@link zoneOffsets}), so that the browser reads Amsterdam's time by arithmetic: the first
 * time-zone `Intl.DateTimeFormat` of a page loads the zone data, about 75 ms of a phone's main
 * thread (300 ms in Lighthouse's 4× slowdown) in the task that draws the cards' open states.
 * Outside the table (a page cached longer than it reaches) the time is read through Intl.
 */
export interface ZoneOffsets {
  changes: [from: number, offset: number][];
  until: number;
}

let known: ZoneOffsets | null = null;

/** Hands the browser's copy of the table to {@link amsterdamTime}. */
export function knowZoneOffsets(table: ZoneOffsets | undefined): void {
  if (table?.changes.length) known = table;
}

let clock: Intl.DateTimeFormat | undefined;
/**
 * The last minute asked for and its answer: the location finder asks for every location's card
 * at the same instant (two dozen times when its clock ticks).
 */
let last: { minute: number; answer: { day: Weekday | null; time: string } } | undefined;

const UTC_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The weekday (null at weekends) and the time "HH:MM" in Amsterdam at `instant`. */
export function amsterdamTime(instant: number | Date): { day: Weekday | null; time: string } {
  // Time zones differ from UTC by whole minutes, so one minute has one answer.
  const minute = Math.floor(Number(instant) / MINUTE);
  if (last?.minute === minute) return last.answer;
  const offset = tableOffset(minute * MINUTE);
  let day: string;
  let time: string;
  if (offset !== null) {
    const local = new Date((minute + offset) * MINUTE);
    day = UTC_DAYS[local.getUTCDay()];
    time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  } else {
    const parts = zoneParts(minute * MINUTE);
    day = parts.weekday.toLowerCase();
    time = `${parts.hour}:${parts.minute}`;
  }
  const answer = { day: WEEKDAYS.includes(day as Weekday) ? day as Weekday : null, time };
  last = { minute, answer };
  return answer;
}

function tableOffset(at: number): number | null {
  if (!known || at < known.changes[0][0] || at >= known.until) return null;
  let offset = known.changes[0][1];
  for (const [from, value] of known.changes) if (from <= at) offset = value;
  return offset;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function zoneParts(at: number): Record<string, string> {
  clock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    weekday: "long",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Record<string, string> = {};
  for (const part of clock.formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** Amsterdam's offset from UTC at `at` (a whole minute), in minutes, through Intl. */
function zoneOffset(at: number): number {
  const p = zoneParts(at);
  return (Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - at) / MINUTE;
}

/**
 * The table of Amsterdam's offsets from `from` for `days` days (for the server to hand to the
 * browser). A zone changes its offset at most once a day; each change is found to the minute.
 */
export function zoneOffsets(from: number, days: number): ZoneOffsets {
  const start = Math.floor(from / MINUTE) * MINUTE;
  // About 2 ms of Intl calls: made once for the same start and length (the finder asks for one
  // starting at the day's beginning, so once a day per process).
  if (lastTable?.start === start && lastTable.days === days) return lastTable.table;
  const table = findZoneOffsets(start, days);
  lastTable = { start, days, table };
  return table;
}

let lastTable: { start: number; days: number; table: ZoneOffsets } | undefined;

function findZoneOffsets(start: number, days: number): ZoneOffsets {
  const until = start + days * DAY;
  const changes: [number, number][] = [[start, zoneOffset(start)]];
  for (let t = start; t < until; t += DAY) {
    const next = Math.min(t + DAY, until);
    const before = changes[changes.length - 1][1];
    if (zoneOffset(next) === before) continue;
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
      if (zoneOffset(mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push([hi, zoneOffset(hi)]);
  }
  return { changes, until };
}

/**
 * Whether a location with `hours` is open at `instant`, and until when: open from the opening
 * minute, closed from the closing minute on ("HH:MM" strings compare as times).
 */
export function openState(
  hours: OpeningHours,
  instant: number | Date,
): { open: true; closes: string } | { open: false } {
  const { day, time } = amsterdamTime(instant);
  const today = day ? hours[day] : null;
  return today && today.open <= time && time < today.close
    ? { open: true, closes: today.close }
    : { open: false };
}

export function isOpenAt(hours: OpeningHours, instant: number | Date): boolean {
  return openState(hours, instant).open;
}
