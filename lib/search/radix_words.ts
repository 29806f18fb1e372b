/**
 * The words of an Orama radix tree (one per indexed field) that a query word matches: the word
 * itself, every word it is the start of, or every word within a number of typing errors.
 *
 * Orama's own `RadixNode.find` copies each matching word's documents into a fresh array, checking
 * every one against those already copied (`Array.includes`): for a word on most of 10,000 pages
 * that alone took 8 ms a search. These walk the same tree and hand out the tree's own sets of
 * documents, copying nothing; the typo search keeps one row of edit distances per tree level, so
 * a branch is left as soon as no word in it can be close enough.
 */

/** A node of Orama's radix tree (the fields these read; see @orama/orama trees/radix). */
export interface RadixNode {
  /** The whole word up to and including this node. */
  w: string;
  /** The part of the word on the edge into this node. */
  s: string;
  /** Whether a word ends here. */
  e: boolean;
  /** The documents (internal ids) of the word that ends here. */
  d: Set<number>;
  c: Map<string, RadixNode>;
}

/** A matching word and its documents (the tree's own set: read it, never change it). */
export type WordDocs = [word: string, docs: Set<number>];

/** The node `term` leads to (a word's end or the middle of an edge), or null. */
function nodeOf(root: RadixNode, term: string): { node: RadixNode; exact: boolean } | null {
  let node = root;
  let i = 0;
  while (i < term.length) {
    const child = node.c.get(term[i]);
    if (!child) return null;
    const edge = child.s;
    let j = 0;
    while (j < edge.length && i + j < term.length && edge[j] === term[i + j]) j++;
    if (j === edge.length) {
      node = child;
      i += j;
    } else if (i + j === term.length) {
      // The term ends inside the edge: every word below starts with it, none is it.
      return { node: child, exact: false };
    } else {
      return null;
    }
  }
  return { node, exact: true };
}

/** Whether a word ends at `node` with documents. */
function hasDocs(node: RadixNode): boolean {
  return node.e && node.d.size > 0;
}

/** `term` itself, if it is a word of the tree. */
export function exactWord(root: RadixNode, term: string): WordDocs[] {
  const found = nodeOf(root, term);
  return found?.exact && hasDocs(found.node) ? [[found.node.w, found.node.d]] : [];
}

/** `term` and the words it is the start of, at most `limit` (shorter words first). */
export function prefixWords(root: RadixNode, term: string, limit: number): WordDocs[] {
  const found = nodeOf(root, term);
  if (!found) return [];
  const out: WordDocs[] = [];
  // Breadth first: when there are more than `limit`, the words kept are the closest to the term.
  let level = [found.node];
  while (level.length && out.length < limit) {
    const next: RadixNode[] = [];
    for (const node of level) {
      if (hasDocs(node)) {
        out.push([node.w, node.d]);
        if (out.length === limit) break;
      }
      for (const child of node.c.values()) next.push(child);
    }
    level = next;
  }
  return out;
}

/**
 * The words at most `tolerance` edits (insertions, deletions, substitutions) from `term`, at most
 * `limit`: a Levenshtein walk of the tree, one row of distances per character on the way down
 * (row d holds the distances of the tree's first d characters to each start of `term`).
 */
export function typoWords(
  root: RadixNode,
  term: string,
  tolerance: number,
  limit: number,
): WordDocs[] {
  const out: WordDocs[] = [];
  const width = term.length + 1;
  let rows = new Uint8Array(width * 42);
  for (let j = 0; j < width; j++) rows[j] = Math.min(j, 255);

  const visit = (node: RadixNode, depth: number): void => {
    const end = depth + node.s.length;
    if ((end + 1) * width > rows.length) {
      const grown = new Uint8Array((end + 1) * width * 2);
      grown.set(rows);
      rows = grown;
    }
    for (let k = 0; k < node.s.length; k++) {
      const ch = node.s[k];
      const above = (depth + k) * width;
      const here = above + width;
      let least = rows[here] = Math.min(rows[above] + 1, 255);
      for (let j = 1; j < width; j++) {
        const cost = term[j - 1] === ch ? 0 : 1;
        const d = Math.min(rows[above + j] + 1, rows[here + j - 1] + 1, rows[above + j - 1] + cost);
        rows[here + j] = Math.min(d, 255);
        if (d < least) least = d;
      }
      // Every word below starts with what this row measured: none can come closer.
      if (least > tolerance) return;
    }
    if (rows[end * width + width - 1] <= tolerance && hasDocs(node)) {
      out.push([node.w, node.d]);
    }
    for (const child of node.c.values()) {
      if (out.length >= limit) return;
      visit(child, end);
    }
  };
  for (const child of root.c.values()) {
    if (out.length >= limit) break;
    visit(child, 0);
  }
  return out;
}
