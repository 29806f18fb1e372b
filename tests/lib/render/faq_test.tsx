/**
 * The FAQ block and an FAQ's page header as the server draws them: the questions as native
 * `<details>` (an accordion that works without script) grouped by category, or one category's;
 * the search island's form to the site search; sanitised answers; the empty message.
 */
import { renderToString } from "preact-render-to-string";
import { assert, assertEquals } from "../../_utils/assert.ts";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { faq } from "../../../lib/content/page_types/faq.ts";
import { DEMO_FAQS } from "../../../lib/seed/demo/faqs.ts";
import { renderBlock } from "../../../lib/render/block_list.tsx";
import type { CollectionItem } from "../../../lib/render/collections.ts";
import type { RenderContext } from "../../../lib/render/context.ts";
import { renderPageHtml } from "../../../lib/render/page.tsx";

function items(): CollectionItem[] {
  return DEMO_FAQS.map(([category, question, answer], i) => ({
    pageID: i + 1,
    path: `/faq/${i + 1}`,
    title: `Titel ${i + 1}`,
    seoDescription: "",
    tags: [],
    // The first one's category in other letters: still the same category.
    typeData: faq.typeData.parse({
      question: i === 1 ? "" : question,
      answer: { html: answer },
      category: i === 0 ? ` ${category.toUpperCase()} ` : category,
    }),
    publishedAt: 1,
  }));
}

function ctx(list: CollectionItem[] = items()): RenderContext {
  return {
    locale: "en-gb",
    defaultLocale: "en-gb",
    displayLanguage: "nl",
    siteName: "Lab",
    publicUrl: "https://site.test",
    preview: false,
    collections: {
      items: { news: [], location: [], research: [], faq: list },
      media: { files: new Map() },
      key: "k",
    },
  };
}

function html(props: { heading?: string; category?: string }, c: RenderContext = ctx()): string {
  const block: Block = {
    type: "faq",
    key: "f",
    props: { heading: "", category: "", ...props },
    anchorPoint: "",
    __images: {},
    __files: {},
  };
  const node = renderBlock(block, c);
  assert(node);
  return renderToString(node);
}

const questions = (markup: string) =>
  [...markup.matchAll(/<summary class="faq__question">([^<]+)<\/summary>/g)].map((m) => m[1]);

Deno.test("faq block: every category, grouped under its name, as <details> in page order", () => {
  const out = html({});
  const groups = [...out.matchAll(/<h2 class="faq-group__heading">([^<]+)<\/h2>/g)]
    .map((m) => m[1]);
  assertEquals(groups, ["BLOEDAFNAME EN MONSTERS", "Uitslagen", "Kosten en vergoeding"]);
  const qs = questions(out);
  assertEquals(qs.length, 12);
  assertEquals(qs[0], DEMO_FAQS[0][1]);
  assertEquals(qs[1], "Titel 2", "an empty question shows the page's title");
  assertEquals(qs[11], DEMO_FAQS[11][1]);
  // Closed by default; each holds its answer, so the accordion works without script.
  assertEquals([...out.matchAll(/<details class="faq" id="faq-f-\d+" data-faq>/g)].length, 12);
  assert(!out.includes("<details open"));
  assert(out.includes('<div class="faq__answer prose"><p>Neem een geldig identiteitsbewijs'));
  assert(out.includes('<div class="faq-block__list" id="faq-f">'));
  assertEquals([...out.matchAll(/data-faq-group/g)].length, 3);
});

Deno.test("faq block: one category, whatever its case, without group headings", () => {
  const out = html({ heading: "Over uitslagen", category: "uitslagen" });
  assert(out.includes('<h2 class="faq-block__heading">Over uitslagen</h2>'));
  assertEquals(questions(out), DEMO_FAQS.filter(([c]) => c === "Uitslagen").map(([, q]) => q));
  assert(!out.includes("faq-group"));
});

Deno.test("faq block: category headings are h3 under the block's own heading", () => {
  const out = html({ heading: "Vragen" });
  assertEquals([...out.matchAll(/<h3 class="faq-group__heading">/g)].length, 3);
  assert(!out.includes('<h2 class="faq-group__heading">'));
});

Deno.test("faq block: the search island, a GET form to the site search without script", () => {
  const out = html({});
  assert(out.includes('<x-island data-name="FaqSearch">'));
  assert(/<form class="faq-search" role="search"[^>]*action="\/zoeken" method="get"/.test(out));
  assert(out.includes('<input type="hidden" name="type" value="faq"/>'));
  assert(/<label for="faq-f-q">Zoek in de vragen<\/label>/.test(out));
  assert(/<input id="faq-f-q"[^>]*type="search" name="q"[^>]*aria-controls="faq-f"/.test(out));
  assert(out.includes('<p class="faq-search__status" role="status"></p>'));
  const json = out.match(
    /<script type="application\/json" data-island="FaqSearch">(.*?)<\/script>/,
  );
  assert(json);
  assertEquals(JSON.parse(json[1]).text.noResults, "Er zijn geen resultaten gevonden");
});

Deno.test("faq block: a category without questions says so, with no search", () => {
  const out = html({ category: "Parkeren" });
  assert(out.includes('<p class="faq-block__empty">Er zijn hier nog geen vragen.</p>'));
  assert(!out.includes("<x-island"));
  assert(html({}, ctx([])).includes("faq-block__empty"));
});

Deno.test("an FAQ's page: its category, the question as h1 and the answer", () => {
  const page = renderPageHtml(
    {
      page: { locale: "en-gb", slug: "faq/nuchter", type: "faq" },
      version: {
        title: "Nuchter",
        seoTitle: "",
        seoDescription: "",
        seoKeywords: [],
        seoImage: [],
        tags: [],
        typeData: faq.typeData.parse({
          question: "Moet ik nuchter komen?",
          answer: { html: "<p>Alleen <strong>soms</strong>.</p><p></p>" },
          category: "Bloedafname",
        }),
      },
      blocks: [],
    },
    ctx(),
  );
  const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
  assert(main.includes('<p class="faq-header__category">Bloedafname</p>'));
  assert(main.includes('<h1 class="faq-header__title">Moet ik nuchter komen?</h1>'));
  assert(
    main.includes(
      '<div class="faq-header__answer prose"><p>Alleen <strong>soms</strong>.</p></div>',
    ),
  );
});
