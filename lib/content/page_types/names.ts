/**
 * The page types' names: id, label, icon, description and whether they have an overview. A light
 * list without the type data schemas (zod) or the rich-text sanitiser the definitions bring, so the
 * admin's navigation and page lists can name the types without loading them (issue 23). The
 * definitions (./index.ts and one file per type) take their names from here, and
 * names_test.ts checks that both list the same types in the same order.
 */
export interface PageTypeName {
  id: string;
  label: string;
  icon: string;
  description: string;
  inOverview: boolean;
}

function named<const Id extends string>(
  name: Omit<PageTypeName, "inOverview"> & { id: Id; inOverview?: boolean },
): PageTypeName & { id: Id } {
  return { inOverview: true, ...name };
}

export const BASE_NAME = named({
  id: "base",
  label: "Base",
  icon: "file",
  description: "The blank base type.",
  inOverview: false,
});
export const PAGE_NAME = named({
  id: "page",
  label: "Page",
  icon: "file-text",
  description: "A standard content page.",
});
export const NEWS_NAME = named({
  id: "news",
  label: "News article",
  icon: "news",
  description: "A news article with author, date, summary and image; listed by the news list.",
});
export const LOCATION_NAME = named({
  id: "location",
  label: "Location",
  icon: "map-pin",
  description: "A blood-draw and sample drop-off location with address and opening hours.",
});
export const RESEARCH_NAME = named({
  id: "research",
  label: "Lab test",
  icon: "microscope",
  description: "A lab test (research) with code, price, time and preparation.",
});
export const FAQ_NAME = named({
  id: "faq",
  label: "FAQ",
  icon: "message-question",
  description: "A frequently asked question with its answer.",
});

/** Every page type's name, in the registry's order. */
export const PAGE_TYPE_NAMES: readonly PageTypeName[] = [
  BASE_NAME,
  PAGE_NAME,
  NEWS_NAME,
  LOCATION_NAME,
  RESEARCH_NAME,
  FAQ_NAME,
];

/** The names by page type id. */
export const pageTypeNames: ReadonlyMap<string, PageTypeName> = new Map(
  PAGE_TYPE_NAMES.map((name) => [name.id, name]),
);
