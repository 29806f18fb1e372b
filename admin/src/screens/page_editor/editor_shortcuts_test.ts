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

Deno.test("shortcutOf() saves with Ctrl or Cmd+S, also inside a text field", () => {
  strictEqual(press("s", { ctrl: true }), "save");
  strictEqual(press("S", { meta: true }), "save");
  strictEqual(press("s", { ctrl: true }, input), "save");
  strictEqual(press("s"), null);
});

Deno.test("shortcutOf() undoes and redoes block changes outside text fields only", () => {
  strictEqual(press("z", { ctrl: true }, button), "undo");
  strictEqual(press("z", { meta: true, shift: true }, button), "redo");
  strictEqual(press("Z", { ctrl: true, shift: true }), "redo");
  strictEqual(press("y", { ctrl: true }), "redo");
  strictEqual(press("z", { ctrl: true }, checkbox), "undo");
  strictEqual(press("z", { ctrl: true }, input), null);
  strictEqual(press("z", { ctrl: true }, richText), null);
  strictEqual(press("z"), null);
});
