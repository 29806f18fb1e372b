/**
 * One locale's search index: an Orama database of compact documents (ids and short fields; the
 * body's plain text, which snippets are cut from), searched with every word of the query required
 * (in any field), prefixes matching ("labo" finds "laboratorium"), and a word with no match
 * retried with typo tolerance (one edit from four letters, two from eight).
 *
 * Orama's own `search` does "all words" only within one field and counts prefix expansions as
 * words, so the query is run here on Orama's index component: per word its matches in each
 * field, scored by Orama's BM25 with field boosts, and the documents that match every word kept.
 */
import {
  type AnyOrama,
  components,
  count,
  create,
  getByID,
  insert,
  load,
  type RawData,
  remove,
  save,
} from "@orama/orama";
import { exactWord, prefixWords, type RadixNode, typoWords, type WordDocs } from "./radix_words.ts";
import { type Language, oramaTokenizer } from "./text.ts";

/** What the index holds of a published page. */
export interface SearchDoc {
  /** The page id, as Orama wants it (a string). */
  id: string;
  type: string;
  slug: string;
  title: string;
  description: string;
  /** The public tags, space-separated. */
  tags: string;
  /** The text of every block (rich text as plain text). */
  body: string;
  /** What the document was made from: a page read again unchanged is not indexed again. */
  source: string;
}

const SCHEMA = {
  title: "string",
  description: "string",
  tags: "string",
  body: "string",
  tails: "string",
} as const;
type Field = keyof typeof SCHEMA;
/** The fields a query word is matched against from their words' start. */
const FIELDS: Field[] = ["title", "tags", "description", "body"];
/** Field weights; a part found at the end of a compound weighs less than the word itself. */
const BOOST: Record<Field, number> = { title: 3, tags: 2, description: 1.5, body: 1, tails: 0.3 };
/**
 * In languages that write compounds as one word (Dutch, German), the words of a page at least
 * this long are also kept reversed in the field `tails`, so that a query word finds the compounds
 * it ends ("afname" finds "bloedafname", "Abnahme" finds "Blutabnahme"): a prefix of the
 * reversed words.
 */
const MIN_COMPOUND = 8;
/** Shortest query word looked for at the end of compounds. */
const MIN_TAIL = 4;
const K = 1.2;
const B = 0.75;
const D = 0.5;
/** Words shorter than this match exactly, not as prefixes (one letter would match thousands). */
const MIN_PREFIX = 3;
/** Most index words one query word may expand to (a short prefix, a loose typo). */
const MAX_EXPANSIONS = 500;

/** What one index found: the matching documents (unordered) and their scores. */
export interface IndexSearch {
  /** Internal ids of every matching document, in no order ({@link best} orders them). */
  ids: number[];
  /** Each document's score, by internal id. */
  scores: Float64Array;
  /** The index words that matched, for marking them in snippets. */
  words: Set<string>;
}

/** Whether hit `a` ranks before hit `b`: higher score, then the older page (stable paging). */
export function ranksBefore(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA < idB);
}

/**
 * The `k` best documents of a search, best first. A broad word matches most pages, and a page of
 * results needs only the first few: those are picked with a heap of `k` (n log k), and the whole
 * list is sorted only when `k` reaches most of it.
 */
export function best(found: IndexSearch, k: number): number[] {
  const { ids, scores } = found;
  const before = (a: number, b: number) => ranksBefore(scores[a], a, scores[b], b);
  if (k * 4 >= ids.length) return [...ids].sort((a, b) => (before(a, b) ? -1 : 1)).slice(0, k);
  // A min-heap (by rank) of the best k seen so far: its root is the worst of them.
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && before(heap[worst], heap[l])) worst = l;
      if (r < heap.length && before(heap[worst], heap[r])) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  for (const id of ids) {
    if (heap.length < k) {
      heap.push(id);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!before(heap[parent], heap[i])) break;
        [heap[i], heap[parent]] = [heap[parent], heap[i]];
        i = parent;
      }
    } else if (before(id, heap[0])) {
      heap[0] = id;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}

