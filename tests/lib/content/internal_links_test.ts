import { assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { internalLinks, rewriteInternalLinks } from "../../../lib/content/internal_links.ts";

const where = { locale: "en-gb", defaultLocale: "en-gb", locales: ["en-gb", "nl-nl"] };

function block(type: string, key: string, props: Record<string, unknown>): Block {
  return { type, key, props, anchorPoint: "", __images: {}, __files: {} } as Block;
}

const blocks = [
  block("button", "b1", { label: "Go", link: { kind: "internal", value: "prices" } }),
  block("button", "b2", {
    label: "Ext",
    link: { kind: "external", value: "https://x.example/prices" },
  }),
  block("text", "t1", {
    html:
      '<p><a href="/prices#blood">a</a> <a href="/prices-old">b</a> <a href="/nl-nl/prices">c</a></p>',
  }),
  block("text-image", "ti", { text: { html: '<p><a href="/prices?x=1">d</a></p>' }, image: null }),
];

Deno.test("internalLinks() finds button links and hrefs in rich text, with their locale", () => {
  assertEquals(internalLinks(blocks, where).map((l) => `${l.blockKey}:${l.locale}:${l.slug}`), [
    "b1:en-gb:prices",
    "t1:en-gb:prices",
    "t1:en-gb:prices-old",
    "t1:nl-nl:prices",
    "ti:en-gb:prices",
  ]);
});

Deno.test("rewriteInternalLinks() rewrites exactly the links to the old slug", () => {
  const { blocks: out, changed } = rewriteInternalLinks(blocks, where, {
    locale: "en-gb",
    from: "prices",
    to: "tariffs/2027",
  });
  assertEquals(changed, true);
  assertEquals((out[0].props as { link: { value: string } }).link.value, "tariffs/2027");
  assertEquals(
    (out[1].props as { link: { value: string } }).link.value,
    "https://x.example/prices",
  );
  assertEquals(
    (out[2].props as { html: string }).html,
    '<p><a href="/tariffs/2027#blood">a</a> <a href="/prices-old">b</a> <a href="/nl-nl/prices">c</a></p>',
  );
  assertEquals(
    (out[3].props as { text: { html: string } }).text.html,
    '<p><a href="/tariffs/2027?x=1">d</a></p>',
  );
  assertEquals(
    (blocks[0].props as { link: { value: string } }).link.value,
    "prices",
    "input untouched",
  );
});

Deno.test("rewriteInternalLinks() in another locale keeps its prefix", () => {
  const { blocks: out } = rewriteInternalLinks(blocks, where, {
    locale: "nl-nl",
    from: "prices",
    to: "prijzen",
  });
  assertEquals(
    (out[2].props as { html: string }).html,
    '<p><a href="/prices#blood">a</a> <a href="/prices-old">b</a> <a href="/nl-nl/prijzen">c</a></p>',
  );
  assertEquals(
    (out[0].props as { link: { value: string } }).link.value,
    "prices",
    "en-gb button untouched",
  );
  const none = rewriteInternalLinks(blocks, where, { locale: "en-gb", from: "nothing", to: "x" });
  assertEquals(none.changed, false);
});
