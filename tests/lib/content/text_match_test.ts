/** The in-page filters' matching (lib/content/text_match.ts). */
import { assert, assertEquals } from "../../_utils/assert.ts";
import { foldText, matchesWords, searchWords } from "../../../lib/content/text_match.ts";

Deno.test("foldText() ignores case and accents", () => {
  assertEquals(foldText("Café ÉÉN Überweisung"), "cafe een uberweisung");
});

Deno.test("searchWords() splits a term into folded words", () => {
  assertEquals(searchWords("  Vitamine-D,  b12 "), ["vitamine", "d", "b12"]);
  assertEquals(searchWords("   "), []);
  assertEquals(searchWords("“—”"), []);
});

Deno.test("matchesWords() needs every word, anywhere in the text", () => {
  const text = "Glucosetolerantietest (OGTT) bloed";
  assert(matchesWords(text, searchWords("ogtt")));
  assert(matchesWords(text, searchWords("bloed glucose")));
  assert(!matchesWords(text, searchWords("bloed urine")));
  assert(matchesWords(text, []), "no words: everything matches");
  assert(matchesWords("Hoe betaal ik één onderzoek?", searchWords("EEN")));
});
