/**
 * An FAQ page's type data as the public site shows it. The data was checked by the page type's
 * schema when it was stored (lib/content/page_types/faq.ts); this reads it leniently all the
 * same, so that data stored before a field existed shows with that field's default.
 */
import { withoutTrailingEmpty } from "../content/rich_text.ts";

export interface FaqEntry {
  /** The question, or the page's title when the question is empty. */
  question: string;
  /** Sanitised HTML (the text block's schema), without trailing empty paragraphs. */
  answer: string;
  category: string;
}

export function faqEntry(data: Record<string, unknown>, title: string): FaqEntry {
  const answer = data.answer as { html?: unknown } | null | undefined;
  return {
    question: (typeof data.question === "string" && data.question) || title,
    answer: typeof answer?.html === "string" ? withoutTrailingEmpty(answer.html) : "",
    category: typeof data.category === "string" ? data.category.trim() : "",
  };
}
