/**
 * Tags of a page version: public `tags` (shown on the page, used by search filters and lists) and
 * `privateTags` (for editors only, never in public HTML or JSON). A tag is 1–50 characters after
 * trimming (longer: V_11); a page's tags are unique ignoring case (a duplicate: V_12).
 */
import { z } from "zod";

export const MAX_TAG = 50;
export const MAX_TAGS = 50;

/** One tag as sent: trimmed; empty V_12, too long V_11. */
export const tagSchema = () =>
  z.string({ error: "V_01" }).trim()
    .min(1, { error: "V_12" })
    .max(MAX_TAG, { error: "V_11" });

/** A version's list of tags: each valid, none twice (ignoring case), at most MAX_TAGS. */
export const tagListSchema = () =>
  z.array(tagSchema(), { error: "V_12" }).max(MAX_TAGS, { error: "V_12" })
    .superRefine((tags, ctx) => {
      const seen = new Set<string>();
      for (const [i, tag] of tags.entries()) {
        const key = tag.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", message: "V_12", path: [i] });
        seen.add(key);
      }
    })
    .default([]);

export const tagSearchBody = z.object({
  term: z.string({ error: "V_01" }).trim().max(MAX_TAG * 4, { error: "V_11" }).default(""),
});

export const tagValidateBody = z.object({ tag: tagSchema() });

/** A tag and how many versions carry it (published versions for public tags, latest for private). */
export interface TagCount {
  tag: string;
  count: number;
}
