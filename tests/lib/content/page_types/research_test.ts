import { assertEquals } from "../../../_utils/assert.ts";
import { research } from "../../../../lib/content/page_types/research.ts";

function issues(input: unknown): string[] {
  const result = research.typeData.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
}

Deno.test("research type data: a new research starts empty, walk-in, blood", () => {
  assertEquals(research.typeData.parse({}), {
    code: "",
    name: "",
    price: 0,
    time: "walk-in",
    duration: 0,
    preparation: "",
    material: "bloed",
  });
});

Deno.test("research type data: a price is whole cents from 0 to €10.000", () => {
  assertEquals(research.typeData.parse({ price: 1250 }).price, 1250);
  assertEquals(issues({ price: 12.5 }), ["price V_12"]);
  assertEquals(issues({ price: -1 }), ["price V_12"]);
  assertEquals(issues({ price: 1_000_001 }), ["price V_12"]);
  assertEquals(issues({ price: "12,50" }), ["price V_12"]);
});

Deno.test("research type data: a duration is hours to the minute, at most a day", () => {
  assertEquals(research.typeData.parse({ duration: 0.25 }).duration, 0.25);
  assertEquals(research.typeData.parse({ duration: 2 }).duration, 2);
  assertEquals(issues({ duration: 1 / 120 }), ["duration V_12"]);
  assertEquals(issues({ duration: 25 }), ["duration V_12"]);
  assertEquals(issues({ duration: -0.5 }), ["duration V_12"]);
});

Deno.test("research type data: time and material are one of their known values", () => {
  assertEquals(research.typeData.parse({ time: "appointment" }).time, "appointment");
  assertEquals(research.typeData.parse({ material: "sperma" }).material, "sperma");
  assertEquals(issues({ time: "tomorrow" }), ["time V_12"]);
  assertEquals(issues({ material: "blood" }), ["material V_12"]);
});

Deno.test("research type data: texts are trimmed and bounded", () => {
  assertEquals(research.typeData.parse({ code: " HB " }).code, "HB");
  assertEquals(issues({ code: "x".repeat(33) }), ["code V_11"]);
  assertEquals(issues({ name: "x".repeat(255) }), ["name V_11"]);
  assertEquals(issues({ preparation: "x".repeat(2001) }), ["preparation V_11"]);
});

Deno.test("research type data: the search finds it by code, name, material and preparation", () => {
  const data = research.typeData.parse({
    code: "OGTT",
    name: "Glucosetolerantietest",
    material: "bloed",
    preparation: "Kom nuchter.",
  });
  assertEquals(research.searchText(data), "OGTT\nGlucosetolerantietest\nbloed\nKom nuchter.");
});
