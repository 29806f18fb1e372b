/**
 * The store's limits on one atomic commit, and writing many changes in as many commits as those
 * need: the one batching rule of every bulk write (import, backfills, the collector's deletes,
 * blob chunks, index follow-ups).
 *
 * Deno KV refuses a commit with more than 1,000 mutations, more than 100 checks, more than
 * 800 KiB of keys and values together, or more than 80 KiB (81,920 bytes) of keys ("Total key
 * size too large"); a single value holds at most 64 KiB and a key at most 2 KiB. A batch that
 * counts only mutations and value bytes fails on the key total long before 1,000 mutations when
 * its keys are long (a thousand `media_by_hash` keys of ~90 bytes are already over). So a batch
 * here counts all four, against {@link COMMIT_BUDGET}: each well under KV's own figure, because
 * the sizes below are estimates from above, not KV's exact serialisation.
 */
import { commit } from "./kv.ts";

/** What one commit of ours may carry: KV's limits with room to spare. */
export const COMMIT_BUDGET = {
  /** KV: 1,000. */
  mutations: 900,
  /** KV: 100. */
  checks: 90,
  /** Keys and values together; KV: 800 KiB. */
  bytes: 640 * 1024,
  /** Keys alone; KV: 80 KiB. */
  keyBytes: 64 * 1024,
} as const;

export type CommitBudget = { [K in keyof typeof COMMIT_BUDGET]: number };

/**
 * An upper bound of a key's serialised size. KV encodes each part with a type byte: a string
 * or a Uint8Array as its bytes (a 0x00 inside escaped as two bytes) and a 0x00 end, a number as
 * 8 bytes, a bigint as a length byte and its magnitude, a boolean as the type byte alone. So: the
 * UTF-8 length (NULs counted twice) plus 2 for a string or bytes, 9 for a number, 2 plus the
 * magnitude's bytes for a bigint, and 1 for a boolean — never less than KV counts.
 */
export function keyBytes(key: Deno.KvKey): number {
  let n = 0;
  for (const part of key) {
    if (typeof part === "string") n += utf8Length(part) + nulCount(part) + 2;
    else if (part instanceof Uint8Array) {
      n += part.byteLength + part.filter((b) => b === 0).length + 2;
    } else if (typeof part === "number") n += 9;
    else if (typeof part === "bigint") {
      n += 2 + Math.ceil((part < 0n ? -part : part).toString(16).length / 2);
    } else n += 1;
  }
  return n;
}

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A surrogate pair (4 bytes) is two code units counted 2 + 2.
    n += c < 0x80 ? 1 : c < 0x800 || (c >= 0xd800 && c < 0xe000) ? 2 : 3;
  }
  return n;
}

function nulCount(s: string): number {
  let n = 0;
  for (let i = s.indexOf("\0"); i !== -1; i = s.indexOf("\0", i + 1)) n++;
  return n;
}

/**
 * An upper bound of a value's serialised size. Bytes are stored as they are; anything else is
 * V8-serialised, where a string takes at most 2 bytes a code unit and a number at most 9 bytes;
 * every value and property gets a few bytes of tags and lengths on top.
 */
export function valueBytes(value: unknown): number {
  if (value instanceof Uint8Array) return value.byteLength + 8;
  if (typeof value === "string") return 2 * value.length + 6;
  if (typeof value === "number" || typeof value === "bigint" || value instanceof Deno.KvU64) {
    return 16;
  }
  if (value === null || typeof value !== "object") return 2;
  if (value instanceof Date) return 16;
  let n = 8;
  const items = value instanceof Map
    ? [...value].flat()
    : value instanceof Set || Array.isArray(value)
    ? [...value]
    : Object.entries(value).flat();
  for (const item of items) n += valueBytes(item);
  return n;
}

/** One change of a batch: a set (with `value`) or a delete. */
export type Mutation = { key: Deno.KvKey; value: unknown; bytes?: number } | {
  key: Deno.KvKey;
  delete: true;
};

/** Adds `mutations` to `op` (a commit they are known to fit). */
export function mutateIn(
  op: Deno.AtomicOperation,
  mutations: Iterable<Mutation>,
): Deno.AtomicOperation {
  for (const m of mutations) {
    if ("delete" in m) op.delete(m.key);
    else op.set(m.key, m.value);
  }
  return op;
}

/** A running count of one commit's contents against a budget. */
export class CommitSize {
  mutations = 0;
  checks = 0;
  bytes = 0;
  keyBytes = 0;

  constructor(readonly budget: CommitBudget = COMMIT_BUDGET) {}

  /** Whether `more` still fits (an empty commit takes anything KV itself would take). */
  fits(more: Partial<CommitBudget>): boolean {
    if (this.mutations === 0 && this.checks === 0) return true;
    return this.mutations + (more.mutations ?? 0) <= this.budget.mutations &&
      this.checks + (more.checks ?? 0) <= this.budget.checks &&
      this.bytes + (more.bytes ?? 0) <= this.budget.bytes &&
      this.keyBytes + (more.keyBytes ?? 0) <= this.budget.keyBytes;
  }

