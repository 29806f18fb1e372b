import { deepStrictEqual } from "node:assert";
import { plainText, readableText, shortText, sideOf, wordDiff } from "./text_diff.ts";

const join = (parts: { text: string }[]) => parts.map((p) => p.text).join("");

Deno.test("readableText keeps the whole rich text, one line per paragraph", () => {
  const long = "Lorem ipsum dolor sit amet. ".repeat(20).trim();
  const html =
    `<p>${long}</p><ul><li>One &amp; two</li><li>Three&nbsp;four</li></ul><p>A&#39;s</p>`;
  deepStrictEqual(readableText(html), `${long}\nOne & two\nThree four\nA's`);
  deepStrictEqual(readableText({ html: "<p>Hi <strong>there</strong></p>" }), "Hi there");
  deepStrictEqual(readableText(["a.jpg", "", "b.jpg"]), "a.jpg, b.jpg");
  deepStrictEqual(readableText({ kind: "internal", value: "/contact" }), "internal · /contact");
  deepStrictEqual(readableText(null), "");
  deepStrictEqual(readableText(3), "3");
  deepStrictEqual(plainText("<p></p><p><br></p>"), "");
});

Deno.test("shortText cuts for a list cell only", () => {
  deepStrictEqual(shortText("<p>a</p><p>b</p>"), "a b");
  deepStrictEqual(shortText("x".repeat(200), 10), "xxxxxxxxx…");
});

Deno.test("wordDiff finds a change far down a long text, and rebuilds both sides", () => {
  const start = "Our laboratory opens early on weekdays and takes blood without appointment. "
    .repeat(6);
  const before = `${start}Results follow within two working days.`;
  const after = `${start}Results follow within one working day.`;
  const parts = wordDiff(before, after);
  deepStrictEqual(parts.filter((p) => p.kind !== "same"), [
    { kind: "removed", text: "two" },
    { kind: "added", text: "one" },
    { kind: "removed", text: "days" },
    { kind: "added", text: "day" },
  ]);
  deepStrictEqual(join(sideOf(parts, "before")), before);
  deepStrictEqual(join(sideOf(parts, "after")), after);
  const changed = parts.filter((p) => p.kind !== "same").map((p) => p.text).join(" ");
  deepStrictEqual(/two/.test(changed) && /one/.test(changed), true);
  deepStrictEqual(/laboratory/.test(changed), false, "the shared start is not marked");
  deepStrictEqual(parts[0].kind, "same");
  deepStrictEqual(parts[0].text.length > 300, true);
});

Deno.test("wordDiff marks whole words and merges runs of one kind", () => {
  deepStrictEqual(wordDiff("the cat sat", "the dog sat"), [
    { kind: "same", text: "the " },
    { kind: "removed", text: "cat" },
    { kind: "added", text: "dog" },
    { kind: "same", text: " sat" },
  ]);
  deepStrictEqual(wordDiff("", "new text"), [{ kind: "added", text: "new text" }]);
  deepStrictEqual(wordDiff("same", "same"), [{ kind: "same", text: "same" }]);
  deepStrictEqual(wordDiff("a b", ""), [{ kind: "removed", text: "a b" }]);
});
