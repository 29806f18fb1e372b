import { deepStrictEqual } from "node:assert";
import type { Block } from "../../../../../lib/content/blocks/index.ts";
import { mergeBlocks, type MergeChoice, mergeFields, mergeRows } from "./merge_blocks.ts";

function block(key: string, text: string): Block {
  return { type: "heading", key, props: { text }, anchorPoint: "", __images: {}, __files: {} };
}

const texts = (blocks: Block[]) =>
  blocks.map((b) => `${b.key}:${(b.props as { text: string }).text}`);

Deno.test("mergeRows() lists differing blocks and suggests what each side changed", () => {
  const base = [block("a", "A"), block("b", "B"), block("c", "C"), block("d", "D")];
  // Mine: changed a, deleted c, added m. Stored: changed b, deleted d, added s.
  const mine = [block("a", "A mine"), block("b", "B"), block("m", "M"), block("d", "D")];
  const stored = [block("a", "A"), block("b", "B theirs"), block("c", "C"), block("s", "S")];
  const rows = mergeRows(base, mine, stored);
  const suggested = Object.fromEntries(rows.map((r) => [r.key, r.suggested]));
  deepStrictEqual(suggested, {
    a: "mine",
    b: "stored",
    c: "mine",
    m: "mine",
    d: "stored",
    s: "stored",
  });
  deepStrictEqual(rows.find((r) => r.key === "a")!.fields, ["text"]);
  deepStrictEqual(rows.find((r) => r.key === "m")!.stored, null);
});

Deno.test("mergeBlocks() keeps the chosen side per block, in the person's order", () => {
  const mine = [block("a", "A mine"), block("b", "B"), block("m", "M")];
  const stored = [block("s0", "S0"), block("a", "A"), block("b", "B theirs"), block("s", "S")];
  const choices: Record<string, MergeChoice> = { a: "mine", b: "stored", m: "mine", s: "stored" };
  const merged = mergeBlocks(mine, stored, (key) => choices[key] ?? "stored");
  deepStrictEqual(texts(merged), ["s0:S0", "a:A mine", "b:B theirs", "s:S", "m:M"]);
  const none = mergeBlocks(mine, stored, (key) => (key === "a" ? "stored" : "mine"));
  deepStrictEqual(texts(none), ["a:A", "b:B", "m:M"]);
});

Deno.test("mergeFields() keeps what the person changed and takes the rest as stored", () => {
  const base = { title: "T", seoTitle: "S", seoDescription: "D" };
  const mine = { title: "T mine", seoTitle: "S", seoDescription: "D" };
  const stored = { title: "T", seoTitle: "S theirs", seoDescription: "D" };
  deepStrictEqual(mergeFields(base, mine, stored), {
    title: "T mine",
    seoTitle: "S theirs",
    seoDescription: "D",
  });
});
