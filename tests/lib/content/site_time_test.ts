import { assertEquals } from "../../_utils/assert.ts";
import { fromZonedInput, SITE_TIME_ZONE, toZonedInput } from "../../../lib/content/site_time.ts";

Deno.test("scheduled times are read and shown in the site's time zone, summer time included", () => {
  assertEquals(SITE_TIME_ZONE, "Europe/Amsterdam");
  // Winter (UTC+1) and summer (UTC+2), whatever the zone this process runs in.
  assertEquals(fromZonedInput("2026-01-15T09:00"), "2026-01-15T08:00:00.000Z");
  assertEquals(fromZonedInput("2026-07-15T09:00"), "2026-07-15T07:00:00.000Z");
  assertEquals(toZonedInput("2026-01-15T08:00:00.000Z"), "2026-01-15T09:00");
  assertEquals(toZonedInput("2026-07-15T07:00:00.000Z"), "2026-07-15T09:00");
  // Around the changes: the last winter minute, the first summer one, the repeated hour in October.
  assertEquals(fromZonedInput("2026-03-29T01:59"), "2026-03-29T00:59:00.000Z");
  assertEquals(fromZonedInput("2026-03-29T03:00"), "2026-03-29T01:00:00.000Z");
  assertEquals(fromZonedInput("2026-03-29T02:30"), "2026-03-29T01:30:00.000Z");
  assertEquals(fromZonedInput("2026-10-25T04:00"), "2026-10-25T03:00:00.000Z");
  assertEquals(fromZonedInput("2026-10-25T01:30"), "2026-10-24T23:30:00.000Z");
  // The repeated hour in October reads as its first time (02:30 summer time, 00:30Z).
  assertEquals(fromZonedInput("2026-10-25T02:30"), "2026-10-25T00:30:00.000Z");
  for (
    const iso of [
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:00:00.000Z",
      "2026-10-25T00:30:00.000Z",
    ]
  ) {
    assertEquals(fromZonedInput(toZonedInput(iso)), iso, iso);
  }
  assertEquals(toZonedInput(null), "");
  assertEquals(fromZonedInput(""), null);
  assertEquals(fromZonedInput("tomorrow"), null);
  assertEquals(toZonedInput("2026-01-15T08:00:00.000Z", "UTC"), "2026-01-15T08:00");
});
