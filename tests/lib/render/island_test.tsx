import type { ComponentChildren } from "preact";
import { gzipSync } from "node:zlib";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";
import {
  buildIslands,
  buildIslandsIfStale,
  ISLAND_BUDGET,
  islandNames,
  islandSizes,
} from "../../../tools/build_islands.ts";
import { htmlEntry } from "../../../lib/render/html_cache.ts";
import { Island, ISLANDS, renderDocument, serialiseProps } from "../../../lib/render/island.tsx";
import {
  IMMUTABLE,
  type IslandManifest,
  ISLANDS_URL,
  staticCacheControl,
} from "../../../lib/render/island_manifest.ts";
import type { RenderContext } from "../../../lib/render/context.ts";
import { renderPageHtml } from "../../../lib/render/page.tsx";
import type { SearchBoxProps } from "../../../islands/SearchBox.tsx";
import { locale } from "../../../islands/_store.ts";

const MANIFEST: IslandManifest = {
  runtime: "runtime-abcd1234.js",
  islands: { SearchBox: { file: "SearchBox-efgh5678.js", imports: ["runtime-abcd1234.js"] } },
};

const searchProps: SearchBoxProps = {
  action: "/zoeken",
  locale: "nl-nl",
  text: {
    label: "Zoeken",
    placeholder: "Zoek op trefwoord",
    submit: "Zoeken",
    results: "Zoekresultaten",
    noResults: "Er zijn geen resultaten gevonden",
    resultCount: "{count} resultaten",
    oneResult: "1 resultaat",
    allResults: "Alle resultaten </script><!-- tonen",
  },
};

function doc(body: ComponentChildren) {
  return (
    <html lang="nl-NL">
      <head>
        <title>T</title>
      </head>
      <body>{body}</body>
    </html>
  );
}

function ctx(search: boolean): RenderContext {
  return {
    locale: "en-gb",
    defaultLocale: "en-gb",
    displayLanguage: "nl",
    siteName: "Lab",
    publicUrl: "https://site.test",
    preview: false,
    search,
  };
}

const page = {
  page: { locale: "en-gb", slug: "about" },
  version: { title: "About", seoTitle: "", seoDescription: "", seoKeywords: [], seoImage: [] },
  blocks: [],
};

Deno.test("ISLANDS registers every island of islands/", async () => {
  assertEquals(Object.keys(ISLANDS).sort(), await islandNames());
});

Deno.test("renderDocument() renders an island, its JSON props and its scripts in the head", () => {
  const html = renderDocument(doc(<Island name="SearchBox" props={searchProps} />), {
    locale: "nl-nl",
    islands: MANIFEST,
  });
  // Server-rendered inside its marker: a plain GET form to the search page.
  assert(html.includes('<x-island data-name="SearchBox"><form class="site-search"'), html);
  assert(html.includes('action="/zoeken" method="get"'));
  assert(html.includes('placeholder="Zoek op trefwoord"'));
  // The props follow the marker as JSON that cannot end the script element early.
  const json = html.match(
    /<\/x-island><script type="application\/json" data-island="SearchBox">([^<]*)<\/script>/,
  );
  assert(json, "props after the marker");
  assertEquals(JSON.parse(json[1]), searchProps);
  assert(!html.includes("</script><!-- tonen"));
  // The bundle and a preload of the shared runtime, in the head, and nothing inline.
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  assert(head.includes(`<link rel="modulepreload" href="${ISLANDS_URL}runtime-abcd1234.js"/>`));
  assert(
    head.includes(`<script type="module" src="${ISLANDS_URL}SearchBox-efgh5678.js"></script>`),
  );
  assertEquals(html.match(/<script type="module"/g)?.length, 1);
  // The islands' shared store holds the locale of the page being rendered.
  assertEquals(locale.value, "nl-nl");
});

Deno.test("renderDocument() of a page without islands has no script at all", () => {
  const html = renderDocument(doc(<p>Plain</p>), { locale: "nl-nl", islands: MANIFEST });
  assert(!/<script/i.test(html), html);
  assert(!/modulepreload/.test(html));
});

Deno.test("renderDocument() without built bundles still renders the island as a form", () => {
  const html = renderDocument(doc(<Island name="SearchBox" props={searchProps} />), {
    locale: "nl-nl",
    islands: null,
  });
  assert(html.includes("<x-island") && html.includes('<form class="site-search"'));
  assert(!html.includes('type="module"'));
});

