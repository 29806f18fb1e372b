/** Opening the store, and the one rule for atomic commits: a failed commit is an error. */
export function openKv(path: string): Promise<Deno.Kv> {
  if (path !== ":memory:" && !/^https?:\/\//.test(path)) {
    const dir = path.replace(/[^/\\]*$/, "");
    if (dir) Deno.mkdirSync(dir, { recursive: true });
  }
  return Deno.openKv(path);
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
