import { deepStrictEqual, ok, strictEqual } from "node:assert/strict";
import type { MenuItem } from "../../../../lib/content/menus.ts";
import {
  allowedMoves,
  applyMove,
  dropItem,
  errorsByItem,
  flatten,
  focusAfterRemoval,
  height,
  insertItem,
  moveItem,
  parentOf,
  pathOf,
  projectDrop,
  removeItem,
  updateItem,
  visibleIDs,
} from "./tree_ops.ts";

/** A tree from a compact spec: "a" is a leaf, ["a", [...]] an item with children. */
type Spec = string | [string, Spec[]];

function tree(specs: Spec[]): MenuItem[] {
  return specs.map((s) => {
    const [id, children] = typeof s === "string" ? [s, []] : s;
    return {
      id,
      title: id.toUpperCase(),
      link: { kind: "anchor", anchor: id },
      children: tree(children),
    };
  });
}

/** The shape of a tree back as a spec, to compare readably. */
function shape(items: MenuItem[]): Spec[] {
  return items.map((i) => i.children.length ? [i.id, shape(i.children)] : i.id);
}

// a
//   a1
//     a1x
//   a2
// b
// c
const sample = () => tree([["a", [["a1", ["a1x"]], "a2"]], "b", "c"]);

Deno.test("pathOf() finds items at every level, null for an unknown id", () => {
  const items = sample();
  deepStrictEqual(pathOf(items, "b"), [1]);
  deepStrictEqual(pathOf(items, "a1x"), [0, 0, 0]);
  strictEqual(pathOf(items, "zz"), null);
});

Deno.test("parentOf() names the item holding another", () => {
  const items = sample();
  strictEqual(parentOf(items, "a1x")?.id, "a1");
  strictEqual(parentOf(items, "a"), undefined);
  strictEqual(parentOf(items, "zz"), undefined);
});

Deno.test("height() counts the levels below an item", () => {
  const [a, b] = sample();
  strictEqual(height(a), 3);
  strictEqual(height(b), 1);
});

Deno.test("updateItem() changes one item and shares the untouched branches", () => {
  const items = sample();
  const next = updateItem(items, "a2", { title: "Renamed" });
  strictEqual(next[0].children[1].title, "Renamed");
  strictEqual(next[0].children[0], items[0].children[0]);
  strictEqual(next[1], items[1]);
  strictEqual(items[0].children[1].title, "A2", "the input is left alone");
  strictEqual(updateItem(items, "zz", { title: "x" }), items);
});

Deno.test("removeItem() removes an item with its children", () => {
  const items = sample();
  deepStrictEqual(shape(removeItem(items, "a1")), [["a", ["a2"]], "b", "c"]);
  deepStrictEqual(shape(removeItem(items, "b")), [["a", [["a1", ["a1x"]], "a2"]], "c"]);
  strictEqual(removeItem(items, "zz"), items);
});

Deno.test("insertItem() inserts at a level and refuses what would be too deep", () => {
  const items = sample();
  const [n] = tree(["n"]);
  deepStrictEqual(shape(insertItem(items, { parentID: null, index: 1 }, n)), [
    ["a", [["a1", ["a1x"]], "a2"]],
    "n",
    "b",
    "c",
  ]);
  deepStrictEqual(shape(insertItem(items, { parentID: "c", index: 0 }, n)).at(-1), ["c", ["n"]]);
  deepStrictEqual(
    shape(insertItem(items, { parentID: "a1", index: 9 }, n))[0],
    ["a", [["a1", ["a1x", "n"]], "a2"]],
    "an index past the end appends",
  );
  strictEqual(insertItem(items, { parentID: "a1x", index: 0 }, n), items, "a fourth level");
  strictEqual(insertItem(items, { parentID: "zz", index: 0 }, n), items);
});

