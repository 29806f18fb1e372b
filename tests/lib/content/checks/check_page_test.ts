import { assert, assertEquals } from "../../../_utils/assert.ts";
import { type CheckedDocument, checkPage } from "../../../../lib/content/checks/index.ts";
import { CHECK_TEXTS, describe } from "../../../../lib/i18n/checks.ts";
import { LANGUAGES } from "../../../../lib/content/locales.ts";
import { pageTypeRegistry } from "../../../../lib/content/page_types/index.ts";
import { typeHeaders } from "../../../../lib/render/page_types/index.tsx";
import { CHECK_RULES } from "../../../../lib/content/checks/index.ts";

const IMAGE = { id: 1, crop: null };

function doc(blocks: CheckedDocument["blocks"], meta: Partial<CheckedDocument> = {}) {
  return {
    title: "About us",
    seoTitle: "",
    seoDescription: "Who we are and what we do.",
    blocks,
    ...meta,
  };
}

const h1 = { type: "hero", key: "top", props: { heading: "About", level: 1, actions: [] } };

function rules(d: CheckedDocument) {
  return checkPage(d).map((f) => `${f.rule}@${f.blockKey ?? ""}:${f.field ?? ""}`);
}

Deno.test("checkPage() finds nothing on a sound page", () => {
  assertEquals(
    rules(doc([
      h1,
      { type: "heading", key: "h", props: { text: "Team", level: 2 } },
      {
        type: "text",
        key: "t",
        props: { html: '<h3>Sub</h3><p><a href="/team">Meet the team</a></p>' },
      },
      { type: "image", key: "i", props: { image: IMAGE, altText: "Our office in Utrecht" } },
      { type: "video", key: "v", props: { url: "dQw4w9WgXcQ", title: "Our story" } },
    ])),
    [],
  );
});

Deno.test("checkPage() finds images without alt text and alt text that is a file name", () => {
  assertEquals(
    rules(doc([
      h1,
      { type: "image", key: "a", props: { image: IMAGE, altText: " " } },
      { type: "image", key: "b", props: { image: IMAGE, altText: "IMG_2041.JPG" } },
      { type: "image", key: "c", props: { image: null, altText: "" } },
      { type: "text-image", key: "d", props: { text: { html: "" }, image: IMAGE, altText: "" } },
      {
        type: "hero",
        key: "e",
        props: { heading: "x", level: 2, image: IMAGE, altText: "", imagePosition: "background" },
      },
    ])),
    ["image-alt@a:altText", "image-alt-filename@b:altText", "image-alt@d:altText"],
  );
});

Deno.test("checkPage() finds a missing main heading and skipped levels across blocks", () => {
  assertEquals(
    rules(doc([
      { type: "heading", key: "a", props: { text: "A", level: 2 } },
      { type: "text", key: "b", props: { html: "<h4>Deep</h4><p>x</p>" } },
      { type: "heading", key: "c", props: { text: "C", level: 3 } },
    ])),
    ["heading-main@:", "heading-order@b:html"],
  );
  const found = checkPage(doc([h1, { type: "heading", key: "x", props: { level: 3, text: "" } }]));
  assertEquals(found[0].params, { level: 3, previous: 1 });
});

Deno.test("checkPage() finds link text that says nothing, in all four languages", () => {
  const vague = [
    "klik hier",
    "Lees meer…",
    "click here",
    "Read more",
    "hier",
    "Hier klicken",
    "weiterlesen",
    "Cliquez ici",
    "En savoir plus",
    "https://example.com/page",
    "www.example.com",
  ];
  const html = vague.map((t) => `<p><a href="/x">${t}</a></p>`).join("");
  const found = checkPage(doc([h1, { type: "text", key: "t", props: { html } }]));
  assertEquals(found.map((f) => f.rule), vague.map(() => "link-text"));
  assertEquals(found[1].params, { text: "Lees meer…" });
  // Saying where it goes is fine, even with the words in it.
  const fine = checkPage(doc([h1, {
    type: "text",
    key: "t",
    props: { html: '<p><a href="/x">Read more about our opening hours</a></p>' },
  }]));
  assertEquals(fine, []);
});

