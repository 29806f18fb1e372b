/**
 * The side-by-side merge after a refused store (issue 22): the person's document against the
 * version stored meanwhile, block by block (matched by key). Pure, so it is tested without a
 * browser; merge_dialog.tsx draws it.
 *
 * Each block that differs gets a choice, "mine" or "stored", defaulting by what changed since the
 * version the person started from (the base): a block they changed keeps theirs, a block only the
 * other person changed keeps the stored one. Page fields (title, SEO, type data) are merged the
 * same way without asking: a field the person changed keeps theirs, any other the stored value.
 */
import type { Block } from "../../../../../lib/content/blocks/index.ts";
import { changedFields, diffBlocks, sameValue } from "../../../lib/block_diff.ts";

export type MergeChoice = "mine" | "stored";

export interface MergeRow {
  key: string;
  type: string;
  /** The person's block; null when it is only in the stored version. */
  mine: Block | null;
  /** The stored block; null when it is only in the person's version. */
  stored: Block | null;
  /** Fields that differ, when the block is in both. */
  fields: string[];
  /** What to keep unless the person chooses otherwise. */
  suggested: MergeChoice;
}

function touched(base: Block | undefined, block: Block): boolean {
  return !base || changedFields(base, block).length > 0;
}

/** The blocks that differ between `mine` and `stored`, in the person's order. */
export function mergeRows(
  base: readonly Block[],
  mine: readonly Block[],
  stored: readonly Block[],
): MergeRow[] {
  const baseByKey = new Map(base.map((b) => [b.key, b]));
  return diffBlocks(stored, mine).flatMap((e): MergeRow[] => {
    if (!e.added && !e.removed && e.changed.length === 0) return [];
    const was = baseByKey.get(e.key);
    let suggested: MergeChoice;
    if (e.after && e.before) suggested = touched(was, e.after) ? "mine" : "stored";
    // Only mine: added by the person (keep), or deleted by the other (keep only if changed).
    else if (e.after) suggested = !was || touched(was, e.after) ? "mine" : "stored";
    // Only stored: added by the other (keep), or deleted by the person (unless changed since).
    else suggested = !was || touched(was, e.before!) ? "stored" : "mine";
    return [{
      key: e.key,
      type: e.type,
      mine: e.after,
      stored: e.before,
      fields: e.after && e.before ? e.changed : [],
      suggested,
    }];
  });
}

/**
 * The merged blocks: the person's order, each block as chosen (a block in one version only is
 * kept or dropped); blocks only in the stored version that are kept go after the block they
 * follow there.
 */
export function mergeBlocks(
  mine: readonly Block[],
  stored: readonly Block[],
  choice: (key: string) => MergeChoice,
): Block[] {
  const storedByKey = new Map(stored.map((b) => [b.key, b]));
  const mineKeys = new Set(mine.map((b) => b.key));
  const out: Block[] = [];
  for (const block of mine) {
    const theirs = storedByKey.get(block.key);
    const keep = choice(block.key);
    if (theirs) out.push(keep === "stored" ? theirs : block);
    else if (keep === "mine") out.push(block);
  }
  stored.forEach((block, index) => {
    if (mineKeys.has(block.key) || choice(block.key) !== "stored") return;
    let at = 0;
    for (let i = index - 1; i >= 0; i--) {
      const found = out.findIndex((b) => b.key === stored[i].key);
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    out.splice(at, 0, block);
  });
  return out;
}

/** Page fields: what the person changed since the base, else what is stored. */
export function mergeFields<T extends object>(base: T, mine: T, stored: T): T {
  const out = { ...stored };
  for (const name of Object.keys(mine) as (keyof T)[]) {
    if (!sameValue(mine[name], base[name])) out[name] = mine[name];
  }
  return out;
}
