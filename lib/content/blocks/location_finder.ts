/**
 * The location finder: every published location of the page's
 * locale with its details, filters "All" and "Open now", a search by name, street or place, a
 * postcode field and "use my location" (islands/LocationFinder.tsx). The block itself holds
 * only an introduction: the locations are pages of type `location`.
 */
import { z } from "zod";
import { optionalText } from "../fields.ts";
import { defineBlock } from "./define.ts";

export const locationFinder = defineBlock({
  id: "location-finder",
  label: "Location finder",
  icon: "map-pin",
  description:
    "All locations with opening hours, a search, a postcode field and an open-now filter.",
  props: z.object({
    /** A short text above the search form. */
    intro: optionalText(1000),
  }),
  defaults: { intro: "" },
  // The locations are found by their own pages; the finder adds only its introduction.
  searchText: (props) => props.intro,
});
