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

Deno.test("DocumentStore a deleted block comes back with what it held", () => {
  const store = new DocumentStore(doc("a", "b"));
  store.updateBlock("b", { props: { text: "kept", level: 2 } as Block["props"] });
  store.removeBlock("b");
  store.undo();
  deepStrictEqual(texts(store), ["a:a", "b:kept"]);
});

/** A clock the test moves by hand, for typing bursts. */
function clock() {
  let now = 0;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

const heading = (text: string, level = 2) => ({ props: { text, level } as Block["props"] });

Deno.test("DocumentStore undo and redo cover every kind of change, in order", () => {
  const store = new DocumentStore(doc("a", "b"));
  store.setMeta({ title: "New title" });
  store.updateBlock("a", heading("a", 3)); // a heading level
  store.setSettings({ shouldUpdateLinks: false }); // a setting
  store.setMeta({ tags: ["x"] });
  store.insertBlock(2, block("n"));
  store.updateBlock("n", heading("typed"));
  store.updateBlock("b", { anchorPoint: "contact" });
  ok(store.canUndo(), "undo is there while the changes are unsaved");
  ok(store.isDirty());

  const after = store.snapshot();
  for (let i = 0; i < 7; i++) ok(store.undo() !== null, `undo ${i + 1}`);
  deepStrictEqual(store.snapshot(), doc("a", "b"));
  ok(!store.canUndo());
  ok(!store.isDirty(), "undone back to the state it opened with");
  for (let i = 0; i < 7; i++) ok(store.redo() !== null, `redo ${i + 1}`);
  deepStrictEqual(store.snapshot(), after);

  // One step back takes back only the last change: the anchor, not the typing before it.
  store.undo();
  strictEqual(store.block("b")?.anchorPoint, "");
  deepStrictEqual(texts(store), ["a:a", "b:b", "n:typed"]);
  store.undo();
  deepStrictEqual(texts(store), ["a:a", "b:b", "n:n"]);
  store.undo();
  deepStrictEqual(store.keys(), ["a", "b"]);
  deepStrictEqual(store.meta().tags, ["x"]);
});

Deno.test("DocumentStore typing into one field is one step per burst", () => {
  const time = clock();
  const store = new DocumentStore(doc("a", "b"), { now: time.now });
  for (const text of ["B", "Bl", "Blo", "Bloo", "Blood"]) {
    store.updateBlock("a", heading(text));
    time.pass(300);
  }
  time.pass(1_000); // a pause ends the burst
  store.updateBlock("a", heading("Blood tests"));
  time.pass(100);
  store.updateBlock("b", heading("other")); // another field ends it too
  time.pass(100);
  store.updateBlock("a", heading("Blood tests!"));
  store.updateBlock("a", heading("Blood tests!", 3)); // the level is another field of the block
  store.setMeta({ seoTitle: "S" });
  store.setMeta({ seoTitle: "SE" });

  const steps: string[] = [];
  while (store.canUndo()) {
    store.undo();
    steps.push(`${texts(store).join(" ")} ${store.meta().seoTitle}`);
  }
  deepStrictEqual(steps, [
    "a:Blood tests! b:other ", // the SEO title, both keystrokes at once
    "a:Blood tests! b:other ", // the level
    "a:Blood tests b:other ",
    "a:Blood tests b:b ",
    "a:Blood b:b ",
    "a:a b:b ",
  ]);
  strictEqual(store.block("a")?.props && (store.block("a")!.props as { level: number }).level, 2);
});

Deno.test("DocumentStore a burst ends at an undo and where the focus left the field", () => {
  const time = clock();
  const store = new DocumentStore(doc("a"), { now: time.now });
  store.updateBlock("a", heading("one"));
  store.endBurst();
  store.updateBlock("a", heading("one two"));
  store.undo();
  deepStrictEqual(texts(store), ["a:one"]);
  store.updateBlock("a", heading("one three"));
  ok(!store.canRedo(), "typing after an undo starts a new branch");
  store.updateBlock("a", heading("one three!"));
  store.undo();
  deepStrictEqual(texts(store), ["a:one"], "the typing after the undo is one step");
});

Deno.test("DocumentStore typing taken back by the field's own undo is no step", () => {
  const store = new DocumentStore(doc("a"));
  store.setMeta({ seoTitle: "S" });
  store.markSaved(store.revision());
  store.updateBlock("a", heading("a and more"));
  store.updateBlock("a", heading("a")); // the rich text's own Ctrl+Z
  ok(!store.isDirty(), "back where the burst began, which is stored");
  strictEqual(store.undo(), "edit seoTitle", "the page's undo goes on with the change before");
});

Deno.test("DocumentStore undoing back to the stored state is not dirty", () => {
  const store = new DocumentStore(doc("a"));
  store.setMeta({ title: "one" });
  store.markSaved(store.revision());
  ok(!store.isDirty());
  store.setMeta({ seoTitle: "two" });
  ok(store.isDirty());
  store.undo();
  ok(!store.isDirty(), "back to what is stored");
  store.undo();
  ok(store.isDirty(), "before the stored state differs from it");
  store.redo();
  ok(!store.isDirty());
});

Deno.test("DocumentStore read-only refuses every change, whatever asks for it", () => {
  const store = new DocumentStore(doc("a", "b"));
  store.setMeta({ title: "mine" });
  const before = store.snapshot();
  const revision = store.revision();
  let calls = 0;
  store.subscribe(() => calls++);
  store.setReadOnly(true);
  ok(!store.canUndo(), "no undo while read-only");
  store.setMeta({ title: "uurYY" });
  store.setSettings({ slug: "x" });
  store.updateBlock("a", heading("uurYY"));
  store.updateBlock("a", { anchorPoint: "x" });
  store.insertBlock(0, block("n"));
  store.removeBlock("a");
  store.moveBlock("a", 1);
  store.replaceBlock("a", block("r"));
  strictEqual(store.undo(), null);
  store.replaceAll(doc("z"));
  deepStrictEqual(store.snapshot(), before);
  strictEqual(store.revision(), revision);
  strictEqual(calls, 1, "only the switch to read-only was told");

  store.setReadOnly(false);
  store.setMeta({ title: "taken over" });
  strictEqual(store.meta().title, "taken over");
  strictEqual(store.undo(), "edit title");
  strictEqual(store.meta().title, "mine");
});

Deno.test("DocumentStore a change that changes nothing is no step", () => {
  const store = new DocumentStore(doc("a"));
  store.setMeta({ title: "T" });
  store.updateBlock("a", heading("a"));
  ok(!store.canUndo());
  ok(!store.isDirty());
  store.setSettings({ slug: "stored-form" }, { history: false });
  ok(!store.canUndo(), "a change outside the history is no step");
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
