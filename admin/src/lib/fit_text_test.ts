import { deepStrictEqual, ok } from "node:assert";
import { longTextProps, selectWidth, textWidth } from "./fit_text.ts";

Deno.test("textWidth() estimates by length where there is no DOM", () => {
  ok(textWidth("Dernière mise à jour") > textWidth("Last updated"));
  deepStrictEqual(textWidth(""), 0);
});

Deno.test("selectWidth() fits the longest label and keeps a minimum", () => {
  const french = selectWidth(["Dernière mise à jour", "Création"]);
  ok(french >= Math.ceil(textWidth("Dernière mise à jour")) + 40, String(french));
  deepStrictEqual(selectWidth(["a"], { min: 150 }), 150);
  deepStrictEqual(selectWidth([], { min: 100 }), 100);
});

Deno.test("longTextProps() wraps anywhere, clamps, and keeps the whole text as title", () => {
  const props = longTextProps("x".repeat(300), { lines: 3 });
  deepStrictEqual(props.title, "x".repeat(300));
  deepStrictEqual(props.lineClamp, 3);
  deepStrictEqual(props.style.overflowWrap, "anywhere");
  deepStrictEqual(longTextProps("/prices", { anywhere: false }).style.overflowWrap, "break-word");
});
