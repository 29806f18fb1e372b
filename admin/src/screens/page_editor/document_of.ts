/** The editor's document of a loaded page (document_store.ts). */
import type { PageJson } from "../../api/pages.ts";
import type { DocumentSnapshot } from "./document_store.ts";

/** The document of a loaded page: its latest version and its settings. */
export function documentOf(page: PageJson): DocumentSnapshot {
  const v = page.pageVersion;
  return {
    meta: {
      title: v.title,
      seoTitle: v.seoTitle,
      seoDescription: v.seoDescription,
      seoKeywords: v.seoKeywords,
      seoImage: v.seoImage ?? [],
      tags: v.tags ?? [],
      privateTags: v.privateTags ?? [],
      typeData: v.pageType?.props ?? page.typeData ?? {},
    },
    blocks: v.blocks,
    settings: { slug: page.slug, shouldUpdateLinks: true },
  };
}
