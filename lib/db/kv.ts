/**
 * Opening the store, the one rule for atomic commits (a failed commit is an error), and the one
 * place where a busy store is waited out.
 *
 * Several processes may share one store file, and a busy store is retried, never answered
 * with a 500. SQLite lets one writer at a time in; Deno KV's own retry loop (denokv's
 * `sqlite_retry_loop`) covers reads and whole transactions, but an atomic write that loses the
 * race for the write lock inside its transaction comes back to us as
 * `TypeError: database is locked`. {@link openKv} answers a store whose every operation waits
 * such an error out: tried again with exponential backoff and full jitter for at most
 * {@link BUSY_RETRY_MS}, then given up with {@link StoreBusy} (answered as G_02, 503, "try again
 * in a moment"). Callers keep the `Deno.Kv` type and change nothing.
 *
 * Why a commit that failed busy may simply be sent again: in denokv's SQLite backend
 * (`atomic_write_once`) a write first reads its checks, then takes the write lock with its first
 * write statement (the bump of `data_version`), and only then applies its mutations and
 * enqueues; the busy error can only come from taking that lock, and the write's result is an
 * error without any of its mutations having run (a failed write of a batch is not applied, the
 * transaction of the others commits without it). So nothing of it was applied, and the retry
 * reads its checks afresh: a check that no longer holds answers `ok: false` (a conflict), as it
 * would have in one process. tests/lib/db/kv_test.ts shows it under real contention: every
 * counter increment retried this way is counted exactly once.
 */
import { logWarn } from "../observe/log.ts";
import { kvBusyFailures, kvBusyRetries, kvCommits } from "../observe/metrics.ts";
import { roundTrip } from "./kv_meter.ts";

/** How long one operation waits out a busy store before giving up (a few seconds). */
export const BUSY_RETRY_MS = 5000;

export interface OpenKvOptions {
  /** Overrides {@link BUSY_RETRY_MS} (tests make a store give up quickly). */
  busyRetryMs?: number;
  /**
   * `KV_LATENCY_MS`: every round trip waits this long first (a measuring aid that makes a local
   * store answer like a distant one; kv_meter.ts). 0 by default.
   */
  latencyMs?: number;
}

/**
 * Whether KV_PATH names a store file here: not `:memory:`, not a URL (KV Connect), not empty (the
 * store the platform provides: Deno Deploy's KV, see lib/config.ts).
 */
export function isStoreFile(path: string): boolean {
  return path !== "" && path !== ":memory:" && !/^[a-z][a-z0-9+.-]*:\/\//i.test(path);
}

export async function openKv(path: string, opts: OpenKvOptions = {}): Promise<Deno.Kv> {
  if (isStoreFile(path)) {
    const dir = path.replace(/[^/\\]*$/, "");
    if (dir) Deno.mkdirSync(dir, { recursive: true });
  }
  const budget = opts.busyRetryMs ?? BUSY_RETRY_MS;
  const latency = opts.latencyMs ?? 0;
  // Opening migrates an empty file: processes started together race for it too.
  // An empty path opens the platform's own store (on Deno Deploy, the KV it provisions).
  const open = () => path === "" ? Deno.openKv() : Deno.openKv(path);
  return busyProof(await waitOutBusy(open, budget, "open"), { budget, latency });
}

/** A write the store stayed too busy to take for the whole retry window; nothing was applied. */
export class StoreBusy extends Error {
  constructor(readonly operation: string) {
    super(`The store stayed busy for the whole retry window (${operation}); nothing was applied.`);
  }
}

/** SQLite's SQLITE_BUSY ("database is locked") and SQLITE_LOCKED ("… table is locked"). */
export function isBusy(err: unknown): boolean {
  return err instanceof Error && !(err instanceof StoreBusy) &&
    /database (table )?is locked|database is busy|SQLITE_BUSY/i.test(err.message);
}