Deno.test("serialiseProps() escapes what could end or comment out a script element", () => {
  const out = serialiseProps({ a: "</script><!--<script>", b: "\u2028" });
  assert(!out.includes("<") && !out.includes("\u2028"));
  assertEquals(JSON.parse(out), { a: "</script><!--<script>", b: "\u2028" });
});

Deno.test("a page without islands ships no JavaScript; the header search makes one", async () => {
  const plain = renderPageHtml(page, ctx(false));
  assert(!/<script/i.test(plain), "no script element");
  assert(!/\son[a-z]+=/i.test(plain), "no inline event handlers");
  assert((await htmlEntry(plain)).csp.includes("script-src 'none'"));

  const withSearch = renderPageHtml(page, ctx(true));
  assert(withSearch.includes('<x-island data-name="SearchBox">'));
  assert(withSearch.includes('action="/zoeken"'), "the display language names the search page");
  assert(withSearch.includes('placeholder="Zoek op trefwoord"'));
  assert((await htmlEntry(withSearch)).csp.includes("script-src 'self'"));
  assert(!/\son[a-z]+=/i.test(withSearch), "no inline event handlers");
});

Deno.test("buildIslands() bundles each island on its own with a shared, hashed runtime", async () => {
  const outDir = new URL(`file://${await Deno.makeTempDir()}/`);
  try {
    const manifest = await buildIslands({ outDir });
    const files = [];
    for await (const entry of Deno.readDir(outDir)) files.push(entry.name);
    assert(/^runtime-[a-z0-9]{8}\.js$/.test(manifest.runtime), manifest.runtime);
    assertEquals(Object.keys(manifest.islands).sort(), await islandNames());
    for (const [name, island] of Object.entries(manifest.islands)) {
      assert(new RegExp(`^${name}-[a-z0-9]{8}\\.js$`).test(island.file), island.file);
      assert(island.imports.includes(manifest.runtime), `${name} imports the runtime`);
      const code = await Deno.readTextFile(new URL(island.file, outDir));
      assert(code.includes(`./${manifest.runtime}`), `${name} imports the runtime by name`);
      assert(!code.includes("createElement("), `${name} does not carry Preact itself`);
      for (const file of [island.file, ...island.imports]) assert(files.includes(file), file);
    }
    // A hash follows the content: building the same sources again names the same files.
    const again = await buildIslands({ outDir });
    assertEquals(again, manifest);
  } finally {
    await Deno.remove(outDir, { recursive: true });
  }
});

Deno.test("the runtime plus any one island stays within 15 KB gzipped", async () => {
  const outDir = new URL(`file://${await Deno.makeTempDir()}/`);
  try {
    const manifest = await buildIslands({ outDir });
    const sizes = islandSizes(manifest, outDir);
    const runtime = gzipSync(await Deno.readFile(new URL(manifest.runtime, outDir))).byteLength;
    assert(Math.abs(sizes.runtime - runtime) < 200, "sizes are gzipped sizes");
    for (const island of sizes.islands) {
      assert(island.total <= ISLAND_BUDGET, `${island.name}: ${island.total} bytes gzipped`);
    }
  } finally {
    await Deno.remove(outDir, { recursive: true });
  }
});

Deno.test("island bundles are served with immutable caching, other static files are not", async () => {
  const { manifest } = await buildIslandsIfStale();
  await withTestApp(async (t) => {
    for (const file of [manifest.runtime, manifest.islands.SearchBox.file]) {
      const res = await t.app.request(ISLANDS_URL + file);
      const body = await res.text();
      assertEquals(res.status, 200, file);
      assertEquals(res.headers.get("Cache-Control"), IMMUTABLE);
      assert(/javascript/.test(res.headers.get("Content-Type") ?? ""));
      assert(body.length > 0);
    }
    const css = await t.app.request("/static/site.css");
    await css.body?.cancel();
    assertEquals(css.headers.get("Cache-Control"), "public, max-age=3600");
  });
  assertEquals(staticCacheControl(`${ISLANDS_URL}manifest.json`), "public, max-age=3600");
  assertEquals(staticCacheControl(`${ISLANDS_URL}SearchBox-0a1b2c3d.js`), IMMUTABLE);
});
