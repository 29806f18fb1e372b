/**
 * New pages from existing ones: a translation (same sibling group, another locale, one page per
 * locale per group) or a duplicate (a group of its own). Both copy the source's latest blocks,
 * SEO fields and type data into a new unpublished page.
 */
import { getVersion, readBlocks, siblingIDs } from "../db/pages.ts";
import { getSettings } from "../db/settings.ts";
import { apiError } from "../http/errors.ts";
import { createPage } from "./create_page.ts";
import type { Actor, Deps } from "./deps.ts";
import { loadPage } from "./page_access.ts";

interface CopyInput {
  pageID: number;
  locale: string;
  title: string;
  slug: string;
}

async function copyPage(
  deps: Deps,
  actor: Actor | null,
  input: CopyInput,
  asTranslation: boolean,
): Promise<{ pageID: number; pageVersionID: number }> {
  const source = (await loadPage(deps, actor, input.pageID, "edit-page")).value;
  if (asTranslation) {
    const siblings = await siblingIDs(deps.kv, source.siblingGroup);
    if (siblings.has(input.locale)) throw apiError("V_06", "newLocale");
    // Outside the custom-slug locales a translation lives at its source's slug.
    const { customSlugLocales } = await getSettings(deps.kv);
    if (!customSlugLocales.includes(input.locale) && input.slug !== source.slug) {
      throw apiError("V_12", "slug");
    }
  }
  const version = await getVersion(deps.kv, source.latestVersionID);
  if (!version) throw apiError("PM_01", "pageVersion");
  const blocks = await readBlocks(deps.kv, version);
  try {
    return await createPage(deps, actor, {
      title: input.title,
      slug: input.slug,
      type: source.type,
      locale: input.locale,
      content: blocks,
      typeData: source.typeData,
      siblingGroup: asTranslation ? source.siblingGroup : undefined,
      seo: {
        seoTitle: version.seoTitle,
        seoDescription: version.seoDescription,
        seoKeywords: version.seoKeywords,
        seoImage: version.seoImage,
      },
    });
  } catch (err) {
    // A translation created for that locale at the same moment: report it as the locale's.
    if (asTranslation && (await siblingIDs(deps.kv, source.siblingGroup)).has(input.locale)) {
      throw apiError("V_06", "newLocale");
    }
    throw err;
  }
}

export function createTranslation(
  deps: Deps,
  actor: Actor | null,
  input: { pageID: number; newLocale: string; title: string; slug: string },
) {
  return copyPage(deps, actor, { ...input, locale: input.newLocale }, true);
}

export function duplicatePage(deps: Deps, actor: Actor | null, input: CopyInput) {
  return copyPage(deps, actor, input, false);
}
