/**
 * `deno task bench`: the island bundles' gzipped sizes against the budget (the shared runtime
 * plus any one island ≤ 15 KB), printed before the benchmarks, and the server's cost of an island:
 * rendering a page with the header's search island against the same page without it.
 */
import {
  buildIslands,
  formatIslandSizes,
  ISLAND_BUDGET,
  islandSizes,
} from "../tools/build_islands.ts";
import type { RenderContext } from "../lib/render/context.ts";
import { renderPageHtml } from "../lib/render/page.tsx";

const outDir = new URL(`file://${await Deno.makeTempDir()}/`);
try {
  const manifest = await buildIslands({ outDir });
  const sizes = islandSizes(manifest, outDir);
  console.log(`Island bundles (budget ${ISLAND_BUDGET / 1024} KB gzipped):`);
  console.log(formatIslandSizes(sizes));
} finally {
  await Deno.remove(outDir, { recursive: true });
}

const ctx: RenderContext = {
  locale: "en-gb",
  defaultLocale: "en-gb",
  displayLanguage: "nl",
  siteName: "Lab",
  publicUrl: "https://site.test",
  preview: false,
};
const page = {
  page: { locale: "en-gb", slug: "about" },
  version: { title: "About", seoTitle: "", seoDescription: "", seoKeywords: [], seoImage: [] },
  blocks: [],
};

Deno.bench("render a page without islands", { group: "island render", baseline: true }, () => {
  renderPageHtml(page, ctx);
});

Deno.bench("render a page with the header search island", { group: "island render" }, () => {
  renderPageHtml(page, { ...ctx, search: true });
});
