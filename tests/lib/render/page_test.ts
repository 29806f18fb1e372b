import { assert, assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { readConfig } from "../../../lib/config.ts";
import type { Deps } from "../../../lib/ops/deps.ts";
import { htmlLang } from "../../../lib/render/context.ts";
import { renderVersionHtml } from "../../../lib/render/page.tsx";

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

async function withDeps(fn: (deps: Deps) => Promise<void>): Promise<void> {
  const kv = await Deno.openKv(":memory:");
  try {
    const config = readConfig({ PUBLIC_URL: "https://site.test/", SITE_NAME: "Lab" });
    await fn({ kv, config, mailer: null as unknown as Deps["mailer"] });
  } finally {
    kv.close();
  }
}

Deno.test("htmlLang() writes the region in capitals", () => {
  assertEquals(htmlLang("en-gb"), "en-GB");
  assertEquals(htmlLang("nl-nl"), "nl-NL");
  assertEquals(htmlLang("fr"), "fr");
});

Deno.test("renderVersionHtml() with preview shows a banner and is not indexed", async () => {
  await withDeps(async (deps) => {
    const html = await renderVersionHtml(deps, {
      page: { locale: "de-de", slug: "ueber-uns" },
      version,
      blocks,
    }, { preview: true });
    assert(html.includes('class="preview-banner"') && html.includes("Preview"));
    assert(html.includes('<meta name="robots" content="noindex"/>'));
    assert(html.includes("<title>Draft title | Lab</title>"));
    assert(html.includes('<link rel="canonical" href="https://site.test/de-de/ueber-uns"/>'));
    assert(html.includes("Draft heading"));
    assert(!html.includes("<script"));
  });
});

Deno.test("renderVersionHtml() without preview has no banner and is indexable", async () => {
  await withDeps(async (deps) => {
    const html = await renderVersionHtml(deps, {
      page: { locale: "nl-nl", slug: "/" },
      version: { ...version, seoTitle: "SEO", seoDescription: "D", seoKeywords: ["a", "b"] },
      blocks,
    }, { defaultLocale: "nl-nl" });
    assert(!html.includes("preview-banner") && !html.includes('name="robots"'));
    assert(html.includes('<link rel="canonical" href="https://site.test/"/>'));
    assert(html.includes("<title>SEO | Lab</title>"));
    assert(html.includes('<meta property="og:locale" content="nl_NL"/>'));
  });
});