Deno.test("moveItem() moves a subtree and refuses cycles, too deep and no-op moves", () => {
  const items = sample();
  deepStrictEqual(shape(moveItem(items, "a1", { parentID: "b", index: 0 })), [
    ["a", ["a2"]],
    ["b", [["a1", ["a1x"]]]],
    "c",
  ]);
  strictEqual(moveItem(items, "a", { parentID: "a1", index: 0 }), items, "into its own subtree");
  strictEqual(moveItem(items, "a", { parentID: "a", index: 0 }), items, "into itself");
  strictEqual(moveItem(items, "a1", { parentID: "a2", index: 0 }), items, "a fourth level");
  strictEqual(moveItem(items, "b", { parentID: null, index: 1 }), items, "where it already is");
});

Deno.test("applyMove() moves up and down among siblings only", () => {
  const items = sample();
  deepStrictEqual(shape(applyMove(items, "c", "up")), [["a", [["a1", ["a1x"]], "a2"]], "c", "b"]);
  deepStrictEqual(shape(applyMove(items, "a", "down")), ["b", ["a", [["a1", ["a1x"]], "a2"]], "c"]);
  deepStrictEqual(shape(applyMove(items, "a2", "up"))[0], ["a", ["a2", ["a1", ["a1x"]]]]);
  strictEqual(applyMove(items, "a", "up"), items, "the first stays first");
  strictEqual(applyMove(items, "c", "down"), items, "the last stays last");
  strictEqual(applyMove(items, "a1", "up"), items, "no jump out of the parent");
});

Deno.test("applyMove() indents under the sibling above, as its last child", () => {
  const items = sample();
  deepStrictEqual(shape(applyMove(items, "b", "indent")), [
    ["a", [["a1", ["a1x"]], "a2", "b"]],
    "c",
  ]);
  deepStrictEqual(shape(applyMove(items, "a2", "indent"))[0], ["a", [["a1", ["a1x", "a2"]]]]);
  strictEqual(applyMove(items, "a", "indent"), items, "no sibling above");
  strictEqual(applyMove(items, "a1x", "indent"), items, "no sibling above, deep already");
  const deep = tree([["x", [["x1", ["x1a"]], ["x2", ["x2a"]]]]]);
  strictEqual(applyMove(deep, "x2", "indent"), deep, "x2a would reach a fourth level");
});

Deno.test("applyMove() outdents to right after the parent", () => {
  const items = sample();
  deepStrictEqual(shape(applyMove(items, "a1", "outdent")), [
    ["a", ["a2"]],
    ["a1", ["a1x"]],
    "b",
    "c",
  ]);
  deepStrictEqual(shape(applyMove(items, "a1x", "outdent"))[0], ["a", ["a1", "a1x", "a2"]]);
  strictEqual(applyMove(items, "b", "outdent"), items, "the top level cannot go higher");
});

Deno.test("allowedMoves() says which moves would change the tree", () => {
  const items = sample();
  deepStrictEqual(allowedMoves(items, "a"), {
    up: false,
    down: true,
    outdent: false,
    indent: false,
  });
  deepStrictEqual(allowedMoves(items, "a2"), {
    up: true,
    down: false,
    outdent: true,
    indent: true,
  });
});

Deno.test("flatten() lists items in reading order with depth and parent", () => {
  const flat = flatten(sample());
  deepStrictEqual(
    flat.map((f) => [f.item.id, f.depth, f.parentID]),
    [["a", 0, null], ["a1", 1, "a"], ["a1x", 2, "a1"], ["a2", 1, "a"], ["b", 0, null], [
      "c",
      0,
      null,
    ]],
  );
});

Deno.test("visibleIDs() folds the dragged item's descendants", () => {
  deepStrictEqual(visibleIDs(sample(), "a1"), ["a", "a1", "a2", "b", "c"]);
  deepStrictEqual(visibleIDs(sample(), null), ["a", "a1", "a1x", "a2", "b", "c"]);
});

