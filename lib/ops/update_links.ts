/**
 * Link integrity. After a slug change with `shouldUpdateLinks`, every stored version of every
 * page that links to the old address is rewritten to the new one. The report lists internal
 * links that point to missing or unpublished pages.
 */
import {
  type InternalLink,
  internalLinks,
  rewriteInternalLinks,
} from "../content/internal_links.ts";
import { retrying } from "../db/kv.ts";
import {
  allPages,
  getPageEntry,
  getVersionEntry,
  listVersionIDs,
  type PageRecord,
  readBlocks,
  refreshPointer,
  replaceBlocks,
} from "../db/pages.ts";
import { getSettings } from "../db/settings.ts";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";

/** Rewrites links to `from` in `locale` into links to `to`; answers how many versions changed. */
export async function rewriteLinks(
  deps: Deps,
  change: { locale: string; from: string; to: string },
): Promise<number> {
  const settings = await getSettings(deps.kv);
  let rewritten = 0;
  for (const page of await allPages(deps.kv)) {
    const where = {
      locale: page.locale,
      defaultLocale: settings.defaultLocale,
      locales: settings.availableLocales,
    };
    let touchedLive = false;
    for (const versionID of await listVersionIDs(deps.kv, page.id)) {
      const changed = await retrying(async () => {
        const entry = await getVersionEntry(deps.kv, versionID);
        if (!entry.value) return false;
        const result = rewriteInternalLinks(await readBlocks(deps.kv, entry.value), where, change);
        if (!result.changed) return false;
        const pageEntry = await getPageEntry(deps.kv, page.id);
        const isLatest = pageEntry.value?.latestVersionID === versionID;
        await replaceBlocks(
          deps.kv,
          entry as Deno.KvEntry<typeof entry.value>,
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
    if (touchedLive) await refreshPointer(deps.kv, (await getPageEntry(deps.kv, page.id)).value);
  }
  return rewritten;
}

export interface BrokenLink extends InternalLink {
  pageID: number;
  pageTitle: string;
  pageLocale: string;
  problem: "missing" | "unpublished";
}

/** Internal links of every page's latest version whose target is missing or unpublished. */
export async function brokenLinksFor(deps: Deps, actor: Actor | null): Promise<BrokenLink[]> {
  requirePermission(actor, "edit-page");
  const settings = await getSettings(deps.kv);
  const pages = await allPages(deps.kv);
  const bySlug = new Map(pages.map((p) => [`${p.locale}\u0000${p.slug}`, p]));
  const out: BrokenLink[] = [];
  for (const page of pages) {
    const version = (await getVersionEntry(deps.kv, page.latestVersionID)).value;
    if (!version) continue;
    const links = internalLinks(await readBlocks(deps.kv, version), {
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
