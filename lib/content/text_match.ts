/**
 * The in-page filters of the public site (the researches overview, the FAQ): whether a text holds
 * every word of what a visitor typed, ignoring case and accents ("cafe" finds "Café", "OGTT"
 * finds "ogtt"). Pure, for the islands and their tests; `foldText` is shared by slugs and the site
 * search too.
 */

/** Letters that Unicode decomposition leaves alone, spelt as they are usually typed in ASCII. */
const LETTERS: Record<string, string> = {
  "ß": "ss",
  "æ": "ae",
  "œ": "oe",
  "ø": "o",
  "đ": "d",
  "ð": "d",
  "ł": "l",
  "þ": "th",
  "ı": "i",
};

/**
 * Lower case without accents or other combining marks, and the letters above transliterated:
 * "Élève" → "eleve", "Straße" → "strasse". The one folding of the site: slugs, the site search
 * and the in-page filters all compare text this way.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (most words) needs no decomposition.
  if (!/[\u0080-\uffff]/.test(lower)) return lower;
  return lower.normalize("NFKD").replace(/\p{M}+/gu, "").replace(
    /[ßæœøđðłþı]/g,
    (ch) => LETTERS[ch],
  );
}

/** The words of a search term, folded; none for an empty term. */
export function searchWords(term: string): string[] {
  return foldText(term).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether `text` contains each of `words` (as `searchWords` makes them); no words match all. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const folded = foldText(text);
  return words.every((w) => folded.includes(w));
}