Deno.test("checkPage() finds empty links and buttons, vague button labels", () => {
  assertEquals(
    rules(doc([
      { ...h1, props: { ...h1.props, actions: [{ label: "Contact us" }, { label: "" }] } },
      { type: "text", key: "t", props: { html: '<p><a href="/x"> </a></p>' } },
      { type: "button", key: "b", props: { label: "Read more", link: { kind: "internal" } } },
      { type: "button", key: "c", props: { label: "" } },
    ])),
    [
      "button-empty@top:actions.1.label",
      "link-empty@t:html",
      "link-text@b:label",
      "button-empty@c:label",
    ],
  );
});

Deno.test("checkPage() finds a video without a title and a table without headers", () => {
  assertEquals(
    rules(doc([
      h1,
      { type: "video", key: "v", props: { url: "dQw4w9WgXcQ", title: "" } },
      { type: "video", key: "w", props: { url: "", title: "" } },
      { type: "text", key: "t", props: { html: "<table><tr><td>1</td></tr></table>" } },
      { type: "text", key: "u", props: { html: "<table><tr><th>A</th></tr></table>" } },
    ])),
    ["video-title@v:title", "table-headers@t:html"],
  );
});

Deno.test("checkPage() finds SEO texts too long and a missing description", () => {
  assertEquals(rules(doc([h1], { seoDescription: "" })), [
    "seo-description-missing@:seoDescription",
  ]);
  const found = checkPage(doc([h1], { title: "T".repeat(61), seoDescription: "D".repeat(161) }));
  assertEquals(found.map((f) => [f.rule, f.field, f.params]), [
    ["seo-title-length", "title", { length: 61, max: 60 }],
    ["seo-description-length", "seoDescription", { length: 161, max: 160 }],
  ]);
  assertEquals(rules(doc([h1], { title: "T".repeat(61), seoTitle: "Short" })), []);
});

Deno.test("checkPage() copes with incomplete props as the editor holds them", () => {
  assertEquals(
    rules(doc([
      h1,
      { type: "image", key: "a", props: null },
      { type: "text", key: "b", props: {} },
      { type: "unknown", key: "c", props: { x: 1 } },
    ])),
    [],
  );
});

Deno.test("checkPage() follows edits of a 200-block page block by block", () => {
  const blocks = Array.from({ length: 200 }, (_, i) => ({
    type: "text",
    key: `k${i}`,
    props: {
      html: `<h2>Part ${i}</h2><p>Some text with <a href="/p${i}">a link to part ${i}</a></p>`,
    },
  }));
  const d = doc([h1, ...blocks]);
  checkPage(d);
  // What a keystroke costs is measured by bench/checks_bench.ts, not asserted here.
  for (let i = 0; i < 100; i++) {
    const at = 1 + (i % 200);
    d.blocks = d.blocks.map((b, j) =>
      j === at ? { ...b, props: { html: `<h2>Edit ${i}</h2><p><a href="/">klik hier</a></p>` } } : b
    );
    assertEquals(checkPage(d).length, i + 1);
  }
});

Deno.test("describe() says every rule in every language, with its values", () => {
  for (const language of LANGUAGES) {
    for (const rule of CHECK_RULES) {
      const text = CHECK_TEXTS[language][rule];
      assert(text.message && text.why, `${language} ${rule}`);
    }
  }
  const p = describe(
    { rule: "link-text", blockKey: "b", field: "label", params: { text: "hier" } },
    "nl",
  );
  assertEquals(p.message, "Linktekst „hier” zegt niet waar de link heen gaat");
  assertEquals(p.blockKey, "b");
});

Deno.test("checkPage() knows the page types whose header draws the main heading", () => {
  const blocks = [{ type: "heading", key: "a", props: { text: "A", level: 2 } }];
  assertEquals(rules(doc(blocks)), ["heading-main@:"]);
  assertEquals(rules(doc(blocks, { pageType: "news" })), []);
  assertEquals(rules(doc(blocks, { pageType: "page" })), ["heading-main@:"]);
});

Deno.test("the page types that draw a header of their own all draw the main heading", () => {
  // The renderer's headers (lib/render/page_types) each start with the page's h1.
  for (const type of Object.keys(typeHeaders)) {
    assert(pageTypeRegistry.get(type)?.titleHeading, `${type} draws its title as the h1`);
  }
});