  add(more: Partial<CommitBudget>): void {
    this.mutations += more.mutations ?? 0;
    this.checks += more.checks ?? 0;
    this.bytes += more.bytes ?? 0;
    this.keyBytes += more.keyBytes ?? 0;
  }
}

/** What a mutation costs a commit. */
export function costOf(m: Mutation): CommitBudget {
  const k = keyBytes(m.key);
  const v = "delete" in m ? 0 : m.bytes ?? valueBytes(m.value);
  return { mutations: 1, checks: 0, bytes: k + v, keyBytes: k };
}

/** What a check costs a commit. */
export function checkCost(check: Deno.AtomicCheck): CommitBudget {
  const k = keyBytes(check.key);
  return { mutations: 0, checks: 1, bytes: k, keyBytes: k };
}

/** Whether `mutations` fit one commit within `budget`. */
export function fitsOneCommit(
  mutations: readonly Mutation[],
  budget: CommitBudget = COMMIT_BUDGET,
): boolean {
  const size = new CommitSize(budget);
  for (const m of mutations) size.add(costOf(m));
  return size.mutations <= budget.mutations && size.bytes <= budget.bytes &&
    size.keyBytes <= budget.keyBytes;
}

export interface BatchOptions {
  /** Checks every commit carries (e.g. a marker as read: a commit after it changed fails). */
  checks?: Deno.AtomicCheck[];
  budget?: CommitBudget;
}

/**
 * Writes changes in commits within the budget: each `set`/`delete` joins the current batch, which
 * is committed first when the change would not fit in it. Call `flush` at the end. A commit whose
 * checks fail throws `CommitConflict` (kv.ts); what went before it stays written, so callers
 * write idempotent changes that a later run may repeat.
 */
export class BatchWriter {
  #op: Deno.AtomicOperation | null = null;
  #size: CommitSize;
  #checks: Deno.AtomicCheck[];
  #base: CommitBudget;
  /** Commits made so far, and the mutations they carried. */
  commits = 0;
  written = 0;

  constructor(readonly kv: Deno.Kv, options: BatchOptions = {}) {
    this.#checks = options.checks ?? [];
    this.#size = new CommitSize(options.budget);
    const base = new CommitSize();
    for (const c of this.#checks) base.add(checkCost(c));
    const { mutations, checks, bytes, keyBytes } = base;
    this.#base = { mutations, checks, bytes, keyBytes };
    this.#size.add(this.#base);
  }

  async set(key: Deno.KvKey, value: unknown, bytes?: number): Promise<void> {
    await this.add({ key, value, bytes });
  }

  async delete(key: Deno.KvKey): Promise<void> {
    await this.add({ key, delete: true });
  }

  async add(m: Mutation): Promise<void> {
    await this.group([m]);
  }

  /**
   * Adds changes that must land together (in one commit: a pair of index entries that point at
   * each other); the batch so far is committed first when they would not fit in it.
   */
  async group(ms: readonly Mutation[]): Promise<void> {
    const cost = new CommitSize();
    for (const m of ms) cost.add(costOf(m));
    if (this.#pending() > 0 && !this.#size.fits(cost)) await this.flush();
    if (!this.#op) {
      this.#op = this.kv.atomic();
      for (const c of this.#checks) this.#op.check(c);
    }
    mutateIn(this.#op, ms);
    this.#size.add(cost);
  }

  /** Commits what is pending (nothing when nothing is). */
  async flush(): Promise<void> {
    const n = this.#pending();
    if (!this.#op || n === 0) return;
    const op = this.#op;
    this.#op = null;
    this.#size = new CommitSize(this.#size.budget);
    this.#size.add(this.#base);
    await commit(op);
    this.commits++;
    this.written += n;
  }

  #pending(): number {
    return this.#size.mutations - this.#base.mutations;
  }
}

/** Writes `mutations` in as few commits as the budget allows; answers how many commits. */
export async function writeInBatches(
  kv: Deno.Kv,
  mutations: Iterable<Mutation> | AsyncIterable<Mutation>,
  options: BatchOptions = {},
): Promise<number> {
  const writer = new BatchWriter(kv, options);
  for await (const m of mutations) await writer.add(m);
  await writer.flush();
  return writer.commits;
}

/**
 * Deletes what a list yields (those `keep` does not spare), in batches; answers how many. The
 * list runs on while batches commit: a list is read in batches of its own, never one snapshot,
 * and a key deleted already is simply not met again.
 */
export async function deleteListed(
  kv: Deno.Kv,
  entries: AsyncIterable<{ key: Deno.KvKey }>,
  keep?: (key: Deno.KvKey) => boolean,
): Promise<number> {
  const writer = new BatchWriter(kv);
  for await (const e of entries) {
    if (keep?.(e.key)) continue;
    await writer.delete(e.key);
  }
  await writer.flush();
  return writer.written;
}
