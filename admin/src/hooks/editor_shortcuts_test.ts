import { strictEqual } from "node:assert";
import { shortcutOf } from "./editor_shortcuts.ts";

function press(
  key: string,
  mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {},
  target?: object,
) {
  return shortcutOf({
    key,
    ctrlKey: !!mods.ctrl,
    metaKey: !!mods.meta,
    shiftKey: !!mods.shift,
    altKey: false,
    target: (target ?? null) as EventTarget | null,
  });
}

const input = { tagName: "INPUT", type: "text", isContentEditable: false, closest: () => null };
const checkbox = {
  tagName: "INPUT",
  type: "checkbox",
  isContentEditable: false,
  closest: () => null,
};
const richText = { tagName: "DIV", isContentEditable: true, closest: () => null };
const button = { tagName: "BUTTON", isContentEditable: false, closest: () => null };
const select = { tagName: "SELECT", isContentEditable: false, closest: () => null };
const textarea = { tagName: "TEXTAREA", isContentEditable: false, closest: () => null };

Deno.test("shortcutOf() saves with Ctrl or Cmd+S, also inside a text field", () => {
  strictEqual(press("s", { ctrl: true }), "save");
  strictEqual(press("S", { meta: true }), "save");
  strictEqual(press("s", { ctrl: true }, input), "save");
  strictEqual(press("s"), null);
});

Deno.test("shortcutOf() undoes and redoes the document outside text fields", () => {
  strictEqual(press("z", { ctrl: true }, button), "undo");
  strictEqual(press("z", { meta: true, shift: true }, button), "redo");
  strictEqual(press("Z", { ctrl: true, shift: true }), "redo");
  strictEqual(press("y", { ctrl: true }), "redo");
  strictEqual(press("z", { ctrl: true }, checkbox), "undo");
  strictEqual(press("z", { ctrl: true }, select), "undo", "a select has no undo of its own");
  strictEqual(press("z"), null);
});

Deno.test("shortcutOf() leaves a plain text field the browser's undo of it", () => {
  strictEqual(press("z", { ctrl: true }, input), null);
  strictEqual(press("y", { ctrl: true }, textarea), null);
});

Deno.test("shortcutOf() gives the rich text the document's undo (it keeps no history)", () => {
  strictEqual(press("z", { ctrl: true }, richText), "undo");
  strictEqual(press("z", { ctrl: true, shift: true }, richText), "redo");
  strictEqual(press("y", { ctrl: true }, richText), "redo");
});
