import { deepStrictEqual, ok, strictEqual } from "node:assert";
import type { Block } from "../../../../lib/content/blocks/index.ts";
import { type DocumentSnapshot, DocumentStore } from "./document_store.ts";

function block(key: string, text = key, anchorPoint = ""): Block {
  return {
    type: "heading",
    key,
    props: { text, level: 2 },
    anchorPoint,
    __images: {},
    __files: {},
  } as unknown as Block;
}

function doc(...keys: string[]): DocumentSnapshot {
  return {
    meta: {
      title: "T",
      seoTitle: "",
      seoDescription: "",
      seoKeywords: [],
      seoImage: [],
      tags: [],
      privateTags: [],
      typeData: {},
    },
    blocks: keys.map((k) => block(k)),
    settings: { slug: "t", shouldUpdateLinks: true },
  };
}

const texts = (store: DocumentStore) =>
  store.blocks().map((b) => `${b.key}:${(b.props as { text: string }).text}`);

Deno.test("DocumentStore snapshot() holds every block, whatever was edited last", () => {
  const store = new DocumentStore(doc("a", "b", "c"));
  store.setMeta({ seoTitle: "SEO" });
  store.setSettings({ slug: "new" });
  store.updateBlock("b", { props: { text: "typed", level: 2 } as Block["props"] });
  const snap = store.snapshot();
  deepStrictEqual(snap.blocks.map((b) => b.key), ["a", "b", "c"]);
  deepStrictEqual(texts(store), ["a:a", "b:typed", "c:c"]);
  strictEqual(snap.meta.seoTitle, "SEO");
  strictEqual(snap.settings.slug, "new");
  ok(store.isDirty());
});

Deno.test("DocumentStore keys() keeps its identity while only content changes", () => {
  const store = new DocumentStore(doc("a", "b"));
  const keys = store.keys();
  store.updateBlock("a", { anchorPoint: "top" });
  store.setMeta({ title: "X" });
  strictEqual(store.keys(), keys);
  store.moveBlock("a", 1);
  ok(store.keys() !== keys);
  deepStrictEqual(store.keys(), ["b", "a"]);
});

Deno.test("DocumentStore undo and redo add, delete, move and replace", () => {
  const store = new DocumentStore(doc("a", "b"));
  store.insertBlock(1, block("n"));
  deepStrictEqual(store.keys(), ["a", "n", "b"]);
  store.removeBlock("a");
  store.moveBlock("b", 0);
  store.replaceBlock("n", block("r"));
  deepStrictEqual(store.keys(), ["b", "r"]);

  strictEqual(store.undo(), "replace");
  deepStrictEqual(store.keys(), ["b", "n"]);
  strictEqual(store.undo(), "move");
  deepStrictEqual(store.keys(), ["n", "b"]);
  strictEqual(store.undo(), "delete");
  deepStrictEqual(store.keys(), ["a", "n", "b"]);
  strictEqual(store.undo(), "add");
  deepStrictEqual(store.keys(), ["a", "b"]);
  strictEqual(store.undo(), null);
  ok(!store.canUndo());

  store.redo();
  store.redo();
  store.redo();
  store.redo();
  deepStrictEqual(store.keys(), ["b", "r"]);
  ok(!store.canRedo());
});

Deno.test("DocumentStore undo keeps text typed into other blocks after the change", () => {
  const store = new DocumentStore(doc("a", "b"));
  store.insertBlock(2, block("n"));
  store.updateBlock("a", { props: { text: "typed later", level: 2 } as Block["props"] });
  store.undo();
  deepStrictEqual(texts(store), ["a:typed later", "b:b"]);
});

Deno.test("DocumentStore a deleted block comes back with what it held", () => {
  const store = new DocumentStore(doc("a", "b"));
  store.updateBlock("b", { props: { text: "kept", level: 2 } as Block["props"] });
  store.removeBlock("b");
  store.undo();
  deepStrictEqual(texts(store), ["a:a", "b:kept"]);
  // Typed into after an undone insertion, a redo brings back that text too.
  store.insertBlock(0, block("n"));
  store.updateBlock("n", { props: { text: "new text", level: 2 } as Block["props"] });
  store.undo();
  store.redo();
  deepStrictEqual(texts(store), ["n:new text", "a:a", "b:kept"]);
});

Deno.test("DocumentStore a new change clears the redo list", () => {
  const store = new DocumentStore(doc("a"));
  store.removeBlock("a");
  store.undo();
  ok(store.canRedo());
  store.insertBlock(0, block("b"));
  ok(!store.canRedo());
});

Deno.test("DocumentStore a replacement keeps the anchor of the place", () => {
  const store = new DocumentStore({ ...doc(), blocks: [block("a", "a", "contact")] });
  store.replaceBlock("a", block("b"));
  strictEqual(store.block("b")?.anchorPoint, "contact");
});

Deno.test("DocumentStore markSaved() clears dirty only when nothing changed meanwhile", () => {
  const store = new DocumentStore(doc("a"));
  store.setMeta({ title: "one" });
  const stored = store.revision();
  store.setMeta({ title: "two" }); // typed while the save was on its way
  store.markSaved(stored);
  ok(store.isDirty());
  store.markSaved(store.revision());
  ok(!store.isDirty());
});

Deno.test("DocumentStore replaceAll() starts a new epoch and forgets the history", () => {
  const store = new DocumentStore(doc("a"));
  store.removeBlock("a");
  const epoch = store.epoch();
  store.replaceAll(doc("x", "y"));
  deepStrictEqual(store.keys(), ["x", "y"]);
  ok(store.epoch() > epoch);
  ok(!store.canUndo());
  ok(store.isDirty());
});

Deno.test("DocumentStore notifies subscribers of every change until they leave", () => {
  const store = new DocumentStore(doc("a"));
  let calls = 0;
  const leave = store.subscribe(() => calls++);
  store.updateBlock("a", { anchorPoint: "x" });
  store.moveBlock("a", 0); // no-op: nothing to tell
  store.removeBlock("a");
  leave();
  store.undo();
  strictEqual(calls, 2);
});
