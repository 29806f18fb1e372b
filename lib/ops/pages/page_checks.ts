/**
 * The accessibility and quality checks on the server: the rules of lib/content/checks (the same
 * the editor runs as one types) plus the one that needs the store — a title that another
 * published page of the locale has too. Used by the checks of a version, by publish (which
 * answers and records them) and by the report over published pages.
 */
import {
  checkPage,
  type ChecksReportItem,
  type Finding,
  type Problem,
} from "../../content/checks/index.ts";
import { describe } from "../../i18n/checks.ts";
import type { Block } from "../../content/blocks/index.ts";
import type { Language } from "../../content/locales.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { pagesPublishedWithTitle, titleKey } from "../../db/published_titles.ts";
import { type PublishedVersion, publishedVersionsOf } from "../../db/published_versions.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { currentPages } from "../../db/pages_mirror.ts";
import { canReadPage, loadEditableVersion } from "../access/page_access.ts";

/** How many published pages of each locale carry each title: locale → title key → page ids. */
type TitleIndex = Map<string, Map<string, Set<number>>>;

/** The published versions of every page in `locale` (or every locale). */
async function publishedIn(deps: Deps, locale?: string): Promise<PublishedVersion[]> {
  const pages = (await currentPages(deps.kv)).filter((p) => !locale || p.locale === locale);
  return await publishedVersionsOf(deps.kv, pages);
}

function titleIndex(published: readonly PublishedVersion[]): TitleIndex {
  const index: TitleIndex = new Map();
  for (const { page, version } of published) {
    const byTitle = index.get(page.locale) ?? new Map<string, Set<number>>();
    index.set(page.locale, byTitle);
    const key = titleKey(version.title);
    byTitle.set(key, (byTitle.get(key) ?? new Set()).add(page.id));
  }
  return index;
}

function duplicateTitle(page: PageRecord, title: string, index: TitleIndex): Finding[] {
  return duplicateAmong(page, title, [...index.get(page.locale)?.get(titleKey(title)) ?? []]);
}

/** The duplicate-title finding when any page but `page` holds the title. */
function duplicateAmong(page: PageRecord, title: string, holders: number[]): Finding[] {
  if (holders.every((id) => id === page.id)) return [];
  return [{
    rule: "duplicate-title",
    blockKey: null,
    field: "title",
    params: { title: title.trim() },
  }];
}

/** Every finding of `version` of `page`, duplicate titles included. */
export async function findingsOfVersion(
  deps: Deps,
  page: PageRecord,
  version: VersionRecord,
  blocks?: Block[] | Promise<Block[]>,
): Promise<Finding[]> {
  // The published titles index (lib/db/published_titles.ts), read beside the blocks: one short
  // list, whatever the number of pages.
  const holders = pagesPublishedWithTitle(deps.kv, page.locale, version.title);
  holders.catch(() => {}); // Awaited below, unless the blocks failed first.
  const own = checkPage({
    ...version,
    pageType: page.type,
    blocks: await (blocks ?? readBlocks(deps.kv, version)),
  });
  return [...duplicateAmong(page, version.title, await holders), ...own];
}

/** The caller's interface language: the messages are for them. */
export function describeFor(actor: Actor, findings: readonly Finding[]): Problem[] {
  const language: Language = actor.user.language ?? "en";
  return findings.map((f) => describe(f, language));
}

/** The problems of a version, for whoever may read its page. */
export async function versionChecksFor(
  deps: Deps,
  actor: Actor | null,
  versionID: number,
): Promise<Problem[]> {
  const { page, version, actor: a } = await loadEditableVersion(deps, actor, versionID);
  return describeFor(a, await findingsOfVersion(deps, page, version));
}

/**
 * Every published page with open problems that the caller may read, in `locale` (or every
 * locale they may read), most problems first. Reads each published version once.
 */
export async function checksReportFor(
  deps: Deps,
  actor: Actor | null,
  query: { locale?: string | null; pageIndex: number; pageSize: number },
): Promise<{ items: ChecksReportItem[]; totalItems: number }> {
  const a = requirePermission(actor, "edit-page", query.locale ? { locale: query.locale } : {});
  const locale = query.locale ?? undefined;
  // One read of the published versions: all of them for the duplicate titles (a page the
  // caller may not read still holds its title), the caller's for the report.
  const published = await publishedIn(deps, locale);
  const index = titleIndex(published);
  const items: ChecksReportItem[] = [];
  for (const { page, version } of published) {
    if (!canReadPage(a, page)) continue;
    const findings = [
      ...duplicateTitle(page, version.title, index),
      ...checkPage({ ...version, pageType: page.type, blocks: await readBlocks(deps.kv, version) }),
    ];
    if (findings.length === 0) continue;
    items.push({
      pageID: page.id,
      title: version.title,
      slug: page.slug,
      locale: page.locale,
      problems: describeFor(a, findings),
    });
  }
  items.sort((x, y) => y.problems.length - x.problems.length || x.title.localeCompare(y.title));
  const start = query.pageIndex * query.pageSize;
  return { items: items.slice(start, start + query.pageSize), totalItems: items.length };
}
