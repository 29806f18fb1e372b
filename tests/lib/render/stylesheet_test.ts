/**
 * The public stylesheet as built (tools/build_stylesheet.ts) and served: minified, named by its
 * content's hash, linked from every page, kept for good by browsers and CDNs, compressed copies
 * for the browsers that take them.
 */
import { brotliDecompressSync } from "node:zlib";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { withTestApp } from "../../_utils/app.ts";
import { buildStylesheetIfStale, minifyCss } from "../../../tools/build_stylesheet.ts";
import { IMMUTABLE, staticCacheControl } from "../../../lib/render/island_manifest.ts";
import {
  sourceHash,
  STYLESHEET_SOURCE,
  STYLESHEET_URL,
  stylesheetHref,
} from "../../../lib/render/stylesheet_manifest.ts";

const SOURCE = new URL("../../../static/site.css", import.meta.url);

Deno.test("the built stylesheet is the source minified, named by its hash, built once per source", async () => {
  const first = await buildStylesheetIfStale();
  const again = await buildStylesheetIfStale();
  assertEquals(again.built, false, "the same inputs: no new build");
  const file = first.manifest.file;
  assertEquals(again.manifest.file, file);
  assert(/^site-[a-z0-9]{8}\.css$/.test(file), file);
  assertEquals(again.manifest.source, sourceHash());
  const source = await Deno.readFile(SOURCE);
  const built = await Deno.readFile(new URL(`../../../static/css/${file}`, import.meta.url));
  assertEquals(built, minifyCss(source));
  assert(built.byteLength < source.byteLength * 0.8, `${built.byteLength} of ${source.byteLength}`);
  // Every rule is still there: each selector of the source's cookie notice, for one.
  const css = new TextDecoder().decode(built);
  assert(css.includes(".consent-pending .cookie-notice[hidden]{display:block}"), "a rule kept");
  assert(!css.includes("/*") && !css.includes("\n  "), "no comments, no indentation");
});

Deno.test("pages link the built stylesheet, served immutable and compressed", async () => {
  const built = await buildStylesheetIfStale();
  const file = built.manifest.file;
  const href = STYLESHEET_URL + file;
  assertEquals(stylesheetHref(), href);
  assertEquals(staticCacheControl(href), IMMUTABLE);
  assertEquals(staticCacheControl(STYLESHEET_SOURCE), "public, max-age=3600");
  await withTestApp(async (t) => {
    const page = await t.app.request("/privacy");
    const html = await page.text();
    assert(html.includes(`<link rel="stylesheet" href="${href}"/>`), "the page links it");
    assert(!html.includes(STYLESHEET_SOURCE), "not the source");
    // The page's policy allows it: a stylesheet of this origin.
    assert(/style-src 'self'/.test(page.headers.get("Content-Security-Policy") ?? ""));

    const plain = await t.app.request(href);
    const bytes = new Uint8Array(await plain.arrayBuffer());
    assertEquals(plain.status, 200);
    assertEquals(plain.headers.get("Cache-Control"), IMMUTABLE);
    assert(/^text\/css/.test(plain.headers.get("Content-Type") ?? ""));
    assertEquals(plain.headers.get("Content-Encoding"), null);
    assertEquals(plain.headers.get("Vary"), "Accept-Encoding", "one answer per encoding");

    const br = await t.app.request(href, { headers: { "Accept-Encoding": "gzip, br" } });
    assertEquals(br.headers.get("Content-Encoding"), "br");
    assertEquals(br.headers.get("Vary"), "Accept-Encoding");
    assertEquals(br.headers.get("Cache-Control"), IMMUTABLE);
    assertEquals(new Uint8Array(brotliDecompressSync(await br.arrayBuffer())), bytes);

    // The source is still served as it is, for an hour.
    const source = await t.app.request(STYLESHEET_SOURCE);
    await source.body?.cancel();
    assertEquals([source.status, source.headers.get("Cache-Control")], [
      200,
      "public, max-age=3600",
    ]);
  });
});