/** Runs `attempt` until it does not fail busy, within `budgetMs`; then throws StoreBusy. */
export async function waitOutBusy<T>(
  attempt: () => Promise<T>,
  budgetMs: number,
  operation: string,
): Promise<T> {
  const deadline = performance.now() + budgetMs;
  for (let i = 0;; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isBusy(err)) throw err;
      // Full jitter over a window doubling from 2 ms to 250 ms: writers of many processes spread
      // out instead of meeting again at the same instant.
      const wait = Math.random() * Math.min(250, 2 * 2 ** i);
      if (performance.now() + wait >= deadline) {
        kvBusyFailures.inc();
        logWarn("store busy: gave up", { operation, tries: i + 1, budgetMs });
        throw new StoreBusy(operation);
      }
      kvBusyRetries.inc();
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

interface Wrapping {
  /** How long an operation waits out a busy store. */
  budget: number;
  /** The added wait of every round trip (`KV_LATENCY_MS`). */
  latency: number;
}

/**
 * `kv` with every operation wrapped by {@link waitOutBusy}, each attempt one counted
 * {@link roundTrip}. A Proxy and not a subclass: Deno.Kv's methods read private fields, so each
 * is called on the real store, and whatever this file does not wrap (watch, listenQueue, close)
 * passes through unchanged.
 */
function busyProof(kv: Deno.Kv, w: Wrapping): Deno.Kv {
  const send = <T>(attempt: () => Promise<T>, operation: string) =>
    waitOutBusy(() => roundTrip(w.latency, attempt, operation), w.budget, operation);
  const wrapped: Partial<Record<keyof Deno.Kv, unknown>> = {
    get: (...args: Parameters<Deno.Kv["get"]>) => send(() => kv.get(...args), "get"),
    getMany: (...args: Parameters<Deno.Kv["getMany"]>) =>
      send(() => kv.getMany(...args), "getMany"),
    set: (...args: Parameters<Deno.Kv["set"]>) => countCommit(send(() => kv.set(...args), "set")),
    delete: (...args: Parameters<Deno.Kv["delete"]>) =>
      countCommit(send(() => kv.delete(...args), "delete")),
    enqueue: (...args: Parameters<Deno.Kv["enqueue"]>) =>
      countCommit(send(() => kv.enqueue(...args), "enqueue")),
    list: (selector: Deno.KvListSelector, options?: Deno.KvListOptions) =>
      new BusyProofList(kv, selector, options ?? {}, send),
    atomic: () => busyProofAtomic(kv.atomic(), send),
  };
  return new Proxy(kv, {
    get(target, prop) {
      if (prop in wrapped) return wrapped[prop as keyof Deno.Kv];
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

type Send = <T>(attempt: () => Promise<T>, operation: string) => Promise<T>;

/**
 * The real AtomicOperation with its `commit` replaced by one that waits out a busy store. The one
 * commit that is replaced, on purpose: waiting out a busy file is the store's own rule for every
 * commit, not an effect of some (those are named at the call, commit_with.ts, and bracket the
 * whole retried commit, once).
 */
function busyProofAtomic(op: Deno.AtomicOperation, send: Send): Deno.AtomicOperation {
  const commit = op.commit.bind(op);
  op.commit = () => countCommit(send(commit, "commit"));
  return op;
}

/** Counts a write's outcome (a `delete` answers nothing: it cannot conflict). */
async function countCommit<R extends { ok: boolean } | void>(pending: Promise<R>): Promise<R> {
  try {
    const result = await pending;
    kvCommits.inc({ outcome: !result || result.ok ? "ok" : "conflict" });
    return result;
  } catch (err) {
    kvCommits.inc({ outcome: "error" });
    throw err;
  }
}

/**
 * A list read batch by batch, each batch one round trip that waits out a busy store.
 *
 * Deno's own iterator reads in batches too (`batchSize`, or the limit, or 100; at most 500), but
 * hides when it does. Here each batch is a list of its own, limited to the batch and started
 * from the cursor of the last entry given: its first step is its one read (a counted round trip),
 * the rest come from what that read brought. A batch that failed busy is read again from the
 * same cursor: the same entries, none twice. As in Deno's iterator, a full batch is followed by
 * one more read and a short one ends the list. A list was never one snapshot: each batch is its
 * own read.
 */
class BusyProofList<T> implements Deno.KvListIterator<T> {
  #inner: Deno.KvListIterator<T> | null = null;
  #inBatch = 0;
  #batchLimit = 0;
  #given = 0;
  #done = false;
  readonly #batchSize: number;

  constructor(
    readonly kv: Deno.Kv,
    readonly selector: Deno.KvListSelector,
    readonly options: Deno.KvListOptions,
    readonly send: Send,
  ) {
    this.#batchSize = options.batchSize ?? Math.min(options.limit ?? 100, 500);
  }

  /** Where the last entry given was (a batch stopped by its limit keeps its cursor). */
  get cursor(): string {
    if (this.#done) return "";
    if (this.#inner) return this.#inner.cursor;
    if (this.options.cursor !== undefined) return this.options.cursor;
    throw new Error("Cannot get cursor before first iteration");
  }

  async next(): Promise<IteratorResult<Deno.KvEntry<T>, undefined>> {
    const { limit } = this.options;
    if (this.#done) return this.#end();
    // At the limit the cursor stays on the last entry given, for the next page of a listing.
    if (limit !== undefined && this.#given >= limit) return { done: true, value: undefined };
    if (this.#inner) {
      const step = await this.#inner.next();
      if (!step.done) return this.#give(step.value);
      // A short batch was the last; after a full one, the next batch says whether there is more.
      if (this.#inBatch < this.#batchLimit) return this.#end();
    }
    const from = this.#inner ? this.#inner.cursor : this.options.cursor;
    const size = limit === undefined
      ? this.#batchSize
      : Math.min(this.#batchSize, limit - this.#given);
    const { inner, step } = await this.send(async () => {
      const inner = this.kv.list<T>(this.selector, {
        ...this.options,
        cursor: from || undefined,
        limit: size,
        batchSize: size,
      });
      return { inner, step: await inner.next() };
    }, "list");
    this.#inner = inner;
    this.#batchLimit = size;
    this.#inBatch = 0;
    return step.done ? this.#end() : this.#give(step.value);
  }

  #give(entry: Deno.KvEntry<T>): IteratorResult<Deno.KvEntry<T>> {
    this.#inBatch++;
    this.#given++;
    return { done: false, value: entry };
  }

  #end(): IteratorResult<Deno.KvEntry<T>, undefined> {
    this.#done = true;
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Deno.KvEntry<T>> {
    return this;
  }
}

/** Thrown when an atomic commit's checks fail; callers map it to a conflict or retry. */
export class CommitConflict extends Error {
  constructor() {
    super("The store changed while writing; the write was not applied.");
  }
}

export async function commit(op: Deno.AtomicOperation): Promise<Deno.KvCommitResult> {
  const result = await op.commit();
  if (!result.ok) throw new CommitConflict();
  return result;
}

/**
 * Runs `attempt` again while it loses an optimistic race, a bounded number of times, waiting a
 * random, growing while between tries so that many writers of one key (a counter) spread out.
 */
export async function retrying<T>(attempt: () => Promise<T>, tries = RACE_TRIES): Promise<T> {
  for (let i = 1;; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof CommitConflict) || i >= tries) throw err;
      await backOff(i);
    }
  }
}

/** How often a write that lost an optimistic race on a contended key is tried, at most. */
export const RACE_TRIES = 25;

/**
 * The wait before try `attempt + 1` of a write that lost a race: random within a window that
 * doubles up to 100 ms, so that many writers of one key (a counter) spread out instead of
 * meeting again at the same instant.
 */
export function backOff(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 2 ** attempt)));
}

/** Every value under a prefix (lists are small here: users, roles, sessions of one user). */
export async function listValues<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<T[]> {
  const out: T[] = [];
  for await (const entry of kv.list<T>({ prefix })) out.push(entry.value);
  return out;
}
