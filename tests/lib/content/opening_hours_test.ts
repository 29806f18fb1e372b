import { assertEquals } from "../../_utils/assert.ts";
import {
  amsterdamTime,
  isOpenAt,
  knowZoneOffsets,
  type OpeningHours,
  openState,
  zoneOffsets,
} from "../../../lib/content/opening_hours.ts";

const day = { open: "08:00", close: "17:00" };
const HOURS: OpeningHours = {
  monday: day,
  tuesday: day,
  wednesday: null,
  thursday: day,
  friday: { open: "08:00", close: "12:30" },
};

/** Instants in UTC: Amsterdam is UTC+1 in winter and UTC+2 in summer. */
const at = (iso: string) => new Date(iso).getTime();

Deno.test("amsterdamTime() gives the weekday and time in Amsterdam, whatever the zone", () => {
  // Tuesday 2026-01-13 23:30 UTC is already Wednesday 00:30 in Amsterdam.
  assertEquals(amsterdamTime(at("2026-01-13T23:30:00Z")), { day: "wednesday", time: "00:30" });
  assertEquals(amsterdamTime(at("2026-07-14T06:05:00Z")), { day: "tuesday", time: "08:05" });
  // Weekends have no weekday of the opening hours.
  assertEquals(amsterdamTime(at("2026-01-17T12:00:00Z")), { day: null, time: "13:00" });
  assertEquals(amsterdamTime(at("2026-01-18T12:00:00Z")).day, null);
  // Midnight is 00:00, never 24:00.
  assertEquals(amsterdamTime(at("2026-01-12T23:00:00Z")).time, "00:00");
});

Deno.test("openState() opens at the opening minute and closes at the closing minute", () => {
  // Monday 2026-01-12, winter time (UTC+1).
  assertEquals(openState(HOURS, at("2026-01-12T06:59:59Z")), { open: false });
  assertEquals(openState(HOURS, at("2026-01-12T07:00:00Z")), { open: true, closes: "17:00" });
  assertEquals(openState(HOURS, at("2026-01-12T15:59:59Z")), { open: true, closes: "17:00" });
  assertEquals(openState(HOURS, at("2026-01-12T16:00:00Z")), { open: false });
  // Friday's own hours.
  assertEquals(openState(HOURS, at("2026-01-16T11:29:00Z")), { open: true, closes: "12:30" });
  assertEquals(openState(HOURS, at("2026-01-16T11:30:00Z")), { open: false });
});

Deno.test("openState() changes between two clock ticks one second apart", () => {
  // The finder recomputes on the store's 1000 ms tick: 16:59:59 and 17:00:00 differ.
  const before = at("2026-01-13T15:59:59Z");
  const after = before + 1000;
  assertEquals(isOpenAt(HOURS, before), true);
  assertEquals(isOpenAt(HOURS, after), false);
});

Deno.test("openState() is closed on a weekday without hours and at weekends", () => {
  assertEquals(isOpenAt(HOURS, at("2026-01-14T10:00:00Z")), false); // Wednesday: closed
  assertEquals(isOpenAt(HOURS, at("2026-01-17T10:00:00Z")), false); // Saturday
  assertEquals(isOpenAt(HOURS, at("2026-01-18T10:00:00Z")), false); // Sunday
  const always = { open: "00:00", close: "23:59" };
  const everyDay: OpeningHours = {
    monday: always,
    tuesday: always,
    wednesday: always,
    thursday: always,
    friday: always,
  };
  assertEquals(isOpenAt(everyDay, at("2026-01-17T10:00:00Z")), false);
});

Deno.test("openState() follows summer time in and out (DST)", () => {
  // Summer time starts Sunday 2026-03-29 at 01:00 UTC: 02:00 CET becomes 03:00 CEST.
  assertEquals(amsterdamTime(at("2026-03-29T00:59:00Z")).time, "01:59");
  assertEquals(amsterdamTime(at("2026-03-29T01:00:00Z")).time, "03:00");
  // Friday before: 08:00 is 07:00 UTC. Monday after: 08:00 is 06:00 UTC.
  assertEquals(isOpenAt(HOURS, at("2026-03-27T06:59:00Z")), false);
  assertEquals(isOpenAt(HOURS, at("2026-03-27T07:00:00Z")), true);
  assertEquals(isOpenAt(HOURS, at("2026-03-30T05:59:00Z")), false);
  assertEquals(isOpenAt(HOURS, at("2026-03-30T06:00:00Z")), true);
  assertEquals(isOpenAt(HOURS, at("2026-03-30T14:59:00Z")), true);
  assertEquals(isOpenAt(HOURS, at("2026-03-30T15:00:00Z")), false);
  // Summer time ends Sunday 2026-10-25 at 01:00 UTC: 03:00 CEST becomes 02:00 CET.
  assertEquals(amsterdamTime(at("2026-10-25T00:59:00Z")).time, "02:59");
  assertEquals(amsterdamTime(at("2026-10-25T01:00:00Z")).time, "02:00");
  // Friday before: 08:00 is 06:00 UTC. Monday after: 08:00 is 07:00 UTC.
  assertEquals(isOpenAt(HOURS, at("2026-10-23T06:00:00Z")), true);
  assertEquals(isOpenAt(HOURS, at("2026-10-26T06:59:00Z")), false);
  assertEquals(isOpenAt(HOURS, at("2026-10-26T07:00:00Z")), true);
});

Deno.test("zoneOffsets() finds Amsterdam's summer-time changes to the minute", () => {
  const table = zoneOffsets(at("2026-01-01T00:00:00Z"), 500);
  assertEquals(table.changes, [
    [at("2026-01-01T00:00:00Z"), 60],
    [at("2026-03-29T01:00:00Z"), 120],
    [at("2026-10-25T01:00:00Z"), 60],
    [at("2027-03-28T01:00:00Z"), 120],
  ]);
  assertEquals(table.until, at("2026-01-01T00:00:00Z") + 500 * 86_400_000);
});

Deno.test("amsterdamTime() by a zone table says what Intl says, around both changes and past it", () => {
  const instants: number[] = [];
  for (const iso of ["2026-03-29T00:00:00Z", "2026-10-24T23:30:00Z", "2026-12-31T22:50:00Z"]) {
    // Every minute of two and a half hours around the change (or a year's end).
    for (let m = 0; m < 150; m++) instants.push(at(iso) + m * 60_000);
  }
  // Past the table's end the time is read through Intl again: still right.
  instants.push(at("2027-06-01T10:00:00Z"), at("2025-12-31T23:59:00Z"));
  const byIntl = instants.map((t) => amsterdamTime(t));
  knowZoneOffsets(zoneOffsets(at("2026-01-01T00:00:00Z"), 365));
  const byTable = instants.map((t) => amsterdamTime(t));
  assertEquals(byTable, byIntl);
  assertEquals(amsterdamTime(at("2026-03-29T01:00:00Z")), { day: null, time: "03:00" });
  assertEquals(amsterdamTime(at("2026-10-26T06:59:00Z")), { day: "monday", time: "07:59" });
});
