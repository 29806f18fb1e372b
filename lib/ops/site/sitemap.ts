/**
 * sitemap.xml: every published page with its published translations as alternates. Built from
 * every published page record, so it is stored (gzipped) for one site revision beside the public
 * snapshots (lib/db/public_snapshots.ts): a request reads it in one round trip, and the build
 * runs once per change (lib/site/sitemap.ts), not per request or instance.
 */
import { publicPath } from "../../content/slugs.ts";
import { languageVersions } from "../../content/locales.ts";
import {
  readPublicSnapshot,
  type RevisionEntry,
  writePublicSnapshot,
} from "../../db/public_snapshots.ts";
import { getSettings } from "../../db/settings.ts";
import type { Deps } from "../deps.ts";
import { currentPages } from "../../db/pages_mirror.ts";

function xml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The sitemap as the records say now (`settings`: the stored ones, read if not given). A page's
 * alternates are its translations by the language each is written in, one per language (as the
 * page's own hreflang links: `languageVersions`).
 */
export async function sitemapXml(
  deps: Deps,
  settings?: { defaultLocale: string; displayLanguage: string | null },
): Promise<string> {
  settings ??= await getSettings(deps.kv);
  const { defaultLocale } = settings;
  const pages = (await currentPages(deps.kv)).filter((p) =>
    p.publishedVersionID !== null && p.slug !== "404"
  );
  const groups = Map.groupBy(pages, (p) => p.siblingGroup);
  const url = (p: { slug: string; locale: string }) =>
    deps.config.publicUrl + publicPath(p.slug, p.locale, defaultLocale);
  // Each address made once and sorted by code unit: on 10,000 pages a `localeCompare` sort that
  // made both addresses in every comparison took ~180 ms of the process's time after each
  // publish (bench/publish_load_bench.ts); the order only needs to be stable.
  const entries = pages
    .map((p) => ({ p, loc: url(p) }))
    .sort((a, b) => a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0)
    .map(({ p, loc }) => {
      const siblings = languageVersions(groups.get(p.siblingGroup) ?? [], p.locale, settings);
      const alternates = siblings.length < 2 ? "" : siblings
        .map((s) =>
          `\n    <xhtml:link rel="alternate" hreflang="${xml(s.written)}" href="${xml(url(s))}"/>`
        )
        .join("");
      const lastmod = new Date(p.publishedAt ?? p.updatedAt).toISOString();
      return `  <url>\n    <loc>${
        xml(loc)
      }</loc>\n    <lastmod>${lastmod}</lastmod>${alternates}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

export function robotsTxt(deps: Deps): string {
  return `User-agent: *\nDisallow: /cmsadmin/\nDisallow: /api/\n\nSitemap: ${deps.config.publicUrl}/sitemap.xml\n`;
}

/** Where the sitemap is stored among the public snapshots (no locale is named so). */
const SITEMAP_PART = "sitemap";

/** The sitemap stored for `revision`, or null (none yet, or of another revision). */
export async function storedSitemap(deps: Deps, revision: RevisionEntry): Promise<string | null> {
  const bytes = await readPublicSnapshot(deps.kv, SITEMAP_PART, revision);
  if (!bytes) return null;
  const plain = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return await new Response(plain).text();
}

/** Stores the sitemap built at `revision` (not when the revision moved on). False: not stored. */
export async function keepSitemap(
  deps: Deps,
  revision: RevisionEntry,
  xml: string,
): Promise<boolean> {
  const zipped = new Blob([xml]).stream().pipeThrough(new CompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(zipped).arrayBuffer());
  return await writePublicSnapshot(deps.kv, SITEMAP_PART, revision, bytes);
}
