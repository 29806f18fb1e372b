import { z } from "zod";
import { characterCount, MAX_HTML, nothingAllowedIn, sanitizeRichText } from "../rich_text.ts";
import { defineBlock, plainText } from "./define.ts";

/**
 * Rich text, sanitised here so every store keeps only allowed markup. What cannot be made valid
 * (not a string, too long, or nothing left once unsafe markup is removed) is V_15; more visible
 * characters than `characterLimit` is V_14.
 */
export function richTextProps() {
  return z.object({
    html: z.string({ error: "V_15" }).max(MAX_HTML, { error: "V_15" }),
    characterLimit: z.number({ error: "V_12" }).int().positive({ error: "V_12" }).optional(),
  }).transform((props, ctx) => {
    const html = sanitizeRichText(props.html);
    // Markup of which nothing survives the allow-list (only a script, say) cannot be made valid.
    if (html === "" && nothingAllowedIn(props.html)) {
      ctx.addIssue({ code: "custom", message: "V_15", path: ["html"] });
      return z.NEVER;
    }
    if (props.characterLimit !== undefined && characterCount(html) > props.characterLimit) {
      ctx.addIssue({ code: "custom", message: "V_14", path: ["html"] });
      return z.NEVER;
    }
    return { ...props, html };
  });
}

export const text = defineBlock({
  id: "text",
  label: "Text",
  icon: "align-left",
  description: "Paragraphs with headings, lists, links and emphasis.",
  props: richTextProps(),
  defaults: { html: "" },
  searchText: (props) => plainText(props.html),
});
