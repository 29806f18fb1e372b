/**
 * The text of rich text as the search, its snippets and the descriptions made from rich text see
 * it (`plainText`, lib/content/blocks/define.ts): inline elements add no space, block elements
 * and line breaks do (issue 28: "onze locaties . Het" in a search snippet).
 */
import { assertEquals } from "../../_utils/assert.ts";
import { plainText } from "../../../lib/content/blocks/define.ts";
import { blockRegistry } from "../../../lib/content/blocks/index.ts";
import { snippetHtml, snippetSegments } from "../../../lib/search/snippet.ts";
import { LANGUAGES } from "../../../lib/search/text.ts";

Deno.test("plainText() adds no space at an inline element, one between block elements", () => {
  assertEquals(
    plainText('<p>Kom naar <a href="/locaties">onze locaties</a>. Het kan ook thuis.</p>'),
    "Kom naar onze locaties. Het kan ook thuis.",
  );
  assertEquals(
    plainText("<p><strong>Bloed</strong>afname, <em>urine</em>;<code>x</code>!</p>"),
    "Bloedafname, urine;x!",
  );
  assertEquals(
    plainText("<p>één</p><p>twee</p><ul><li>drie</li><li>vier</li></ul>"),
    "één twee drie vier",
  );
  assertEquals(
    plainText("<h2>Kop</h2>regel<br>volgende<br/>en <sub>2</sub>"),
    "Kop regel volgende en 2",
  );
  assertEquals(
    plainText("<blockquote>citaat</blockquote>daarna &amp; meer"),
    "citaat daarna & meer",
  );
});

Deno.test("a text block's search snippet keeps the punctuation after a link", () => {
  const html =
    '<p>U vindt ons op <a href="/locaties">onze locaties</a>. Het laboratorium is in Utrecht.</p>';
  const body = blockRegistry.get("text")!.searchText({ html } as never);
  const nl = LANGUAGES["nl-nl"];
  const snippet = snippetHtml(
    snippetSegments({ body, description: "" }, new Set([nl.normalize("locaties")]), nl),
  );
  assertEquals(
    snippet,
    "U vindt ons op onze <mark>locaties</mark>. Het laboratorium is in Utrecht.",
  );
});
