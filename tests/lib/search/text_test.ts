import { assertEquals } from "../../_utils/assert.ts";
import { fold, LANGUAGES } from "../../../lib/search/text.ts";

const norm = (locale: keyof typeof LANGUAGES, word: string) => LANGUAGES[locale].normalize(word);

Deno.test("fold() lower-cases and drops accents", () => {
  assertEquals(fold("Élève"), "eleve");
  assertEquals(fold("Straße"), "strasse");
  assertEquals(fold("ideeën"), "ideeen");
  assertEquals(fold("Œuvre"), "oeuvre");
});

Deno.test("normalize() gives a Dutch plural its singular's form", () => {
  for (
    const [plural, singular] of [
      ["laboratoria", "laboratorium"],
      ["musea", "museum"],
      ["locaties", "locatie"],
      ["afspraken", "afspraak"],
      ["uitslagen", "uitslag"],
      ["onderzoeken", "onderzoek"],
    ]
  ) {
    assertEquals(norm("nl-nl", plural), norm("nl-nl", singular), plural);
  }
});

Deno.test("normalize() stems English, German and French", () => {
  assertEquals(norm("en-gb", "laboratories"), norm("en-gb", "laboratory"));
  assertEquals(norm("en-gb", "appointments"), norm("en-gb", "appointment"));
  assertEquals(norm("de-de", "Untersuchungen"), norm("de-de", "Untersuchung"));
  assertEquals(norm("de-de", "Häuser"), norm("de-de", "Haus"));
  assertEquals(norm("fr-fr", "prélèvements"), norm("fr-fr", "prélèvement"));
  assertEquals(norm("fr-fr", "hôpitaux"), norm("fr-fr", "hôpital"));
});

Deno.test("normalize() is accent-insensitive: a French word typed without accents matches", () => {
  assertEquals(norm("fr-fr", "resultats"), norm("fr-fr", "Résultats"));
  assertEquals(norm("fr-fr", "prelevement"), norm("fr-fr", "prélèvement"));
  assertEquals(norm("de-de", "Aerzte"), norm("de-de", "Aerzte"));
  assertEquals(norm("nl-nl", "ideeen"), norm("nl-nl", "ideeën"));
});

Deno.test("tokens() drops each language's stop words and repeats", () => {
  assertEquals(LANGUAGES["en-gb"].tokens("The test and the tests"), ["test"]);
  assertEquals(LANGUAGES["nl-nl"].tokens("de uitslag van het onderzoek"), ["uitslag", "onderzoek"]);
  assertEquals(LANGUAGES["de-de"].tokens("Die Ergebnisse der Untersuchung"), [
    "ergebnis",
    "untersuch",
  ]);
  assertEquals(LANGUAGES["fr-fr"].tokens("les résultats de l'analyse"), ["resultat", "analys"]);
});
