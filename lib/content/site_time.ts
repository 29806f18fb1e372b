/**
 * The site's time zone: the lab's, whatever the visitor's, the editor's or the server's own zone.
 * Opening hours, the dates of form submissions and the times a page is scheduled for are all
 * read in it. And the conversions between an instant and a wall-clock time there, as a
 * `datetime-local` input holds it ("2026-03-29T02:30"), with summer time included, through `Intl`.
 */
export const SITE_TIME_ZONE = "Europe/Amsterdam";

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of `instant` in `timeZone`. */
function wallClock(instant: number, timeZone: string): number[] {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) parts[p.type] = Number(p.value);
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second];
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const [y, mo, d, h, mi, s] = wallClock(instant, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

/** An ISO instant as a `datetime-local` value in `timeZone` ("" for none). */
export function toZonedInput(iso: string | null, timeZone = SITE_TIME_ZONE): string {
  if (!iso) return "";
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return "";
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read as a wall-clock time in `timeZone`, as an ISO instant; null when
 * empty or unreadable. A time that does not exist there (skipped when summer time starts) is
 * read with the offset before the change, so 02:30 on that night becomes 03:30 summer time.
 */
export function fromZonedInput(value: string, timeZone = SITE_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets half a day before and after: the time has one of them (both, once a
  // year, for the repeated hour: the first is taken).
  const offsets = [
    offsetAt(asUtc - 12 * 3600_000, timeZone),
    offsetAt(asUtc + 12 * 3600_000, timeZone),
  ];
  const fits = offsets.find((offset) => offsetAt(asUtc - offset, timeZone) === offset);
  const instant = asUtc - (fits ?? offsets[0]);
  return new Date(instant).toISOString();
}
