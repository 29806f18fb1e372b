/**
 * A location where blood is taken and samples are received (the location
 * finder's per-location details): its name and address, where it is on the map, its opening hours
 * Monday to Friday (weekdays only), accessibility, parking and services, and
 * whether it is the head office. Every field has a default, so a new location page starts empty
 * and is filled in on the editor's Details tab.
 */
import { z } from "zod";
import { optionalText, requiredText } from "../fields.ts";
import { DUTCH_POSTCODE, normalisePostcode } from "../location_search.ts";
import { TIME_OF_DAY, type Weekday, WEEKDAYS } from "../opening_hours.ts";
import { definePageType } from "./define.ts";
import { LOCATION_NAME } from "./names.ts";

export const PARKING = ["paid", "free", "none"] as const;
export type Parking = typeof PARKING[number];

const timeOfDay = () => z.string({ error: "V_12" }).regex(TIME_OF_DAY, { error: "V_12" });

/** A weekday's hours, or null when closed; the closing time comes after the opening time. */
const dayHours = z.object({ open: timeOfDay(), close: timeOfDay() }, { error: "V_12" })
  // Only times that are valid are compared: a malformed one has its own error.
  .refine((d) => !TIME_OF_DAY.test(d.open) || !TIME_OF_DAY.test(d.close) || d.close > d.open, {
    error: "V_12",
    path: ["close"],
  })
  .nullable().default(null);

const openingHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
  { error: "V_12" },
).prefault({});

const coordinate = (limit: number) =>
  z.number({ error: "V_12" }).min(-limit, { error: "V_12" }).max(limit, { error: "V_12" })
    .nullable().default(null);

export const location = definePageType({
  ...LOCATION_NAME,
  titleHeading: true,
  typeData: z.object({
    /** Shown in the finder and as the page's heading; the page title when empty. */
    name: optionalText(),
    /** Street and house number. */
    address: optionalText(),
    postcode: z.string({ error: "V_12" }).trim()
      .refine((p) => p === "" || DUTCH_POSTCODE.test(p), { error: "V_12" })
      .transform((p) => p && normalisePostcode(p))
      .default(""),
    city: optionalText(),
    /** Where it is, for "use my location" (WGS84 degrees); null: not sorted by distance. */
    lat: coordinate(90),
    lng: coordinate(180),
    hours: openingHours,
    accessibility: optionalText(1000),
    parking: z.enum(PARKING, { error: "V_12" }).default("none"),
    /** What visitors can come for ("bloedafname", "trombosedienst"…). */
    services: z.array(requiredText(100), { error: "V_12" }).max(20, { error: "V_12" }).default([]),
    headOffice: z.boolean({ error: "V_12" }).default(false),
  }),
  // Visitors look a location up by its name, street, postcode, place or what they come for.
  searchText: (data) =>
    [data.name, data.address, data.postcode, data.city, ...data.services].filter(Boolean)
      .join("\n"),
});

export type LocationData = z.output<typeof location.typeData>;
