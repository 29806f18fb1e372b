/** A news article, with its author and date. */
import { z } from "zod";
import { optionalText } from "../fields.ts";
import { imageWithCropSchema } from "../media_refs.ts";
import { definePageType } from "./define.ts";
import { NEWS_NAME } from "./names.ts";

/** A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30). */
export const isoDate = () =>
  z.string({ error: "V_12" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "V_12", abort: true })
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { error: "V_12" });

export const news = definePageType({
  ...NEWS_NAME,
  titleHeading: true,
  typeData: z.object({
    author: optionalText(),
    /** The article's date; lists show the newest first. "" until the editor sets one. */
    date: z.union([z.literal(""), isoDate()], { error: "V_12" }).default(""),
    summary: optionalText(500),
    image: imageWithCropSchema.nullable().default(null),
  }),
  searchText: (data) => [data.author, data.summary].filter(Boolean).join("\n"),
});
