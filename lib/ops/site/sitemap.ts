/** sitemap.xml: every published page with its published translations as alternates. */
import { publicPath } from "../../content/slugs.ts";
import { getSettings } from "../../db/settings.ts";
import type { Deps } from "../deps.ts";
import { publishedPages } from "../pages/list_pages.ts";

function xml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function sitemapXml(deps: Deps): Promise<string> {
  const { defaultLocale } = await getSettings(deps.kv);
  const pages = (await publishedPages(deps)).filter((p) => p.slug !== "404");
  const groups = Map.groupBy(pages, (p) => p.siblingGroup);
  const url = (p: { slug: string; locale: string }) =>
    deps.config.publicUrl + publicPath(p.slug, p.locale, defaultLocale);
  const entries = pages
    .sort((a, b) => url(a).localeCompare(url(b)))
    .map((p) => {
      const siblings = groups.get(p.siblingGroup) ?? [];
      const alternates = siblings.length < 2 ? "" : siblings
        .map((s) =>
          `\n    <xhtml:link rel="alternate" hreflang="${xml(s.locale)}" href="${xml(url(s))}"/>`
        )
        .join("");
      const lastmod = new Date(p.publishedAt ?? p.updatedAt).toISOString();
      return `  <url>\n    <loc>${
        xml(url(p))
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
