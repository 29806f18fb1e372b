import { deepStrictEqual } from "node:assert";
import { propError, sortErrors } from "./block_errors.ts";

Deno.test("sortErrors() files block errors under the stored block's key", () => {
  const sorted = sortErrors([
    { property: "title", code: "V_01" },
    { property: "blocks.2.props.url", code: "V_13" },
    { property: "blocks.1.anchorPoint", code: "V_18" },
    { property: "blocks.9.props.text", code: "V_01" },
  ], ["a", "b", "c"]);
  deepStrictEqual(sorted.page, [
    { property: "title", code: "V_01" },
    { property: "blocks.9.props.text", code: "V_01" },
  ]);
  deepStrictEqual(sorted.blocks.get("c"), [{ property: "props.url", code: "V_13" }]);
  deepStrictEqual(sorted.blocks.get("b"), [{ property: "anchorPoint", code: "V_18" }]);
  deepStrictEqual(sorted.firstBlock, "b");
  deepStrictEqual(propError(sorted.blocks.get("c")!, "url")?.code, "V_13");
});
