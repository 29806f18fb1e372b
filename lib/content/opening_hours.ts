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

let clock: Intl.DateTimeFormat | undefined;

/** The weekday (null at weekends) and the time "HH:MM" in Amsterdam at `instant`. */
export function amsterdamTime(instant: number | Date): { day: Weekday | null; time: string } {
  clock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts: Record<string, string> = {};
  for (const part of clock.formatToParts(instant)) parts[part.type] = part.value;
  const day = parts.weekday.toLowerCase() as Weekday;
  return {
    day: WEEKDAYS.includes(day) ? day : null,
    time: `${parts.hour}:${parts.minute}`,
  };
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
