/**
 * A frequently asked question: the question, its answer as rich text (sanitised by the same
 * schema as the text block's, so `answer` is `{html}`), and a category that FAQ blocks show one
 * of. Every field has a default, so that an FAQ page can be created empty and filled in on the
 * editor's Details tab; an empty question shows the page's title.
 */
import { z } from "zod";
import { plainText } from "../blocks/define.ts";
import { richTextProps } from "../blocks/text.ts";
import { optionalText } from "../fields.ts";
import { definePageType } from "./define.ts";
import { FAQ_NAME } from "./names.ts";

export const faq = definePageType({
  ...FAQ_NAME,
  titleHeading: true,
  typeData: z.object({
    question: optionalText(),
    answer: richTextProps().default({ html: "" }),
    category: optionalText(100),
  }),
  searchText: (data) =>
    [data.question, plainText(data.answer.html), data.category].filter(Boolean).join("\n"),
});

/** The categories of FAQs compare without regard to case or surrounding spaces. */
export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
