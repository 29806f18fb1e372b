/**
 * What the blocks listing other pages (news list, location finder, researches overview, FAQ) are
 * given: the published pages of the listed page types of the page's locale (lib/ops/site/collections.ts
 * reads them once per state of the site).
 */
import type { MediaSet } from "./media_url.ts";

/** The page types whose published pages are listed by blocks. */
export const COLLECTION_TYPES = ["news", "location", "research", "faq"] as const;
export type CollectionType = typeof COLLECTION_TYPES[number];

/** A published page of a listed type, as a list block needs it. */
export interface CollectionItem {
  pageID: number;
  /** Its public path ("/nieuws/griepprik", "/nl-nl/…"). */
  path: string;
  title: string;
  seoDescription: string;
  tags: string[];
  /** The published version's type data (its page type's schema). */
  typeData: Record<string, unknown>;
  publishedAt: number | null;
}

export interface PublicCollections {
  items: Record<CollectionType, CollectionItem[]>;
  /** The library files the items' type data shows (news images). */
  media: MediaSet;
  /** Changes whenever an item changes: part of the HTML cache key. */
  key: string;
}
