import { assertEquals } from "../../_utils/assert.ts";
import { escapeHtml } from "../../../lib/content/escape_html.ts";
import { snippetHtml, snippetSegments } from "../../../lib/search/snippet.ts";
import { LANGUAGES } from "../../../lib/search/text.ts";

const en = LANGUAGES["en-gb"];

Deno.test("snippetSegments() marks every matched word, by its stem", () => {
  const segments = snippetSegments(
    { body: "Tests of blood: one test <b>now</b>.", description: "" },
    new Set(["test"]),
    en,
  );
  assertEquals(segments, [
    { text: "Tests", mark: true },
    { text: " of blood: one ", mark: false },
    { text: "test", mark: true },
    { text: " <b>now</b>.", mark: false },
  ]);
  assertEquals(
    snippetHtml(segments),
    "<mark>Tests</mark> of blood: one <mark>test</mark> &lt;b&gt;now&lt;/b&gt;.",
  );
});

Deno.test("snippetSegments() shows the passage around the first match", () => {
  const body = `${"Filler words here. ".repeat(30)}The laboratory opens early. ${
    "More text. ".repeat(30)
  }`;
  const html = snippetHtml(snippetSegments({ body, description: "" }, new Set(["laboratori"]), en));
  assertEquals(html.startsWith("… "), true);
  assertEquals(html.endsWith(" …"), true);
  assertEquals(html.includes("The <mark>laboratory</mark> opens early."), true);
  assertEquals(html.length < 300, true);
});

Deno.test("snippetSegments() falls back to the description, then to the start of the text", () => {
  const doc = { body: "Nothing relevant.", description: "About parking." };
  assertEquals(
    snippetHtml(snippetSegments(doc, new Set(["park"]), en)),
    "About <mark>parking</mark>.",
  );
  assertEquals(snippetHtml(snippetSegments(doc, new Set(["title"]), en)), "Nothing relevant.");
});

Deno.test("escapeHtml() escapes markup and quotes", () => {
  assertEquals(
    escapeHtml(`<a href="x">'&'</a>`),
    "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
  );
});