Deno.test("projectDrop() keeps the depth between the neighbours' bounds", () => {
  const items = sample();
  // c over b: between a's subtree and b, at the top level.
  deepStrictEqual(projectDrop(items, "c", "b", 0), { parentID: null, index: 1, depth: 0 });
  // Dragged right: child of a2 (one deeper than the row above), as far right as allowed.
  deepStrictEqual(projectDrop(items, "c", "b", 5), { parentID: "a2", index: 0, depth: 2 });
  deepStrictEqual(projectDrop(items, "c", "b", 1), { parentID: "a", index: 2, depth: 1 });
  // b over a2: below a1x, before a2, so a depth from a2's (1) to a1x's + 1 (3, cut to 2).
  deepStrictEqual(projectDrop(items, "b", "a2", 0), { parentID: "a", index: 1, depth: 1 });
  deepStrictEqual(projectDrop(items, "b", "a2", 2), { parentID: "a1", index: 1, depth: 2 });
  // b over a1x: between a1 and its child a1x, so only as a1's first child.
  deepStrictEqual(projectDrop(items, "b", "a1x", -3), { parentID: "a1", index: 0, depth: 2 });
  // A dragged subtree of three levels stays on the top level.
  deepStrictEqual(projectDrop(items, "a", "c", 1), { parentID: null, index: 2, depth: 0 });
  strictEqual(projectDrop(items, "a", "zz", 0), null);
});

Deno.test("projectDrop() refuses a place where no depth fits", () => {
  // Between x1 and its child x1a only a child of x1 fits; y with its child would reach level 4.
  const items = tree([["x", [["x1", ["x1a"]]]], ["y", ["y1"]]]);
  strictEqual(projectDrop(items, "y", "x1a", 0), null);
  deepStrictEqual(projectDrop(items, "y", "x1", 0), { parentID: "x", index: 0, depth: 1 });
});

Deno.test("dropItem() moves by the projection, in place with a horizontal drag only", () => {
  const items = sample();
  deepStrictEqual(shape(dropItem(items, "c", "a", 0)), ["c", ["a", [["a1", ["a1x"]], "a2"]], "b"]);
  deepStrictEqual(shape(dropItem(items, "b", "b", 1)), [["a", [["a1", ["a1x"]], "a2", "b"]], "c"]);
  deepStrictEqual(shape(dropItem(items, "a2", "a2", -1)), [
    ["a", [["a1", ["a1x"]]]],
    "a2",
    "b",
    "c",
  ]);
  strictEqual(dropItem(items, "b", "b", 0), items);
});

Deno.test("focusAfterRemoval() picks the next item outside the removed subtree, else the one above", () => {
  const items = sample();
  strictEqual(focusAfterRemoval(items, "a1"), "a2");
  strictEqual(focusAfterRemoval(items, "a"), "b");
  strictEqual(focusAfterRemoval(items, "c"), "b");
  strictEqual(focusAfterRemoval(tree(["only"]), "only"), null);
});

Deno.test("errorsByItem() names items by the paths the server answers", () => {
  const items = sample();
  const { byItem, other } = errorsByItem(items, [
    { property: "items.0.children.1.link.url", code: "V_13" },
    { property: "items.0.children.0.children.0.title", code: "V_01" },
    { property: "items.2.link.pageID", code: "V_12" },
    { property: "items.2", code: "V_12" },
    { property: "items", code: "V_14" },
    { property: "items.9.title", code: "V_01" },
    { property: "revision", code: "PM_02" },
  ]);
  deepStrictEqual(byItem.get("a2"), [{ field: "link.url", code: "V_13" }]);
  deepStrictEqual(byItem.get("a1x"), [{ field: "title", code: "V_01" }]);
  deepStrictEqual(byItem.get("c"), [{ field: "link.pageID", code: "V_12" }, {
    field: "",
    code: "V_12",
  }]);
  deepStrictEqual(other.map((e) => e.property), ["items", "items.9.title", "revision"]);
  ok(!byItem.has("a"));
});
