/**
 * The sitemap as the public site answers it: once per state of the site, from the one stored for
 * its revision (lib/ops/site/sitemap.ts: one round trip), else built from the page records and
 * stored for every instance (the answer does not wait for the write).
 */
import type { SiteState } from "../db/site_revision.ts";
import type { Deps } from "../ops/deps.ts";
import { inBackground } from "../ops/background.ts";
import { cacheWriteFailed } from "../ops/site/public_snapshot.ts";
import { keepSitemap, sitemapXml, storedSitemap } from "../ops/site/sitemap.ts";
import { siteStateOf } from "./state.ts";

/** sitemap.xml now. */
export async function publicSitemap(deps: Deps): Promise<string> {
  return await sitemapIn(deps, await siteStateOf(deps));
}

/** sitemap.xml in `state`. */
export function sitemapIn(deps: Deps, state: SiteState): Promise<string> {
  return state.memo("sitemap", async () => {
    const [settings, revision] = await Promise.all([state.settings(), state.revision()]);
    const stored = await storedSitemap(deps, revision);
    if (stored !== null) return stored;
    const xml = await sitemapXml(deps, settings);
    inBackground(keepSitemap(deps, revision, xml).catch(cacheWriteFailed("sitemap", {})));
    return xml;
  });
}
