/**
 * Realistic page text for the search benchmark: about 300 words a page, drawn with a Zipf-like
 * distribution (a few words very often, a long tail rarely) from the site's own vocabulary of
 * each language and a tail of generated words (names, places, product codes), as real copy is.
 */
const COMMON: Record<string, string[]> = {
  "en-gb": (
    "blood test sample laboratory appointment result doctor patient location opening hours " +
    "drop-off urine thrombosis service price insurance referral form collection week day " +
    "morning afternoon child adult fasting vitamin cholesterol glucose diabetes pregnancy " +
    "allergy kidney liver thyroid iron infection vaccine advice research report waiting " +
    "room parking access wheelchair online booking phone question answer news update care " +
    "general practitioner specialist hospital clinic region city street team quality safety"
  ).split(" "),
  "nl-nl": (
    "bloed onderzoek monster laboratorium afspraak uitslag huisarts patiënt locatie " +
    "openingstijden inleveren urine trombose dienst prijs verzekering verwijzing formulier " +
    "afname week dag ochtend middag kind volwassene nuchter vitamine cholesterol glucose " +
    "diabetes zwangerschap allergie nier lever schildklier ijzer infectie vaccin advies " +
    "wachtkamer parkeren toegankelijk rolstoel online boeken telefoon vraag antwoord nieuws " +
    "zorg specialist ziekenhuis kliniek regio stad straat team kwaliteit veiligheid prikpost"
  ).split(" "),
};
const GLUE: Record<string, string[]> = {
  "en-gb": "the a of and to in for with on at is are your you we our can be".split(" "),
  "nl-nl": "de het een van en in voor met op bij is zijn uw u wij onze kan worden".split(" "),
};
const SYLLABLES = "ba be bi bo ka ke ko la le lo ma me mo na ne no ra re ro sa se so ta te to va"
  .split(" ");

let seed = 42;
function random(): number {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
}

/** A tail of 20,000 generated words: the rare ones real text is full of. */
const TAIL = (() => {
  const out = new Set<string>();
  while (out.size < 20_000) {
    let w = "";
    const n = 2 + Math.floor(random() * 3);
    for (let i = 0; i < n; i++) w += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    out.add(w);
  }
  return [...out];
})();

function zipf<T>(list: readonly T[]): T {
  return list[Math.min(list.length - 1, Math.floor(Math.exp(random() * Math.log(list.length))))];
}

/** One word of running text in `locale`. */
function word(locale: string): string {
  const r = random();
  if (r < 0.45) return zipf(GLUE[locale] ?? GLUE["en-gb"]);
  if (r < 0.8) return zipf(COMMON[locale] ?? COMMON["en-gb"]);
  return zipf(TAIL);
}

/** `n` words of text, in sentences. */
export function words(locale: string, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const w = word(locale);
    out.push(i % 12 === 0 ? w[0].toUpperCase() + w.slice(1) : i % 12 === 11 ? `${w}.` : w);
  }
  return out.join(" ");
}

/** Queries as visitors type them: one or two words of the site's vocabulary. */
export function queries(locale: string, count: number, wordsEach: 1 | 2): string[] {
  const common = COMMON[locale] ?? COMMON["en-gb"];
  return Array.from({ length: count }, () => {
    const one = common[Math.floor(random() * common.length)];
    return wordsEach === 1 ? one : `${one} ${common[Math.floor(random() * common.length)]}`;
  });
}
