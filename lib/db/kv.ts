/**
 * Opening the store, the one rule for atomic commits (a failed commit is an error), and the one
 * place where a busy store is waited out.
 *
 * Several processes may share one store file (DESIGN.md: "a busy store is retried, never a
 * 500"). SQLite lets one writer at a time in; Deno KV's own retry loop (denokv's
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

/** How long one operation waits out a busy store before giving up (a few seconds). */
export const BUSY_RETRY_MS = 5000;

export interface OpenKvOptions {
  /** Overrides {@link BUSY_RETRY_MS} (tests make a store give up quickly). */
  busyRetryMs?: number;
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
  // Opening migrates an empty file: processes started together race for it too.
  // An empty path opens the platform's own store (on Deno Deploy, the KV it provisions).
  const open = () => path === "" ? Deno.openKv() : Deno.openKv(path);
  return busyProof(await waitOutBusy(open, budget, "open"), budget);
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

/**
 * `kv` with every operation wrapped by {@link waitOutBusy}. A Proxy and not a subclass: Deno.Kv's
 * methods read private fields, so each is called on the real store, and whatever this file does
 * not wrap (watch, listenQueue, close) passes through unchanged.
 */
function busyProof(kv: Deno.Kv, budget: number): Deno.Kv {
  const wrapped: Partial<Record<keyof Deno.Kv, unknown>> = {
    get: (...args: Parameters<Deno.Kv["get"]>) => waitOutBusy(() => kv.get(...args), budget, "get"),
    getMany: (...args: Parameters<Deno.Kv["getMany"]>) =>
      waitOutBusy(() => kv.getMany(...args), budget, "getMany"),
    set: (...args: Parameters<Deno.Kv["set"]>) =>
      countCommit(waitOutBusy(() => kv.set(...args), budget, "set")),
    delete: (...args: Parameters<Deno.Kv["delete"]>) =>
      countCommit(waitOutBusy(() => kv.delete(...args), budget, "delete")),
    enqueue: (...args: Parameters<Deno.Kv["enqueue"]>) =>
      countCommit(waitOutBusy(() => kv.enqueue(...args), budget, "enqueue")),
    list: (selector: Deno.KvListSelector, options?: Deno.KvListOptions) =>
      new BusyProofList(kv, selector, options ?? {}, budget),
    atomic: () => busyProofAtomic(kv.atomic(), budget),
  };
  return new Proxy(kv, {
    get(target, prop) {
      if (prop in wrapped) return wrapped[prop as keyof Deno.Kv];
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The real AtomicOperation with its `commit` replaced by one that waits out a busy store. The one
 * commit that is replaced, on purpose: waiting out a busy file is the store's own rule for every
 * commit, not an effect of some (those are named at the call, commit_with.ts, and bracket the
 * whole retried commit, once).
 */
function busyProofAtomic(op: Deno.AtomicOperation, budget: number): Deno.AtomicOperation {
  const send = op.commit.bind(op);
  op.commit = () => countCommit(waitOutBusy(send, budget, "commit"));
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
 * A list whose batches wait out a busy store. Deno reads a list in batches, each its own read
 * (a list was never one snapshot), so after a failed batch the list goes on from the cursor of
 * the last entry it gave, with what is left of its limit: the same entries, none twice.
 */
class BusyProofList<T> implements Deno.KvListIterator<T> {
  #inner: Deno.KvListIterator<T>;
  #given = 0;
  #cursor: string | undefined;

  constructor(
    readonly kv: Deno.Kv,
    readonly selector: Deno.KvListSelector,
    readonly options: Deno.KvListOptions,
    readonly budget: number,
  ) {
    this.#cursor = options.cursor;
    this.#inner = kv.list<T>(selector, options);
  }

  get cursor(): string {
    return this.#inner.cursor;
  }

  next(): Promise<IteratorResult<Deno.KvEntry<T>, undefined>> {
    let first = true;
    return waitOutBusy(
      async () => {
        if (!first) this.#restart();
        first = false;
        const step = await this.#inner.next();
        if (!step.done) {
          this.#given++;
          this.#cursor = this.#inner.cursor;
        }
        return step;
      },
      this.budget,
      "list",
    );
  }

  #restart(): void {
    const limit = this.options.limit === undefined
      ? undefined
      : Math.max(0, this.options.limit - this.#given);
    this.#inner = this.kv.list<T>(this.selector, { ...this.options, cursor: this.#cursor, limit });
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
export async function retrying<T>(attempt: () => Promise<T>, tries = 25): Promise<T> {
  for (let i = 1;; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof CommitConflict) || i >= tries) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 2 ** i)));
    }
  }
}

/** Every value under a prefix (lists are small here: users, roles, sessions of one user). */
export async function listValues<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<T[]> {
  const out: T[] = [];
  for await (const entry of kv.list<T>({ prefix })) out.push(entry.value);
  return out;
}
