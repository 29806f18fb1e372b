import { assert, assertEquals } from "../../../_utils/assert.ts";
import { faq, sameCategory } from "../../../../lib/content/page_types/faq.ts";

function issues(input: unknown): string[] {
  const result = faq.typeData.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
}

Deno.test("faq type data: a new FAQ starts empty", () => {
  assertEquals(faq.typeData.parse({}), { question: "", answer: { html: "" }, category: "" });
});

Deno.test("faq type data: the answer is rich text, sanitised like the text block's", () => {
  const parsed = faq.typeData.parse({
    question: " Moet ik nuchter komen? ",
    answer: { html: '<p onclick="x()">Nee<script>alert(1)</script>, <b>alleen</b> soms.</p>' },
    category: " Bloedafname ",
  });
  assertEquals(parsed, {
    question: "Moet ik nuchter komen?",
    answer: { html: "<p>Nee, <b>alleen</b> soms.</p>" },
    category: "Bloedafname",
  });
  assertEquals(issues({ answer: { html: "<script>alert(1)</script>" } }), ["answer.html V_15"]);
  assertEquals(issues({ answer: { html: 5 } }), ["answer.html V_15"]);
  assertEquals(issues({ answer: { html: "<p>abc</p>", characterLimit: 2 } }), [
    "answer.html V_14",
  ]);
  assertEquals(issues({ question: "x".repeat(255) }), ["question V_11"]);
  assertEquals(issues({ category: "x".repeat(101) }), ["category V_11"]);
});

Deno.test("faq type data: the search finds it by question, answer text and category", () => {
  const data = faq.typeData.parse({
    question: "Wat kost het?",
    answer: { html: "<p>Zie de <a href='/onderzoeken'>prijzen</a>.</p>" },
    category: "Kosten",
  });
  assertEquals(faq.searchText(data), "Wat kost het?\nZie de prijzen.\nKosten");
});

Deno.test("sameCategory() ignores case and surrounding spaces", () => {
  assert(sameCategory(" Uitslagen", "uitslagen "));
  assert(!sameCategory("Uitslagen", "Kosten"));
});