type IndexStore = {
  indexes: Record<string, { node: RadixNode }>;
  tokenOccurrences: Record<string, Record<string, number>>;
  avgFieldLength: Record<string, number | undefined>;
  fieldLengths: Record<string, Record<number, number | undefined>>;
  frequencies: Record<string, unknown>;
  sharedInternalDocumentStore: { idToInternalId: Map<string, number> };
};

/**
 * Orama's index component, minus its per-document table of term frequencies. Words are indexed
 * once per field (no duplicates), so a word's frequency in a field is always 1 / the field's
 * length: the table (an object per document and field with a number per word, the largest part
 * of the index) says nothing that `fieldLengths` does not.
 */
function compactIndex() {
  const base = components.index.createIndex();
  return {
    ...base,
    insertDocumentScoreParameters(
      index: IndexStore,
      prop: string,
      id: number,
      tokens: string[],
      docsCount: number,
    ) {
      const before = index.avgFieldLength[prop] ?? 0;
      index.avgFieldLength[prop] = (before * (docsCount - 1) + tokens.length) / docsCount;
      index.fieldLengths[prop][id] = tokens.length;
    },
    insertTokenScoreParameters(
      index: IndexStore,
      prop: string,
      _id: number,
      _tokens: string[],
      token: string,
    ) {
      const occurrences = index.tokenOccurrences[prop];
      occurrences[token] = (occurrences[token] ?? 0) + 1;
    },
    removeDocumentScoreParameters(
      index: IndexStore,
      prop: string,
      docID: string,
      docsCount: number,
    ) {
      // Orama hands this one the document's own id, not the internal one the lengths are kept by.
      const id = index.sharedInternalDocumentStore.idToInternalId.get(docID) ?? -1;
      const length = index.fieldLengths[prop][id] ?? 0;
      index.avgFieldLength[prop] = docsCount > 1
        ? ((index.avgFieldLength[prop] ?? 0) * docsCount - length) / (docsCount - 1)
        : undefined;
      delete index.fieldLengths[prop][id];
    },
    removeTokenScoreParameters(index: IndexStore, prop: string, token: string) {
      const occurrences = index.tokenOccurrences[prop];
      // A word no document has any more is forgotten (Orama would keep it at 0 forever).
      if (--occurrences[token] <= 0) delete occurrences[token];
    },
  };
}

function reverse(word: string): string {
  return [...word].reverse().join("");
}

export class LocaleIndex {
  readonly db: AnyOrama;

  constructor(readonly language: Language, raw?: RawData) {
    this.db = create({
      schema: SCHEMA,
      // Results are ordered by score here; Orama's sorter would keep every field's values sorted.
      sort: { enabled: false },
      components: {
        // `tails` holds index words already (reversed): it is cut at spaces, nothing more.
        tokenizer: oramaTokenizer(language, ["tails"]),
        index: compactIndex() as unknown as ReturnType<typeof components.index.createIndex>,
      },
    });
    if (raw) load(this.db, raw);
  }

  get size(): number {
    return count(this.db);
  }

  get(pageID: number): SearchDoc | undefined {
    return getByID(this.db, String(pageID)) as SearchDoc | undefined;
  }

