/**
 * Link integrity. After a slug change with `shouldUpdateLinks`, every stored version of every
 * page that links to the old address is rewritten to the new one (found by the reverse link
 * index, not by reading every version). The report lists internal links that point to missing
 * or unpublished pages.
 */
import {
  type InternalLink,
  internalLinks,
  rewriteInternalLinks,
} from "../../content/internal_links.ts";
import { retrying } from "../../db/kv.ts";
import { versionsLinkingTo } from "../../db/link_index.ts";
import { finishPendingIndexes } from "../../db/version_index.ts";
import { allPages, getPage, getPageEntry } from "../../db/pages.ts";
import { getVersionEntry } from "../../db/versions.ts";
import { type PageRecord, type VersionRecord } from "../../db/page_records.ts";
import { replaceBlocks } from "../../db/block_rewrite.ts";
import { readBlocks } from "../../db/version_blocks.ts";
import { versionsWithBlocks } from "../../db/version_reads.ts";
import { refreshPointer } from "../../db/published_pointers.ts";
import { getSettings } from "../../db/settings.ts";
import { grants } from "../../content/permissions.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";

/**
 * Rewrites links to `from` in `locale` into links to `to`; answers how many versions changed.
 * Only the versions the reverse link index names are read (lib/db/link_index.ts), a few pages
 * at a time.
 */
export async function rewriteLinks(
  deps: Deps,
  change: { locale: string; from: string; to: string },
  options: {
    /** Whether this version may be rewritten (read fresh, inside the checked commit's retry). */
    may?: (page: PageRecord, version: VersionRecord) => boolean;
  } = {},
): Promise<number> {
  // Only indexed versions are rewritten: none of the index may still be catching up.
  const [settings] = await Promise.all([getSettings(deps.kv), finishPendingIndexes(deps.kv)]);
  const linking = await versionsLinkingTo(deps.kv, {
    locale: change.locale,
    slug: change.from,
    defaultLocale: settings.defaultLocale,
  });
  const byPage = new Map<number, number[]>();
  for (const [versionID, pageID] of linking) {
    byPage.set(pageID, [...(byPage.get(pageID) ?? []), versionID]);
  }
  const rewritePage = async (pageID: number, versionIDs: number[]) => {
    const page = await getPage(deps.kv, pageID);
    if (!page) return 0;
    const where = {
      locale: page.locale,
      defaultLocale: settings.defaultLocale,
      locales: settings.availableLocales,
    };
    let rewritten = 0;
    let touchedLive = false;
    for (const versionID of versionIDs.sort((a, b) => a - b)) {
      const changed = await retrying(async () => {
        const entry = await getVersionEntry(deps.kv, versionID);
        const version = entry.value;
        if (!version || version.pageID !== pageID) return false;
        const result = rewriteInternalLinks(await readBlocks(deps.kv, version), where, change);
        if (!result.changed) return false;
        const pageEntry = await getPageEntry(deps.kv, pageID);
        if (!pageEntry.value || options.may?.(pageEntry.value, version) === false) return false;
        const isLatest = pageEntry.value?.latestVersionID === versionID;
        await replaceBlocks(
          deps.kv,
          entry as Deno.KvEntry<VersionRecord>,
          result.blocks,
          isLatest ? pageEntry as Deno.KvEntry<PageRecord> : null,
        );
        return true;
      }, 3);
      if (changed) {
        rewritten++;
        if (versionID === page.publishedVersionID) touchedLive = true;
      }
    }
    // The live content changed without a new version: have it drawn again everywhere.
    if (touchedLive) await refreshPointer(deps.kv, (await getPageEntry(deps.kv, pageID)).value);
    return rewritten;
  };
  // Pages are independent of each other; a page's versions go one by one (its revision moves).
  const queue = [...byPage];
  let rewritten = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const n = await rewritePage(...next);
      rewritten += n;
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, queue.length) }, worker));
  return rewritten;
}

export interface BrokenLink extends InternalLink {
  pageID: number;
  pageTitle: string;
  pageLocale: string;
  problem: "missing" | "unpublished";
}

/**
 * Internal links of the latest version of every page the caller may read (edit-page for its
 * locale and type) whose target is missing or unpublished. A target the caller may not read is
 * "missing" unless it is published, so the report never tells that an unpublished page exists
 * where the caller cannot look.
 */
export async function brokenLinksFor(deps: Deps, actor: Actor | null): Promise<BrokenLink[]> {
  const a = requirePermission(actor, "edit-page");
  const readable = (p: PageRecord) =>
    grants(a.role.permissions, "edit-page", { locale: p.locale, pageType: p.type });
  const [settings, pages] = await Promise.all([getSettings(deps.kv), allPages(deps.kv)]);
  const bySlug = new Map(
    pages.filter((p) => readable(p) || p.publishedVersionID !== null)
      .map((p) => [`${p.locale}\u0000${p.slug}`, p]),
  );
  const out: BrokenLink[] = [];
  const mine = pages.filter(readable);
  const latest = await versionsWithBlocks(deps.kv, mine.map((p) => p.latestVersionID));
  for (const page of mine) {
    const read = latest.get(page.latestVersionID);
    if (!read) continue;
    const links = internalLinks(read.blocks, {
      locale: page.locale,
      defaultLocale: settings.defaultLocale,
      locales: settings.availableLocales,
    });
    for (const link of links) {
      const target = bySlug.get(`${link.locale}\u0000${link.slug}`);
      const problem = !target
        ? "missing"
        : target.publishedVersionID === null
        ? "unpublished"
        : null;
      if (problem) {
        out.push({
          ...link,
          pageID: page.id,
          pageTitle: page.title,
          pageLocale: page.locale,
          problem,
        });
      }
    }
  }
  return out;
}
