import { deepStrictEqual } from "node:assert";
import { firstScreenful, heightGuess } from "./block_heights.ts";

Deno.test("firstScreenful() counts the blocks that start within the viewport", () => {
  // Heading 90 + text 300 = 390: a third block starts at 390, inside 400 px, and is counted.
  deepStrictEqual(firstScreenful(["heading", "text", "heading", "text"], 400), 3);
  deepStrictEqual(firstScreenful(["heading", "text", "heading", "text"], 390), 2);
  deepStrictEqual(firstScreenful(["text", "text"], 10_000), 2);
  deepStrictEqual(firstScreenful([], 800), 0);
  // With no viewport height known, none is drawn whole at once: the viewport observer does it.
  deepStrictEqual(firstScreenful(["heading"], 0), 0);
});

Deno.test("heightGuess() has a default for types it does not know", () => {
  deepStrictEqual(heightGuess("heading"), 90);
  deepStrictEqual(heightGuess("retired-widget"), 160);
});
