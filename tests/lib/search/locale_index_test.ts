import { assert, assertEquals } from "../../_utils/assert.ts";
import { best, LocaleIndex, type SearchDoc } from "../../../lib/search/locale_index.ts";
import { LANGUAGES } from "../../../lib/search/text.ts";

function doc(id: number, over: Partial<SearchDoc>): SearchDoc {
  return {
    id: String(id),
    type: "page",
    slug: `p${id}`,
    title: "",
    description: "",
    tags: "",
    body: "",
    source: "",
    ...over,
  };
}

function indexOf(locale: keyof typeof LANGUAGES, docs: Partial<SearchDoc>[]): LocaleIndex {
  const index = new LocaleIndex(LANGUAGES[locale]);
  docs.forEach((d, i) => index.put(doc(i + 1, d)));
  return index;
}

function ids(index: LocaleIndex, term: string, typos = false): number[] {
  const found = index.search(term, null, { typos });
  return best(found, found.ids.length).map((id) => Number(index.docAt(id)!.id));
}

Deno.test("LocaleIndex finds a Dutch singular by its plural and the other way round", () => {
  const index = indexOf("nl-nl", [
    { body: "Ons laboratorium onderzoekt bloed." },
    { body: "Alle laboratoria in de regio." },
    { body: "Niets hiervan." },
  ]);
  assertEquals(ids(index, "laboratoria").sort(), [1, 2]);
  assertEquals(ids(index, "laboratorium").sort(), [1, 2]);
});

Deno.test("LocaleIndex finds a German compound by its first and its last part", () => {
  const index = indexOf("de-de", [
    { body: "Die Blutabnahme dauert fünf Minuten." },
    { body: "Laboruntersuchungen für Hausärzte." },
    { body: "Eine Abnahme ohne Termin." },
  ]);
  assertEquals(ids(index, "Blut"), [1]);
  assertEquals(ids(index, "Labor"), [2]);
  assertEquals(ids(index, "Untersuchungen"), [2]);
  assertEquals(ids(index, "Laboruntersuchung"), [2]);
  // The word itself ranks before the compound that ends in it.
  assertEquals(ids(index, "Abnahme"), [3, 1]);
  // A middle part is not a word the index knows.
  assertEquals(ids(index, "Unter"), []);
});

Deno.test("LocaleIndex finds a Dutch compound by its last part, and marks it", () => {
  const index = indexOf("nl-nl", [
    { body: "Bloedafname bij u thuis." },
    { body: "Urineonderzoek op de prikpost." },
  ]);
  assertEquals(ids(index, "afname"), [1]);
  assertEquals(ids(index, "onderzoeken"), [2]);
  assertEquals(ids(index, "bloedafname afname"), [1]);
  const found = index.search("afname", null);
  assert(found.words.has(LANGUAGES["nl-nl"].normalize("Bloedafname")));
  // English has no such compounds: no tails kept, none searched.
  const en = indexOf("en-gb", [{ body: "Bloodtesting at home." }]);
  assertEquals(ids(en, "testing"), []);
});

Deno.test("LocaleIndex matches French words without their accents", () => {
  const index = indexOf("fr-fr", [{ title: "Résultats des prélèvements" }, { title: "Autre" }]);
  assertEquals(ids(index, "resultat"), [1]);
  assertEquals(ids(index, "PRELEVEMENT"), [1]);
  assertEquals(ids(index, "résultats"), [1]);
});

Deno.test("LocaleIndex requires every word, in any field, and matches prefixes", () => {
  const index = indexOf("en-gb", [
    { title: "Blood tests", body: "Fasting is not needed." },
    { title: "Urine", body: "Bring a sample in the morning." },
    { title: "Blood pressure", tags: "cardiology" },
  ]);
  assertEquals(ids(index, "blood"), [1, 3]);
  assertEquals(ids(index, "blood fasting"), [1]);
  assertEquals(ids(index, "blood cardio"), [3]);
  assertEquals(ids(index, "blood morning"), []);
  assertEquals(ids(index, "samp"), [2]);
  // Shorter than three letters: whole words only.
  assertEquals(ids(index, "bl"), []);
});

Deno.test("LocaleIndex tolerates typos only when asked, and only for words that find nothing", () => {
  const index = indexOf("en-gb", [
    { body: "Our laboratory is open on Saturdays." },
    { body: "Parking is free; appointments are not needed." },
  ]);
  assertEquals(ids(index, "laboratroy"), []);
  assertEquals(ids(index, "laboratroy", true), [1]);
  // Typos are measured against stems: "apointment" is one edit from "appoint".
  assertEquals(ids(index, "apointment", true), [2]);
  assertEquals(ids(index, "parking labortory", true), []);
  assertEquals(ids(index, "saturdays labortory", true), [1]);
  // Short words get no tolerance: "fre" stays a prefix of "free", "fee" finds nothing.
  assertEquals(ids(index, "fee", true), []);
});

Deno.test("LocaleIndex weighs the title over the body and filters by type", () => {
  const index = indexOf("en-gb", [
    { title: "Other", body: "A note about vaccination and more vaccination.", type: "news" },
    { title: "Vaccination", body: "Appointments for shots." },
  ]);
  assertEquals(ids(index, "vaccination"), [2, 1]);
  const news = index.search("vaccination", new Set(["news"]));
  assertEquals(news.ids.map((id) => index.docAt(id)!.id), ["1"]);
  assert(news.words.has("vaccin"));
});

Deno.test("LocaleIndex.put() replaces a page's document and delete() removes it", () => {
  const index = indexOf("en-gb", [{ title: "Alpha" }]);
  index.put(doc(1, { title: "Beta" }));
  assertEquals(index.size, 1);
  assertEquals(ids(index, "alpha"), []);
  assertEquals(ids(index, "beta"), [1]);
  assertEquals(index.delete(1), true);
  assertEquals(index.delete(1), false);
  assertEquals(ids(index, "beta"), []);
});

Deno.test("LocaleIndex.put() again leaves the scores of other pages as they were", () => {
  // Page ids differ from Orama's internal ids (given out in order of first indexing).
  const index = new LocaleIndex(LANGUAGES["en-gb"]);
  index.put(doc(7, { body: "okapi giraffe zebra lion" }));
  index.put(doc(3, { body: "okapi" }));
  index.put(doc(5, { body: "okapi antelope" }));
  const scores = () => {
    const found = index.search("okapi", null);
    return best(found, 3).map((id) => [index.docAt(id)!.id, found.scores[id]]);
  };
  const before = scores();
  // Replacing page 3 (internal id 2) with the same text must not touch page 7 or 5's lengths.
  index.put(doc(3, { body: "okapi" }));
  index.put(doc(7, { body: "okapi giraffe zebra lion" }));
  assertEquals(scores(), before);
});
