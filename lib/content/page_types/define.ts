/**
 * A page type: id, label and icon, the zod schema of its `typeData`, the block types its pages
 * may use, whether it has its own overview (the blank base type does not), and the text its
 * type data gives the site search.
 */
import type { z } from "zod";

export interface PageTypeDefinition<Id extends string = string, S extends z.ZodType = z.ZodType> {
  id: Id;
  label: string;
  icon: string;
  description: string;
  typeData: S;
  /** Block type ids allowed on pages of this type; null means every registered type. */
  blockTypes: readonly string[] | null;
  inOverview: boolean;
  /**
   * Whether the type's own header (lib/render/page_types) draws the page's main heading (h1) above
   * the blocks; the checks then do not ask the blocks for one.
   */
  titleHeading: boolean;
  /**
   * The words the type data of a published page is found by in the site search (lib/search),
   * besides its title, SEO description, tags and blocks; "" when it holds none. Required, so a
   * new page type decides what of its data is searchable.
   */
  searchText(typeData: z.output<S>): string;
}

export function definePageType<const Id extends string, S extends z.ZodType>(
  def: Omit<PageTypeDefinition<Id, S>, "blockTypes" | "inOverview" | "titleHeading"> & {
    blockTypes?: readonly string[] | null;
    inOverview?: boolean;
    titleHeading?: boolean;
  },
): PageTypeDefinition<Id, S> {
  return { blockTypes: null, inOverview: true, titleHeading: false, ...def };
}
