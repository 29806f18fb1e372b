import { z } from "zod";
import { optionalText } from "../fields.ts";
import { defineBlock } from "./define.ts";

/**
 * The questions of one FAQ category ("" for every category, grouped) as an accordion with a
 * search field. The questions come from the FAQ pages (lib/render/collections.ts).
 */
export const faqBlock = defineBlock({
  id: "faq",
  label: "FAQ",
  icon: "message-question",
  description: "The questions of a category as an accordion, with a search field.",
  props: z.object({
    heading: optionalText(),
    /** The category shown, as the FAQ pages name it; "" shows every category. */
    category: optionalText(100),
  }),
  defaults: { heading: "", category: "" },
  // The questions are found by their own pages.
  searchText: (props) => props.heading,
});
