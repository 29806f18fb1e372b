import { renderToString } from "preact-render-to-string";
import type { VNode } from "preact";
import { assert, assertEquals } from "../../_utils/assert.ts";
import { type Block, BLOCK_TYPES, type BlockType } from "../../../lib/content/blocks/index.ts";
import { BlockList, renderBlock } from "../../../lib/render/block_list.tsx";
import { blockRenderers } from "../../../lib/render/blocks/index.ts";
import type { RenderContext } from "../../../lib/render/context.ts";

const ctx: RenderContext = {
  locale: "en-gb",
  defaultLocale: "en-gb",
  siteName: "Site",
  publicUrl: "https://example.test",
  preview: false,
};

function block<T extends BlockType>(type: T, props: Block<T>["props"], anchorPoint = ""): Block<T> {
  return { type, key: `k-${type}`, props, anchorPoint, __images: {}, __files: {} };
}

function html<T extends BlockType>(b: Block<T>, c: RenderContext = ctx): string {
  const node: VNode | null = renderBlock(b as Block, c);
  return node ? renderToString(node) : "";
}

/** Decodes the entities of an attribute value as a browser would. */
function attr(markup: string, name: string): string {
  const m = markup.match(new RegExp(`\\s${name}="([^"]*)"`));
  assert(m, `attribute ${name}`);
  return m[1].replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">")
    .replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

Deno.test("blockRenderers has a renderer for every registered block type", () => {
  assertEquals(Object.keys(blockRenderers).sort(), BLOCK_TYPES.map((d) => d.id).sort());
});

Deno.test("heading renders the element of its level", () => {
  assertEquals(
    html(block("heading", { text: "Hello <you>", level: 3 })),
    '<h3 class="block block-heading">Hello &lt;you></h3>',
  );
  assert(html(block("heading", { text: "Top", level: 1 })).startsWith("<h1"));
  assert(html(block("heading", { text: "Odd", level: 9 })).startsWith("<h6"));
});

Deno.test("text writes its stored (sanitised) HTML as it is", () => {
  const out = html(block("text", { html: '<p>A <a href="https://x.test">link</a></p>' }));
  assertEquals(
    out,
    '<div class="block block-text prose"><p>A <a href="https://x.test">link</a></p></div>',
  );
  assertEquals(html(block("text", { html: "" })), "");
  // Stored before trailing empty paragraphs were dropped: not drawn as blank lines.
  assertEquals(
    html(block("text", { html: "<p>A</p><p></p><p><br></p>" })),
    '<div class="block block-text prose"><p>A</p></div>',
  );
  assertEquals(html(block("text", { html: "<p></p>" })), "");
});

Deno.test("image renders nothing while media cannot be served", () => {
  assertEquals(html(block("image", { image: null, altText: "", caption: "" })), "");
  assertEquals(
    html(block("image", { image: { fileID: 4, cropParams: null }, altText: "A", caption: "C" })),
    "",
  );
});

Deno.test("button links per link kind", () => {
  const href = (kind: string, value: string, c = ctx) =>
    attr(
      html(block("button", { label: "Go", link: { kind, value } as never, style: "primary" }), c),
      "href",
    );
  assertEquals(href("internal", "about/team"), "/about/team");
  assertEquals(href("internal", "/"), "/");
  assertEquals(href("internal", "contact", { ...ctx, locale: "nl-nl" }), "/nl-nl/contact");
  assertEquals(href("internal", "/", { ...ctx, locale: "nl-nl" }), "/nl-nl");
  // A value naming a locale (kept by a translation) leads into that locale.
  assertEquals(href("internal", "en-gb/contact", { ...ctx, locale: "nl-nl" }), "/contact");
  assertEquals(href("internal", "en-gb", { ...ctx, locale: "nl-nl" }), "/");
  assertEquals(href("internal", "nl-nl/over"), "/nl-nl/over");
  assertEquals(href("external", "https://example.org/a?b=1&c=2"), "https://example.org/a?b=1&c=2");
  assertEquals(href("anchor", "#prices"), "#prices");
  assertEquals(href("mail", "mailto:info@example.org"), "mailto:info@example.org");
  assertEquals(href("phone", "tel:+31 20 123 4567"), "tel:+31 20 123 4567");
  const out = html(
    block("button", { label: "More", link: { kind: "anchor", value: "#a" }, style: "secondary" }),
  );
  assert(out.includes('class="button button--secondary"') && out.includes(">More</a>"));
});

