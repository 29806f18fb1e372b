/**
 * The editors of page type data, by page type id (lib/content/page_types). A page type without
 * one has no data of its own, and the page editor shows no Details tab for it.
 */
import type { ComponentType } from "react";
import { LocationFields } from "./location.tsx";
import { NewsFields } from "./news.tsx";
import { ResearchFields } from "./research.tsx";
import { FaqFields } from "./faq.tsx";
import type { TypeDataEditorProps } from "./types.ts";

// deno-lint-ignore no-explicit-any
export const typeDataEditors: Record<string, ComponentType<TypeDataEditorProps<any>>> = {
  news: NewsFields,
  location: LocationFields,
  research: ResearchFields,
  faq: FaqFields,
};
