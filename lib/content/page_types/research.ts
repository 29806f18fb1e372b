/**
 * A lab test (a "research"): code, name, price, time per research
 * (walk-in or appointment), duration, preparation and the material examined. Listed, priced and
 * summed by the researches overview block (lib/content/researches.ts has the sums).
 *
 * Every field has a default, so that a research page can be created empty (the admin's New page)
 * and filled in on the editor's Details tab.
 */
import { z } from "zod";
import { optionalText } from "../fields.ts";
import { MATERIALS, MAX_DURATION_HOURS, MAX_PRICE_CENTS, RESEARCH_TIMES } from "../researches.ts";
import { definePageType } from "./define.ts";
import { RESEARCH_NAME } from "./names.ts";

export const research = definePageType({
  ...RESEARCH_NAME,
  titleHeading: true,
  typeData: z.object({
    /** The lab's short code ("HB", "OGTT"). */
    code: optionalText(32),
    /** "" shows the page's title. */
    name: optionalText(),
    /** In whole euro cents: €12,50 is 1250, so that totals are exact. */
    price: z.number({ error: "V_12" }).int({ error: "V_12" }).min(0, { error: "V_12" })
      .max(MAX_PRICE_CENTS, { error: "V_12" }).default(0),
    time: z.enum(RESEARCH_TIMES, { error: "V_12" }).default("walk-in"),
    /** In hours, to the minute (0.25 is fifteen minutes); 0 when it is not said. */
    duration: z.number({ error: "V_12" }).min(0, { error: "V_12" })
      .max(MAX_DURATION_HOURS, { error: "V_12" })
      .refine((h) => Math.abs(h * 60 - Math.round(h * 60)) < 1e-6, { error: "V_12" })
      .default(0),
    preparation: optionalText(2000),
    material: z.enum(MATERIALS, { error: "V_12" }).default("bloed"),
  }),
  searchText: (data) =>
    [data.code, data.name, data.material, data.preparation].filter(Boolean).join("\n"),
});
