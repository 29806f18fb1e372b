import { deepStrictEqual } from "node:assert";
import type { Block } from "../../../lib/content/blocks/index.ts";
import { changedFields, diffBlocks, sameValue, summariseDiff } from "./block_diff.ts";

function block(key: string, props: Record<string, unknown> = {}, type = "heading"): Block {
  return { type, key, props, anchorPoint: "", __images: {}, __files: {} } as Block;
}

function shape(entries: ReturnType<typeof diffBlocks>) {
  return entries.map((e) => {
    const flags = [
      e.added && "added",
      e.removed && "removed",
      e.moved && "moved",
      e.changed.length > 0 && `changed:${e.changed.join(",")}`,
    ].filter(Boolean);
    return `${e.key}${flags.length ? " " + flags.join(" ") : ""}`;
  });
}

Deno.test("diffBlocks() finds nothing between equal lists", () => {
  const blocks = [block("a", { text: "x" }), block("b")];
  deepStrictEqual(shape(diffBlocks(blocks, blocks)), ["a", "b"]);
  deepStrictEqual(summariseDiff(diffBlocks(blocks, blocks)).unchanged, 2);
});

Deno.test("diffBlocks() reports added and removed blocks in place", () => {
  const before = [block("a"), block("b"), block("c")];
  const after = [block("a"), block("n"), block("c")];
  deepStrictEqual(shape(diffBlocks(before, after)), ["a", "b removed", "n added", "c"]);
});

Deno.test("diffBlocks() lists a removed first block first", () => {
  deepStrictEqual(shape(diffBlocks([block("a"), block("b")], [block("b")])), [
    "a removed",
    "b",
  ]);
});

Deno.test("diffBlocks() marks only the block that moved", () => {
  const before = [block("a"), block("b"), block("c"), block("d")];
  const after = [block("d"), block("a"), block("b"), block("c")];
  deepStrictEqual(shape(diffBlocks(before, after)), ["d moved", "a", "b", "c"]);
});

Deno.test("diffBlocks() names the changed props, anchor and images", () => {
  const before = [block("a", { text: "Old", level: 2 })];
  const changed = {
    ...block("a", { level: 2, text: "New" }),
    anchorPoint: "top",
    __images: { main: { hash: "h", fileName: "f.png", altText: "" } },
  } as Block;
  const [entry] = diffBlocks(before, [changed]);
  deepStrictEqual(entry.changed, ["text", "anchorPoint", "images"]);
  deepStrictEqual([entry.fromIndex, entry.toIndex], [0, 0]);
});

Deno.test("diffBlocks() reports a block both moved and changed", () => {
  const before = [block("a"), block("b"), block("c", { text: "1" })];
  const after = [block("c", { text: "2" }), block("a"), block("b")];
  const entries = diffBlocks(before, after);
  deepStrictEqual(shape(entries), ["c moved changed:text", "a", "b"]);
  deepStrictEqual(summariseDiff(entries), {
    added: 0,
    removed: 0,
    moved: 1,
    changed: 1,
    unchanged: 2,
  });
});

Deno.test("diffBlocks() against nothing live lists every block as added", () => {
  deepStrictEqual(shape(diffBlocks([], [block("a"), block("b")])), ["a added", "b added"]);
});

Deno.test("changedFields() reports a replaced block type", () => {
  deepStrictEqual(changedFields(block("a", {}, "heading"), block("a", {}, "quote")), ["type"]);
});

Deno.test("sameValue() ignores key order and treats empty values alike", () => {
  deepStrictEqual(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }), true);
  deepStrictEqual(sameValue({ a: "" }, {}), true);
  deepStrictEqual(sameValue([1, 2], [2, 1]), false);
  deepStrictEqual(sameValue({ a: 1 }, { a: "1" }), false);
});
