/**
 * New pages from existing ones: a translation (same sibling group, another locale, one page per
 * locale per group) or a duplicate (a group of its own). Both copy the source's latest blocks,
 * SEO fields and type data into a new unpublished page. Into another locale, internal links
 * follow to the linked pages' translations where there are any and otherwise keep their page:
 * the answer lists those (`keptLinks`) so the editor knows what still leads to another language.
 */
import type { Block } from "../../content/blocks/index.ts";
import {
  type InternalLink,
  internalLinks,
  translateInternalLinks,
} from "../../content/internal_links.ts";
import { HOME_SLUG } from "../../content/slugs.ts";
import { getPage, pageIdBySlug, siblingIDs } from "../../db/pages.ts";
import { getVersion } from "../../db/versions.ts";
import { type PageRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { getSettings, type Settings } from "../../db/settings.ts";
import { apiError } from "../../http/errors.ts";
import { createPage } from "./create_page.ts";
import type { Actor, Deps } from "../deps.ts";
import { pageTarget } from "../audit.ts";
import { requirePermission } from "../access/access.ts";
import { loadPage } from "../access/page_access.ts";
import { versionTypeData } from "../../db/page_records.ts";
import { versionSeo } from "../../content/version_seo.ts";

interface CopyInput {
  pageID: number;
  locale: string;
  title: string;
  slug: string;
}

export interface CopyResult {
  pageID: number;
  pageVersionID: number;
  /** Internal links that still lead to a page of the source's locale (none had a translation). */
  keptLinks: InternalLink[];
}

async function copyPage(
  deps: Deps,
  actor: Actor | null,
  input: CopyInput,
  asTranslation: boolean,
): Promise<CopyResult> {
  const source = (await loadPage(deps, actor, input.pageID, "edit-page")).value;
  // Before anything about the target locale is looked at: one may not create there, one learns
  // nothing of it (not even whether a translation exists).
  requirePermission(actor, "create-page", { locale: input.locale, pageType: source.type });
  const settings = await getSettings(deps.kv);
  if (asTranslation) {
    const siblings = await siblingIDs(deps.kv, source.siblingGroup);
    if (siblings.has(input.locale)) throw apiError("V_06", "newLocale");
    // Outside the custom-slug locales a translation lives at its source's slug.
    if (!settings.customSlugLocales.includes(input.locale) && input.slug !== source.slug) {
      throw apiError("V_12", "slug");
    }
  }
  const version = await getVersion(deps.kv, source.latestVersionID);
  if (!version) throw apiError("PM_01", "pageVersion");
  const { blocks, kept } = await linksInto(
    deps,
    await readBlocks(deps.kv, version),
    { source, settings, locale: input.locale, slug: asTranslation ? input.slug : null },
  );
  try {
    const created = await createPage(deps, actor, {
      title: input.title,
      slug: input.slug,
      type: source.type,
      locale: input.locale,
      content: blocks,
      typeData: versionTypeData(version, source),
      siblingGroup: asTranslation ? source.siblingGroup : undefined,
      seo: versionSeo(version),
      auditNote: `${asTranslation ? "translated" : "copied"} from ${pageTarget(source)}`,
    });
    return { ...created, keptLinks: kept };
  } catch (err) {
    // A translation created for that locale at the same moment: report it as the locale's.
    if (asTranslation && (await siblingIDs(deps.kv, source.siblingGroup)).has(input.locale)) {
      throw apiError("V_06", "newLocale");
    }
    throw err;
  }
}

/**
 * The copied blocks with their links mapped into `locale`. `slug` is the new page's own slug when
 * it is a translation: a link to the source itself then leads to the new page.
 */
async function linksInto(
  deps: Deps,
  blocks: Block[],
  into: { source: PageRecord; settings: Settings; locale: string; slug: string | null },
): Promise<{ blocks: Block[]; kept: InternalLink[] }> {
  const { source, settings, locale } = into;
  if (locale === source.locale) return { blocks, kept: [] };
  const where = {
    locale: source.locale,
    defaultLocale: settings.defaultLocale,
    locales: settings.availableLocales,
  };
  // Resolved ahead, so the mapping itself stays a pure function.
  const found = new Map<string, string | null>();
  for (const link of internalLinks(blocks, where)) {
    const key = `${link.locale}\u0000${link.slug}`;
    if (link.locale !== source.locale || found.has(key)) continue;
    found.set(key, await siblingSlug(deps, link, { ...into, locale }));
  }
  return translateInternalLinks(
    blocks,
    { from: source.locale, to: locale, ...where },
    (target) => found.get(`${target.locale}\u0000${target.slug}`) ?? null,
  );
}

/** The slug of the translation into `locale` of the page at `target`, if there is one. */
async function siblingSlug(
  deps: Deps,
  target: { locale: string; slug: string },
  into: { source: PageRecord; locale: string; slug: string | null },
): Promise<string | null> {
  const id = await pageIdBySlug(deps.kv, target.locale, target.slug);
  const page = id === null ? null : await getPage(deps.kv, id);
  if (page && page.id === into.source.id && into.slug !== null) return into.slug;
  const siblingID = page && (await siblingIDs(deps.kv, page.siblingGroup)).get(into.locale);
  const sibling = siblingID ? await getPage(deps.kv, siblingID) : null;
  if (sibling) return sibling.slug;
  // Home pages are each other's counterparts even when nobody linked them as translations.
  if (target.slug === HOME_SLUG && await pageIdBySlug(deps.kv, into.locale, HOME_SLUG)) {
    return HOME_SLUG;
  }
  return null;
}

export function createTranslation(
  deps: Deps,
  actor: Actor | null,
  input: { pageID: number; newLocale: string; title: string; slug: string },
): Promise<CopyResult> {
  return copyPage(deps, actor, { ...input, locale: input.newLocale }, true);
}

export function duplicatePage(
  deps: Deps,
  actor: Actor | null,
  input: CopyInput,
): Promise<CopyResult> {
  return copyPage(deps, actor, input, false);
}
