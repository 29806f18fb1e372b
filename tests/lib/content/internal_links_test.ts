import { assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import {
  internalLinks,
  rewriteInternalLinks,
  translateInternalLinks,
} from "../../../lib/content/internal_links.ts";

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

Deno.test("internalLinks() reads a locale in a button's value as the page it names", () => {
  const links = internalLinks([
    block("button", "b", { label: "x", link: { kind: "internal", value: "en-gb/contact" } }),
    block("button", "h", { label: "x", link: { kind: "internal", value: "en-gb" } }),
  ], { ...where, locale: "nl-nl" });
  assertEquals(links.map((l) => `${l.locale}:${l.slug}`), ["en-gb:contact", "en-gb:/"]);
});

Deno.test("rewriteInternalLinks() keeps the locale a button's value names", () => {
  const kept = [
    block("button", "b", { label: "x", link: { kind: "internal", value: "en-gb/prices" } }),
  ];
  const nl = { ...where, locale: "nl-nl" };
  const { blocks: out, changed } = rewriteInternalLinks(kept, nl, {
    locale: "en-gb",
    from: "prices",
    to: "tariffs",
  });
  assertEquals(changed, true);
  assertEquals((out[0].props as { link: { value: string } }).link.value, "en-gb/tariffs");
  // A slug of the same name in the page's own locale is another page: untouched.
  const own = rewriteInternalLinks(kept, nl, { locale: "nl-nl", from: "prices", to: "x" });
  assertEquals(own.changed, false);
});

const translating = {
  from: "en-gb",
  to: "nl-nl",
  defaultLocale: "en-gb",
  locales: ["en-gb", "nl-nl", "de-de"],
};

/** en-gb "contact" has the nl-nl sibling "contact-nl"; nothing else is translated. */
function siblings(target: { locale: string; slug: string }): string | null {
  return target.locale === "en-gb" && target.slug === "contact" ? "contact-nl" : null;
}

const linkOf = (b: Block) => (b.props as { link: { value: string } }).link.value;
const htmlOf = (b: Block) => (b.props as { html: string }).html;

Deno.test("translateInternalLinks() points links at the target locale's siblings", () => {
  const source = [
    block("button", "b1", { label: "Contact", link: { kind: "internal", value: "contact" } }),
    block("text", "t1", {
      html: '<p><a href="/contact#form">a</a> <a href="/contact?x=1">b</a></p>',
    }),
  ];
  const { blocks: out, kept } = translateInternalLinks(source, translating, siblings);
  assertEquals(linkOf(out[0]), "contact-nl");
  assertEquals(
    htmlOf(out[1]),
    '<p><a href="/nl-nl/contact-nl#form">a</a> <a href="/nl-nl/contact-nl?x=1">b</a></p>',
  );
  assertEquals(kept, []);
  assertEquals(linkOf(source[0]), "contact", "input untouched");
});

Deno.test("translateInternalLinks() keeps the source page where no sibling exists, and says so", () => {
  const source = [
    block("button", "b1", { label: "Prices", link: { kind: "internal", value: "prices" } }),
    block("button", "b2", { label: "Home", link: { kind: "internal", value: "/" } }),
    block("text", "t1", { html: '<p><a href="/prices">a</a></p>' }),
  ];
  const { blocks: out, kept } = translateInternalLinks(source, translating, siblings);
  assertEquals(linkOf(out[0]), "en-gb/prices");
  assertEquals(linkOf(out[1]), "en-gb");
  assertEquals(htmlOf(out[2]), '<p><a href="/prices">a</a></p>');
  assertEquals(kept, [
    { blockKey: "b1", blockType: "button", locale: "en-gb", slug: "prices" },
    { blockKey: "b2", blockType: "button", locale: "en-gb", slug: "/" },
    { blockKey: "t1", blockType: "text", locale: "en-gb", slug: "prices" },
  ]);
});

Deno.test("translateInternalLinks() leaves links into other locales as they were meant", () => {
  const source = [
    block("button", "b1", { label: "DE", link: { kind: "internal", value: "de-de/kontakt" } }),
    block("button", "b2", { label: "NL", link: { kind: "internal", value: "nl-nl/over" } }),
    block("text", "t1", { html: '<p><a href="/de-de/kontakt">a</a><a href="/nl-nl/x">b</a></p>' }),
  ];
  const { blocks: out, kept } = translateInternalLinks(source, translating, () => "never");
  assertEquals(linkOf(out[0]), "de-de/kontakt");
  // Into the new page's own locale: a bare slug now.
  assertEquals(linkOf(out[1]), "over");
  assertEquals(htmlOf(out[2]), '<p><a href="/de-de/kontakt">a</a><a href="/nl-nl/x">b</a></p>');
  assertEquals(kept, []);
});

Deno.test("translateInternalLinks() from a non-default locale prefixes rich-text paths", () => {
  const fromNl = { ...translating, from: "nl-nl", to: "de-de" };
  const source = [block("text", "t1", { html: '<p><a href="/nl-nl/over">a</a></p>' })];
  const { blocks: out } = translateInternalLinks(
    source,
    fromNl,
    (t) => (t.locale === "nl-nl" && t.slug === "over" ? "uber" : null),
  );
  assertEquals(htmlOf(out[0]), '<p><a href="/de-de/uber">a</a></p>');
});
