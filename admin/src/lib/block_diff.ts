/**
 * A block-by-block comparison of two versions of a page, matched by block key: which blocks were
 * added, removed, moved (relative to the others) and which of their fields changed. Pure, so it
 * is tested without a browser; the review and history dialogs draw it.
 */
import type { Block } from "../../../lib/content/blocks/index.ts";

export interface BlockDiffEntry {
  key: string;
  /** The block's type after the change (before it, for a removed block). */
  type: string;
  before: Block | null;
  after: Block | null;
  added: boolean;
  removed: boolean;
  /** Its place among the blocks both versions share changed. */
  moved: boolean;
  /** Changed fields: prop names, and `type`, `anchorPoint`, `images` or `files`. */
  changed: string[];
  /** Positions (from 0) in the older and newer version; null where the block is absent. */
  fromIndex: number | null;
  toIndex: number | null;
}

export interface BlockDiffSummary {
  added: number;
  removed: number;
  moved: number;
  changed: number;
  unchanged: number;
}

/**
 * Compares `before` with `after`. The entries follow the newer order; a removed block is listed
 * after the block that preceded it in the older version (first when nothing did).
 */
export function diffBlocks(before: readonly Block[], after: readonly Block[]): BlockDiffEntry[] {
  const oldIndex = new Map(before.map((b, i) => [b.key, i]));
  const newKeys = new Set(after.map((b) => b.key));
  const shared = after.filter((b) => oldIndex.has(b.key)).map((b) => b.key);
  const inOldOrder = before.filter((b) => newKeys.has(b.key)).map((b) => b.key);
  const staying = longestCommonSubsequence(inOldOrder, shared);

  // Removed blocks hang after the nearest earlier block that is still there.
  const removedAfter = new Map<string | null, BlockDiffEntry[]>();
  let anchor: string | null = null;
  before.forEach((block, index) => {
    if (newKeys.has(block.key)) {
      anchor = block.key;
      return;
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push({
      key: block.key,
      type: block.type,
      before: block,
      after: null,
      added: false,
      removed: true,
      moved: false,
      changed: [],
      fromIndex: index,
      toIndex: null,
    });
    removedAfter.set(anchor, list);
  });

  const entries: BlockDiffEntry[] = [...(removedAfter.get(null) ?? [])];
  after.forEach((block, index) => {
    const from = oldIndex.get(block.key);
    const old = from === undefined ? null : before[from];
    entries.push({
      key: block.key,
      type: block.type,
      before: old,
      after: block,
      added: old === null,
      removed: false,
      moved: old !== null && !staying.has(block.key),
      changed: old ? changedFields(old, block) : [],
      fromIndex: from ?? null,
      toIndex: index,
    });
    entries.push(...(removedAfter.get(block.key) ?? []));
  });
  return entries;
}

/** The names of the fields that differ between two states of one block. */
export function changedFields(before: Block, after: Block): string[] {
  const out: string[] = [];
  if (before.type !== after.type) out.push("type");
  const oldProps = (before.props ?? {}) as Record<string, unknown>;
  const newProps = (after.props ?? {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(oldProps), ...Object.keys(newProps)])];
  for (const name of names) {
    if (!sameValue(oldProps[name], newProps[name])) out.push(name);
  }
  if ((before.anchorPoint ?? "") !== (after.anchorPoint ?? "")) out.push("anchorPoint");
  if (!sameValue(before.__images ?? {}, after.__images ?? {})) out.push("images");
  if (!sameValue(before.__files ?? {}, after.__files ?? {})) out.push("files");
  return out;
}

/** A field of a block as changedFields() names it: a prop, or the block's own type, anchor, files. */
export function blockField(block: Block, field: string): unknown {
  if (field === "type") return block.type;
  if (field === "anchorPoint") return block.anchorPoint;
  if (field === "images") return Object.values(block.__images ?? {}).map((i) => i.fileName);
  if (field === "files") return Object.values(block.__files ?? {}).map((f) => f.fileName);
  return (block.props as Record<string, unknown>)[field];
}

export function summariseDiff(entries: readonly BlockDiffEntry[]): BlockDiffSummary {
  const summary: BlockDiffSummary = { added: 0, removed: 0, moved: 0, changed: 0, unchanged: 0 };
  for (const e of entries) {
    if (e.added) summary.added++;
    else if (e.removed) summary.removed++;
    else {
      if (e.moved) summary.moved++;
      if (e.changed.length > 0) summary.changed++;
      if (!e.moved && e.changed.length === 0) summary.unchanged++;
    }
  }
  return summary;
}

/** Structural equality of JSON-like values; the order of object keys does not matter. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // Absent, null and "" all read as empty in a block's form.
  if (isEmpty(a) && isEmpty(b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) {
    if (!sameValue(x[key], y[key])) return false;
  }
  return true;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** The keys of a longest common subsequence of two key lists (both hold the same keys). */
function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: LCS length of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[at(i, j)] = a[i] === b[j]
        ? lengths[at(i + 1, j + 1)] + 1
        : Math.max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
    }
  }
  const out = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.add(a[i]);
      i++;
      j++;
    } else if (lengths[at(i + 1, j)] >= lengths[at(i, j + 1)]) {
      i++;
    } else {
      j++;
    }
  }
  return out;
}
