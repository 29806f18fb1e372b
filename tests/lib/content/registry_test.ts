import { throws } from "node:assert/strict";
import { z } from "zod";
import { assertEquals } from "../../_utils/assert.ts";
import {
  BLOCK_TYPES,
  blocksSchema,
  checkRegistry,
  newBlock,
} from "../../../lib/content/blocks/index.ts";
import { defineBlock } from "../../../lib/content/blocks/define.ts";
import { checkPageTypes, PAGE_TYPES } from "../../../lib/content/page_types/index.ts";
import { definePageType } from "../../../lib/content/page_types/define.ts";

const dummy = defineBlock({
  id: "heading",
  label: "Again",
  icon: "x",
  description: "",
  props: z.object({}),
  defaults: {},
  searchText: () => "",
});

Deno.test("checkRegistry() refuses a duplicate block type id", () => {
  throws(() => checkRegistry([...BLOCK_TYPES, dummy]), /registered twice/);
  assertEquals(checkRegistry(BLOCK_TYPES).size, BLOCK_TYPES.length);
});

Deno.test("checkPageTypes() refuses duplicates and unknown block types", () => {
  const bad = definePageType({
    id: "gallery",
    label: "News",
    icon: "news",
    description: "",
    typeData: z.object({}),
    blockTypes: ["heading", "carousel"],
    searchText: () => "",
  });
  throws(() => checkPageTypes([...PAGE_TYPES, bad]), /unknown block type "carousel"/);
  throws(() => checkPageTypes([...PAGE_TYPES, PAGE_TYPES[1]]), /registered twice/);
});

Deno.test("newBlock() gives each registered type its defaults and a fresh key", () => {
  for (const def of BLOCK_TYPES) {
    const a = newBlock(def.id);
    const b = newBlock(def.id);
    assertEquals(a.type, def.id);
    assertEquals(a.props, def.defaults as typeof a.props);
    assertEquals(a.key === b.key, false);
  }
});

/** A prop's schema without its `.default()`/`.optional()` wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional || s instanceof z.ZodNullable) {
    s = s.unwrap() as z.ZodType;
  }
  return s;
}

Deno.test("a new block's text props start empty: what to write is a placeholder, not a value", () => {
  // Issue 28: a new Heading held the value "Heading" (and a Quote "Quote", a Button "Read more"),
  // which an editor had to delete first and which went live when forgotten. Only choices (enums)
  // have a starting value.
  const filled: string[] = [];
  for (const def of BLOCK_TYPES) {
    const shape = (def.props as z.ZodObject).shape as Record<string, z.ZodType>;
    for (const [name, value] of Object.entries(def.defaults as Record<string, unknown>)) {
      if (typeof value !== "string" || value === "") continue;
      if (unwrapped(shape[name]) instanceof z.ZodEnum) continue;
      filled.push(`${def.id}.${name} = ${JSON.stringify(value)}`);
    }
  }
  assertEquals(filled, []);
});

Deno.test("blocksSchema fills defaults and keeps order", () => {
  const parsed = blocksSchema.parse([
    { type: "quote", key: "q", props: { text: "Hi" } },
    { type: "heading", key: "h", props: { text: "T" } },
  ]);
  assertEquals(parsed.map((b) => b.key), ["q", "h"]);
  assertEquals(parsed[0].props, { text: "Hi", author: "", role: "" });
  assertEquals(parsed[1].anchorPoint, "");
});

Deno.test("blocksSchema stores an empty rich text as empty, and refuses what is only unsafe", () => {
  const empty = blocksSchema.parse([
    { type: "text", key: "a", props: { html: "<p></p>" } },
    { type: "text", key: "b", props: { html: "<p>Hi</p><p><br></p>" } },
    { type: "text-image", key: "c", props: { text: { html: "<p></p>" } } },
  ]);
  assertEquals(empty.map((b) => (b.props as { html?: string }).html), ["", "<p>Hi</p>", undefined]);
  assertEquals((empty[2].props as { text: { html: string } }).text.html, "");
  const unsafe = blocksSchema.safeParse([
    { type: "text", key: "s", props: { html: "<script>alert(1)</script>" } },
  ]);
  assertEquals(unsafe.success, false);
  // A new text block, stored untouched, is valid (an empty editor is not unsafe markup).
  for (const type of ["text", "text-image"] as const) {
    assertEquals(blocksSchema.safeParse([newBlock(type)]).success, true, type);
  }
});
