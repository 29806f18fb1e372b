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

const SCHEMA = { title: "string", description: "string", tags: "string", body: "string" } as const;
type Field = keyof typeof SCHEMA;
const FIELDS: Field[] = ["title", "tags", "description", "body"];
const BOOST: Record<Field, number> = { title: 3, tags: 2, description: 1.5, body: 1 };
const K = 1.2;
const B = 0.75;
const D = 0.5;
/** Words shorter than this match exactly, not as prefixes (one letter would match thousands). */
const MIN_PREFIX = 3;
/** Most index words one query word may expand to (a short prefix, a loose typo). */
const MAX_EXPANSIONS = 500;

export interface Hit {
  doc: SearchDoc;
  score: number;
}

export interface IndexSearch {
  /** Every matching document, best first (ids and scores only). */
  ids: [number, number][];
  /** The index words that matched, for marking them in snippets. */
  words: Set<string>;
}

interface RadixNode {
  find(params: { term: string; exact?: boolean; tolerance?: number }): Record<string, number[]>;
}

type IndexStore = {
  indexes: Record<string, { node: RadixNode }>;
  tokenOccurrences: Record<string, Record<string, number>>;
  avgFieldLength: Record<string, number | undefined>;
  fieldLengths: Record<string, Record<number, number | undefined>>;
  frequencies: Record<string, unknown>;
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
    removeDocumentScoreParameters(index: IndexStore, prop: string, id: number, docsCount: number) {
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

export class LocaleIndex {
  readonly db: AnyOrama;

  constructor(readonly language: Language, raw?: RawData) {
    this.db = create({
      schema: SCHEMA,
      // Results are ordered by score here; Orama's sorter would keep every field's values sorted.
      sort: { enabled: false },
      components: {
        tokenizer: oramaTokenizer(language),
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
    insert(this.db, doc);
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
    if (tokens.length === 0) return { ids: [], words };
    let total: Map<number, number> | null = null;
    for (const token of tokens) {
      let scores = this.#match(token, 0, words);
      if (scores.size === 0 && options.typos && token.length >= 4) {
        scores = this.#match(token, token.length >= 8 ? 2 : 1, words);
      }
      if (total === null) {
        total = scores;
      } else {
        const next = new Map<number, number>();
        for (const [id, score] of scores) {
          const before = total.get(id);
          if (before !== undefined) next.set(id, before + score);
        }
        total = next;
      }
      if (total.size === 0) break;
    }
    const ids: [number, number][] = [];
    for (const [id, score] of total ?? []) {
      if (types && !types.has(this.docAt(id)?.type ?? "")) continue;
      ids.push([id, score]);
    }
    // Best first; ties in a stable order (older pages first) so paging never repeats a hit.
    ids.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    return { ids, words };
  }

  /**
   * Scores of the documents where `token` matches in any field: Orama's BM25 (the defaults k 1.2,
   * b 0.75, d 0.5) per matching word and field, times the field's boost, summed.
   */
  #match(token: string, tolerance: number, words: Set<string>): Map<number, number> {
    const index = this.db.data.index as unknown as IndexStore;
    const docsCount = count(this.db);
    const scores = new Map<number, number>();
    const exact = tolerance === 0 && token.length < MIN_PREFIX;
    for (const field of FIELDS) {
      const tree = index.indexes[field];
      if (!tree) continue;
      const found = tree.node.find({ term: token, exact, tolerance });
      const lengths = index.fieldLengths[field];
      const avg = index.avgFieldLength[field] ?? 1;
      const boost = BOOST[field];
      let n = 0;
      for (const word in found) {
        if (++n > MAX_EXPANSIONS) break;
        const ids = found[word];
        if (!ids || ids.length === 0) continue;
        words.add(word);
        const matching = index.tokenOccurrences[field][word] ?? ids.length;
        const idf = Math.log(1 + (docsCount - matching + 0.5) / (matching + 0.5));
        for (const id of ids) {
          const length = lengths[id] ?? 1;
          const tf = 1 / length;
          const score = (idf * (D + tf * (K + 1))) / (tf + K * (1 - B + (B * length) / avg));
          scores.set(id, (scores.get(id) ?? 0) + score * boost);
        }
      }
    }
    return scores;
  }

  save(): RawData {
    return save(this.db);
  }
}
