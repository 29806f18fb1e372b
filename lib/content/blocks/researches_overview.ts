import { z } from "zod";
import { optionalText } from "../fields.ts";
import { defineBlock } from "./define.ts";

/**
 * The overview of every published lab test of the page's locale, with a search field and the
 * pricing tool (pick researches, see the total price and time). What it lists comes from the
 * research pages (lib/render/collections.ts), so the block itself holds only an optional heading.
 */
export const researchesOverview = defineBlock({
  id: "researches-overview",
  label: "Researches overview",
  icon: "microscope",
  description: "Every lab test with its price and preparation, a search field and a pricing tool.",
  props: z.object({ heading: optionalText() }),
  defaults: { heading: "" },
  // The researches are found by their own pages.
  searchText: (props) => props.heading,
});
