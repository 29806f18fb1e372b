/**
 * A version's SEO fields and tags as a store takes them: what a restore from the history, a copy
 * and the editor's document carry over. A module of its own, light, for the admin's editor too.
 */
import type { ImageWithCrop } from "./media_refs.ts";

/** A version's SEO fields and tags, as a store takes them: what a copy or a restore carries over. */
export interface VersionSeo {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: ImageWithCrop[];
  tags: string[];
  privateTags: string[];
}

/**
 * The SEO fields and tags of a stored version (or its JSON) as input again; versions stored before
 * tags existed have none, and a JSON answer may carry no SEO image.
 */
export function versionSeo(
  v: Omit<VersionSeo, "seoImage" | "tags" | "privateTags"> & {
    seoImage?: ImageWithCrop[] | null;
    tags?: string[];
    privateTags?: string[];
  },
): VersionSeo {
  return {
    seoTitle: v.seoTitle,
    seoDescription: v.seoDescription,
    seoKeywords: v.seoKeywords,
    seoImage: v.seoImage ?? [],
    tags: v.tags ?? [],
    privateTags: v.privateTags ?? [],
  };
}
