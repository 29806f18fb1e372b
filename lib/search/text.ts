/**
 * Words as the search sees them, per language: text is cut into words at anything that is not a
 * letter or digit, lower-cased, stripped of accents (so "resultat" finds "résultats"), stop words
 * dropped, and the rest stemmed with that language's Snowball stemmer (so "laboratoria" finds
 * "laboratorium"). The same function normalises what is indexed, what is searched for and the
 * words a snippet marks, so the three always agree.
 */
import { foldText } from "../content/text_match.ts";
import { stemmer as dutchStemmer } from "@orama/stemmers/dutch";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import { stopwords as dutchStopwords } from "@orama/stopwords/dutch";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as frenchStopwords } from "@orama/stopwords/french";
import { stopwords as germanStopwords } from "@orama/stopwords/german";
import type { Tokenizer } from "@orama/orama";
import { type Locale, LOCALES, writtenLocale } from "../content/locales.ts";

/** Words longer than this are not words (hashes, long URLs): they are not indexed. */
const MAX_WORD = 40;
/** Normalised forms remembered per language; the memory is dropped whole when full. */
const MAX_CACHED = 50_000;

/** A run of letters and digits (Unicode): what a word is, in text and in queries. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: "Élève" → "eleve", "Straße" → "strasse". */
export const fold = foldText;

/** How one language turns a word into its index form. */
export interface Language {
  locale: Locale;
  /** Orama's name of the language (for its tokenizer interface). */
  name: string;
  /** Whether it writes compounds as one word (bloedafname, Blutabnahme). */
  compounds: boolean;
  /** The index form of one word ("" for a stop word or a non-word). */
  normalize(word: string): string;
  /** The index forms of a text, each once, in order of first appearance. */
  tokens(text: string): string[];
}

function makeLanguage(
  locale: Locale,
  name: string,
  compounds: boolean,
  stem: (word: string) => string,
  stopwords: readonly string[],
  before: (word: string) => string = (word) => word,
): Language {
  // Stop words are compared as folded, as the words they are compared with.
  const stop = new Set(stopwords.map(fold));
  let cache = new Map<string, string>();
  const normalize = (word: string): string => {
    let out = cache.get(word);
    if (out !== undefined) return out;
    const folded = fold(word);
    out = folded.length > MAX_WORD || stop.has(folded) ? "" : fold(stem(before(folded)));
    if (cache.size >= MAX_CACHED) cache = new Map();
    cache.set(word, out);
    return out;
  };
  return {
    locale,
    name,
    compounds,
    normalize,
    tokens(text: string): string[] {
      const out = new Set<string>();
      for (const m of text.matchAll(WORD)) {
        const token = normalize(m[0]);
        if (token) out.add(token);
      }
      return [...out];
    },
  };
}

/**
 * Dutch plurals the Snowball stemmer leaves apart from their singular: Latin ones
 * (laboratoria → laboratorium, musea → museum) and -ies (locaties → locatie).
 */
function dutchPlurals(word: string): string {
  if (word.length >= 7 && word.endsWith("ia")) return `${word.slice(0, -2)}ium`;
  if (word.length >= 5 && word.endsWith("ea")) return `${word.slice(0, -2)}eum`;
  if (word.length >= 5 && word.endsWith("ies")) return word.slice(0, -1);
  return word;
}

export const LANGUAGES: Record<Locale, Language> = {
  "en-gb": makeLanguage("en-gb", "english", false, englishStemmer, englishStopwords),
  "nl-nl": makeLanguage("nl-nl", "dutch", true, dutchStemmer, dutchStopwords, dutchPlurals),
  "de-de": makeLanguage("de-de", "german", true, germanStemmer, germanStopwords),
  "fr-fr": makeLanguage("fr-fr", "french", false, frenchStemmer, frenchStopwords),
};

/**
 * The language the pages of `locale` are written in: the locale's own, except that a site with a
 * display language writes its default locale's pages in that language (the
 * demo site's default locale is en-gb and its text Dutch, so Dutch words must stem as Dutch).
 */
export function searchLanguage(
  locale: Locale,
  settings: { defaultLocale: string; displayLanguage: string | null },
): Language {
  return LANGUAGES[writtenLocale(locale, settings) as Locale];
}

export function isSearchLocale(locale: string): locale is Locale {
  return (LOCALES as readonly string[]).includes(locale);
}

/** The words of a text with where each starts and ends (for snippets). */
export function* wordsOf(text: string): Generator<{ word: string; start: number; end: number }> {
  for (const m of text.matchAll(WORD)) {
    yield { word: m[0], start: m.index, end: m.index + m[0].length };
  }
}

/**
 * Orama's tokenizer for one language. Orama keeps every token it normalised in a cache of its
 * own that never shrinks; this one keeps a bounded one (see `makeLanguage`). The fields named in
 * `verbatim` hold index words already, separated by spaces.
 */
export function oramaTokenizer(language: Language, verbatim: readonly string[] = []): Tokenizer {
  return {
    language: language.name,
    normalizationCache: new Map(),
    tokenize: (raw: string, _language?: string, prop?: string) =>
      prop && verbatim.includes(prop) ? raw.split(" ").filter(Boolean) : language.tokens(raw),
  };
}
