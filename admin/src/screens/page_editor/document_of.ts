/** The editor's document of a loaded page (document_store.ts). */
import { versionSeo } from "../../../../lib/content/version_seo.ts";
import type { PageJson } from "../../api/pages.ts";
import type { DocumentSnapshot } from "./document_store.ts";

/** The document of a loaded page: its latest version and its settings. */
export function documentOf(page: PageJson): DocumentSnapshot {
  const v = page.pageVersion;
  return {
    meta: {
      title: v.title,
      ...versionSeo(v),
      typeData: v.pageType?.props ?? page.typeData ?? {},
    },
    blocks: v.blocks,
    settings: { slug: page.slug, shouldUpdateLinks: true },
  };
}
