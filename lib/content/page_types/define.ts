/**
 * A page type: id, label and icon, the zod schema of its `typeData`, the block types its pages
 * may use, and whether it has its own overview (the blank base type does not).
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
}

export function definePageType<const Id extends string, S extends z.ZodType>(
  def: Omit<PageTypeDefinition<Id, S>, "blockTypes" | "inOverview"> & {
    blockTypes?: readonly string[] | null;
    inOverview?: boolean;
  },
): PageTypeDefinition<Id, S> {
  return { blockTypes: null, inOverview: true, ...def };
}