Deno.test("video embeds the privacy-friendly player only behind a play link", () => {
  const yt = html(
    block("video", { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Tour" }),
  );
  const doc = attr(yt, "srcdoc");
  assert(
    doc.includes('href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"'),
    doc,
  );
  assert(doc.includes("Play video: Tour"));
  assert(!/\ssrc=/.test(yt), "nothing loads before the click");
  assertEquals(attr(yt, "title"), "Tour");
  assertEquals(attr(yt, "loading"), "lazy");
  assert(yt.includes("<figcaption>Tour</figcaption>"));

  const vimeo = html(block("video", { url: "76979871", title: "" }));
  const vdoc = attr(vimeo, "srcdoc");
  assert(
    vdoc.includes('href="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1"'),
    vdoc,
  );
  assertEquals(attr(vimeo, "title"), "Vimeo video");
  assertEquals(html(block("video", { url: "not a video", title: "" })), "");
});

Deno.test("video titles cannot break out of the frame document", () => {
  const out = html(block("video", { url: "dQw4w9WgXcQ", title: '</a><script>alert(1)</script>"' }));
  const doc = attr(out, "srcdoc");
  assert(!doc.includes("<script>"), doc);
  assert(doc.includes("&lt;script&gt;"));
});

Deno.test("quote is a figure with a blockquote and a caption", () => {
  assertEquals(
    html(block("quote", { text: "Be kind.", author: "Ann", role: "Nurse" })),
    '<figure class="block block-quote"><blockquote><p>Be kind.</p></blockquote>' +
      '<figcaption><cite>Ann</cite>, <span class="quote-role">Nurse</span></figcaption></figure>',
  );
  assert(!html(block("quote", { text: "Anon", author: "", role: "" })).includes("figcaption"));
});

Deno.test("text-image shows the text, and no image while media cannot be served", () => {
  const out = html(block("text-image", {
    text: { html: "<p>Beside</p>" },
    image: { fileID: 1, cropParams: null },
    altText: "x",
    imagePosition: "left",
  }));
  assert(out.includes("<p>Beside</p>"));
  assert(out.includes("block-text-image--no-image"));
  assert(!out.includes("<img"));
});

Deno.test("team-member shows name, function, specialties and links", () => {
  const out = html(block("team-member", {
    name: "Dr. Eva Jansen",
    function: "Clinical chemist",
    description: "Leads the lab.",
    specialties: ["Haematology", "Coagulation"],
    linkedinUrl: "https://www.linkedin.com/in/eva",
    email: "eva@example.org",
    storyUrl: "/stories/eva",
    image: null,
  }));
  assert(out.startsWith('<article class="block block-team-member">'));
  assert(out.includes('<h3 class="team-member__name">Dr. Eva Jansen</h3>'));
  assert(out.includes("Clinical chemist") && out.includes("Leads the lab."));
  assert(out.includes("<li>Haematology</li><li>Coagulation</li>"));
  assert(out.includes('href="https://www.linkedin.com/in/eva"'));
  assert(out.includes('href="mailto:eva@example.org"'));
  assert(out.includes('href="/stories/eva"'));
  assert(!out.includes("<img"));
  const bare = html(block("team-member", {
    name: "Bo",
    function: "",
    description: "",
    specialties: [],
    linkedinUrl: "",
    email: "",
    storyUrl: "",
    image: null,
  }));
  assert(!bare.includes("<ul") && !bare.includes("<p"));
});

Deno.test("a block with an anchor point is wrapped in an element with that id", () => {
  assertEquals(
    html(block("heading", { text: "Prices", level: 2 }, "prices")),
    '<div id="prices" class="block-anchor"><h2 class="block block-heading">Prices</h2></div>',
  );
});

Deno.test("an unregistered block type is skipped with a warning", () => {
  const warnings: unknown[][] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const blocks = [
      block("heading", { text: "Before", level: 2 }),
      { ...block("heading", { text: "x", level: 2 }), type: "carousel", key: "c1" } as Block,
      block("quote", { text: "After", author: "", role: "" }),
    ] as Block[];
    const out = renderToString(BlockList({ blocks, ctx }));
    assert(out.includes("Before") && out.includes("After"));
    assertEquals(warnings.length, 1);
    assert(String(warnings[0][0]).includes('"carousel"'));
  } finally {
    console.warn = warn;
  }
});

Deno.test("a block whose stored data a renderer cannot draw is skipped with a warning", () => {
  const warn = console.warn;
  let warned = 0;
  console.warn = () => warned++;
  try {
    const broken = { ...block("team-member", {} as never), props: null } as unknown as Block;
    assertEquals(renderBlock(broken, ctx), null);
    assertEquals(warned, 1);
  } finally {
    console.warn = warn;
  }
});
