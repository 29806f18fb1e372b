import { assert, assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { htmlLang, type RenderContext } from "../../../lib/render/context.ts";
import { renderPageHtml } from "../../../lib/render/page.tsx";

const version = {
  title: "Draft title",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: [],
  seoImage: [],
};
const blocks: Block[] = [{
  type: "heading",
  key: "h",
  props: { text: "Draft heading", level: 1 },
  anchorPoint: "",
  __images: {},
  __files: {},
}];

function ctx(locale: string, preview: boolean): RenderContext {
  return {
    locale,
    defaultLocale: "en-gb",
    siteName: "Lab",
    publicUrl: "https://site.test",
    preview,
  };
}

Deno.test("htmlLang() writes the region in capitals", () => {
  assertEquals(htmlLang("en-gb"), "en-GB");
  assertEquals(htmlLang("nl-nl"), "nl-NL");
  assertEquals(htmlLang("fr"), "fr");
});

Deno.test("renderPageHtml() with preview shows a banner and is not indexed", () => {
  const html = renderPageHtml(
    { page: { locale: "de-de", slug: "ueber-uns" }, version, blocks },
    ctx("de-de", true),
  );
  assert(html.includes('class="preview-banner"') && html.includes("Preview"));
  assert(html.includes('<meta name="robots" content="noindex"/>'));
  assert(html.includes("<title>Draft title | Lab</title>"));
  assert(html.includes('<link rel="canonical" href="https://site.test/de-de/ueber-uns"/>'));
  assert(html.includes("Draft heading"));
  assert(!html.includes("<script"));
});

Deno.test("renderPageHtml() without preview has no banner and is indexable", () => {
  const html = renderPageHtml({
    page: { locale: "nl-nl", slug: "/" },
    version: { ...version, seoTitle: "SEO", seoDescription: "D", seoKeywords: ["a", "b"] },
    blocks,
  }, { ...ctx("nl-nl", false), defaultLocale: "nl-nl" });
  assert(!html.includes("preview-banner") && !html.includes('name="robots"'));
  assert(html.includes('<link rel="canonical" href="https://site.test/"/>'));
  assert(html.includes("<title>SEO | Lab</title>"));
  assert(html.includes('<meta property="og:locale" content="nl_NL"/>'));
});

Deno.test("renderPageHtml() links the published translations with hreflang", () => {
  const html = renderPageHtml({
    page: { locale: "en-gb", slug: "about" },
    version,
    blocks,
    alternates: [{ locale: "en-gb", slug: "about" }, { locale: "nl-nl", slug: "over-ons" }],
  }, ctx("en-gb", false));
  assert(html.includes('<link rel="alternate" hreflang="en-GB" href="https://site.test/about"/>'));
  assert(
    html.includes(
      '<link rel="alternate" hreflang="nl-NL" href="https://site.test/nl-nl/over-ons"/>',
    ),
  );
  const alone = renderPageHtml({
    page: { locale: "en-gb", slug: "about" },
    version,
    blocks,
    alternates: [{ locale: "en-gb", slug: "about" }],
  }, ctx("en-gb", false));
  assert(!alone.includes('rel="alternate"'), "no alternates for a page without translations");
});

Deno.test("renderPageHtml() offers each language a page is written in once, by that language", () => {
  // Issue 28: the demo's default-locale (en-gb) pages are Dutch (display language nl); its
  // switcher offered "English" for them.
  const dutchSite = { ...ctx("en-gb", false), displayLanguage: "nl" };
  const alternates = [
    { locale: "en-gb", slug: "over-ons" },
    { locale: "nl-nl", slug: "over-ons" },
    { locale: "de-de", slug: "ueber-uns" },
  ];
  const html = renderPageHtml(
    { page: { locale: "en-gb", slug: "over-ons" }, version, blocks, alternates },
    dutchSite,
  );
  assert(!html.includes(">English<") && !html.includes('hreflang="en-GB"'), html);
  assertEquals(html.match(/>Nederlands</g)?.length, 1, "one Dutch version");
  assert(
    html.includes('<a href="/over-ons" hreflang="nl-NL" lang="nl-NL" aria-current="page">'),
    "the page itself stands for its language",
  );
  assert(html.includes('<a href="/de-de/ueber-uns" hreflang="de-DE" lang="de-DE">Deutsch</a>'));
  assertEquals(html.match(/<link rel="alternate" hreflang="nl-NL"/g)?.length, 1);
  assert(
    html.includes('<link rel="alternate" hreflang="nl-NL" href="https://site.test/over-ons"/>'),
  );
  // Only Dutch versions: one language, nothing to switch to.
  const onlyDutch = renderPageHtml({
    page: { locale: "nl-nl", slug: "over-ons" },
    version,
    blocks,
    alternates: alternates.slice(0, 2),
  }, { ...dutchSite, locale: "nl-nl" });
  assert(!onlyDutch.includes("language-switcher") && !onlyDutch.includes('rel="alternate"'));
});
