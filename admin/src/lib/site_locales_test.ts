import { deepStrictEqual } from "node:assert";
import { followsFromLocales } from "./site_locales.ts";

const ALL = ["en-gb", "nl-nl", "de-de", "fr-fr"];

Deno.test("followsFromLocales() derives, and never overwrites, what follows from the locales", () => {
  const chosen = { availableLocales: ALL, defaultLocale: "nl-nl", customSlugLocales: ["nl-nl"] };
  deepStrictEqual(followsFromLocales(chosen), {
    defaultLocale: "nl-nl",
    defaultReplaced: false,
    inactiveSlugLocales: [],
  });
  // nl-nl unchecked: the default falls to the first available locale, the own slugs go inactive.
  const off = { ...chosen, availableLocales: ["en-gb", "de-de"] };
  deepStrictEqual(followsFromLocales(off), {
    defaultLocale: "en-gb",
    defaultReplaced: true,
    inactiveSlugLocales: ["nl-nl"],
  });
  // Checked again: the same input as before, so the same outcome; nothing was lost.
  deepStrictEqual(
    followsFromLocales({ ...off, availableLocales: ALL }),
    followsFromLocales(chosen),
  );
});
