/** The page type registry, checked at start: unique ids, and only registered block types named. */
import { z } from "zod";
import { blockRegistry } from "../blocks/index.ts";
import { definePageType, type PageTypeDefinition } from "./define.ts";
import { BASE_NAME, PAGE_NAME } from "./names.ts";
import { location } from "./location.ts";
import { news } from "./news.ts";
import { research } from "./research.ts";
import { faq } from "./faq.ts";

export const base = definePageType({
  ...BASE_NAME,
  typeData: z.object({}),
  searchText: () => "",
});

export const page = definePageType({
  ...PAGE_NAME,
  typeData: z.object({}),
  searchText: () => "",
});

export const PAGE_TYPES = [base, page, news, location, research, faq] as const;
export type PageType = typeof PAGE_TYPES[number]["id"];

export function checkPageTypes(
  defs: readonly PageTypeDefinition[],
  blocks: ReadonlyMap<string, unknown> = blockRegistry,
): Map<string, PageTypeDefinition> {
  const map = new Map<string, PageTypeDefinition>();
  for (const def of defs) {
    if (!/^[a-z][a-z0-9-]*$/.test(def.id)) {
      throw new Error(`Page type id "${def.id}" is not valid.`);
    }
    if (map.has(def.id)) throw new Error(`Page type "${def.id}" is registered twice.`);
    for (const b of def.blockTypes ?? []) {
      if (!blocks.has(b)) throw new Error(`Page type "${def.id}" names unknown block type "${b}".`);
    }
    map.set(def.id, def);
  }
  return map;
}

export const pageTypeRegistry: ReadonlyMap<string, PageTypeDefinition> = checkPageTypes(PAGE_TYPES);
