/**
 * The word lookups on Orama's radix tree against the plain definitions they implement: a prefix
 * is a `startsWith`, a typo match is a Levenshtein distance within the tolerance. And `best`
 * (the top of a search by heap) against a full sort.
 */
import fc from "fast-check";
import { radix } from "@orama/orama/trees";
import { assertEquals } from "../../_utils/assert.ts";
import { best, type IndexSearch } from "../../../lib/search/locale_index.ts";
import {
  exactWord,
  prefixWords,
  type RadixNode,
  typoWords,
} from "../../../lib/search/radix_words.ts";

function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

function treeOf(words: string[]): RadixNode {
  const tree = new radix.RadixTree();
  words.forEach((w, i) => tree.insert(w, i + 1));
  return tree as unknown as RadixNode;
}

const names = (found: [string, Set<number>][]) => found.map(([w]) => w).sort();
/** Short words of few letters: many share prefixes and lie within an edit or two. */
const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "é"), minLength: 1, maxLength: 7 });

Deno.test("prefixWords and exactWord answer what startsWith and === would", () => {
  fc.assert(
    fc.property(fc.uniqueArray(word, { maxLength: 40 }), word, (words, term) => {
      const tree = treeOf(words);
      assertEquals(
        names(prefixWords(tree, term, 1000)),
        words.filter((w) => w.startsWith(term)).sort(),
      );
      assertEquals(names(exactWord(tree, term)), words.includes(term) ? [term] : []);
    }),
  );
});

Deno.test("typoWords answers the words within the Levenshtein distance", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(word, { maxLength: 40 }),
      word,
      fc.integer({ min: 1, max: 2 }),
      (words, term, tolerance) => {
        const tree = treeOf(words);
        const expected = words.filter((w) => levenshtein(term, w) <= tolerance).sort();
        assertEquals(names(typoWords(tree, term, tolerance, 1000)), expected);
      },
    ),
  );
});

Deno.test("the word lookups hand out each word's documents and keep to their limit", () => {
  const tree = treeOf(["labo", "laboratorium", "laboratoria", "lab", "lamp"]);
  const found = prefixWords(tree, "labo", 2);
  // The closest first: the term itself, then a longer word.
  assertEquals(found.length, 2);
  assertEquals(found[0], ["labo", new Set([1])]);
  assertEquals(typoWords(tree, "labratorium", 1, 10), [["laboratorium", new Set([2])]]);
  assertEquals(prefixWords(tree, "x", 10), []);
});

Deno.test("best picks the top of a search as a full sort would, ties to the older page", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 300 }),
      fc.integer({ min: 1, max: 320 }),
      (points, k) => {
        const scores = new Float64Array(points.length + 1);
        points.forEach((p, i) => scores[i + 1] = p / 4);
        const ids = points.map((_, i) => i + 1).reverse();
        const found: IndexSearch = { ids, scores, words: new Set() };
        const sorted = [...ids].sort((a, b) => scores[b] - scores[a] || a - b);
        assertEquals(best(found, k), sorted.slice(0, k));
      },
    ),
  );
});