  /** Adds or replaces the document of a page. */
  put(doc: SearchDoc): void {
    if (getByID(this.db, doc.id)) remove(this.db, doc.id);
    insert(this.db, { ...doc, tails: this.#tailsOf(doc) });
  }

  /** The long words of a document, reversed (see MIN_COMPOUND); "" in other languages. */
  #tailsOf(doc: SearchDoc): string {
    if (!this.language.compounds) return "";
    const text = [doc.title, doc.tags, doc.description, doc.body].join("\n");
    return this.language.tokens(text).filter((w) => w.length >= MIN_COMPOUND).map(reverse)
      .join(" ");
  }

  /** Removes a page's document; false when it had none. */
  delete(pageID: number): boolean {
    if (!getByID(this.db, String(pageID))) return false;
    remove(this.db, String(pageID));
    return true;
  }

  /** The document of an internal id (as `search` answers them). */
  docAt(internalID: number): SearchDoc | undefined {
    return this.db.documentsStore.get(this.db.data.docs, internalID) as SearchDoc | undefined;
  }

  /**
   * Documents matching every word of `term`, of one of `types` (null: any). With `typos`, a word
   * that matches nothing as it is typed is tried with typo tolerance.
   */
  search(
    term: string,
    types: ReadonlySet<string> | null,
    options: { typos?: boolean } = {},
  ): IndexSearch {
    const tokens = this.language.tokens(term);
    const words = new Set<string>();
    // Internal ids run from 1 to the number of ids ever given out.
    const size = this.#idCount() + 1;
    const scores = new Float64Array(size);
    if (tokens.length === 0) return { ids: [], scores, words };
    let ids: number[] | null = null;
    for (const token of tokens) {
      const own = new Float64Array(size);
      let matched = this.#match(token, 0, words, own);
      if (matched.length === 0 && options.typos && token.length >= 4) {
        matched = this.#match(token, token.length >= 8 ? 2 : 1, words, own);
      }
      // Only documents every word matched stay.
      const kept: number[] = ids === null ? matched : ids.filter((id) => own[id] > 0);
      for (const id of kept) scores[id] += own[id];
      ids = kept;
      if (ids.length === 0) break;
    }
    if (types && ids) ids = ids.filter((id) => types.has(this.docAt(id)?.type ?? ""));
    return { ids: ids ?? [], scores, words };
  }

  #idCount(): number {
    return (this.db.internalDocumentIDStore as unknown as { internalIdToId: string[] })
      .internalIdToId.length;
  }

  /**
   * Adds to `scores` (by internal id) the score of each document where `token` matches in any
   * field: Orama's BM25 (the defaults k 1.2, b 0.75, d 0.5) per matching word and field, times
   * the field's boost. Answers the documents it scored.
   */
  #match(token: string, tolerance: number, words: Set<string>, scores: Float64Array): number[] {
    const index = this.db.data.index as unknown as IndexStore;
    const matched: number[] = [];
    for (const field of FIELDS) {
      const tree = index.indexes[field];
      if (!tree) continue;
      const found = tolerance > 0
        ? typoWords(tree.node, token, tolerance, MAX_EXPANSIONS)
        : token.length < MIN_PREFIX
        ? exactWord(tree.node, token)
        : prefixWords(tree.node, token, MAX_EXPANSIONS);
      for (const [word] of found) words.add(word);
      this.#score(field, found, scores, matched);
    }
    const tails = index.indexes.tails;
    if (this.language.compounds && tolerance === 0 && token.length >= MIN_TAIL && tails) {
      // Compounds ending in the word; those starting with it were matched above.
      const found = prefixWords(tails.node, reverse(token), MAX_EXPANSIONS)
        .filter(([tail]) => !reverse(tail).startsWith(token));
      for (const [tail] of found) words.add(reverse(tail));
      this.#score("tails", found, scores, matched);
    }
    return matched;
  }

  /** Adds the scores of `field`'s matching words to `scores`, and new documents to `matched`. */
  #score(field: Field, found: WordDocs[], scores: Float64Array, matched: number[]): void {
    const index = this.db.data.index as unknown as IndexStore;
    const docsCount = count(this.db);
    const lengths = index.fieldLengths[field];
    const avg = index.avgFieldLength[field] ?? 1;
    const boost = BOOST[field];
    for (const [word, docs] of found) {
      const matching = index.tokenOccurrences[field][word] ?? docs.size;
      const idf = Math.log(1 + (docsCount - matching + 0.5) / (matching + 0.5));
      for (const id of docs) {
        const length = lengths[id] ?? 1;
        const tf = 1 / length;
        const score = (idf * (D + tf * (K + 1))) / (tf + K * (1 - B + (B * length) / avg));
        if (scores[id] === 0) matched.push(id);
        scores[id] += score * boost;
      }
    }
  }

  save(): RawData {
    return save(this.db);
  }
}
