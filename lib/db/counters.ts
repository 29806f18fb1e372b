import { keys } from "./keys.ts";
import { commit, retrying } from "./kv.ts";

/** The next positive integer id of a sequence (users, pages…); ids are never reused. */
export function nextId(kv: Deno.Kv, name: string): Promise<number> {
  return retrying(async () => {
    const current = await kv.get<number>(keys.counter(name));
    const id = (current.value ?? 0) + 1;
    await commit(kv.atomic().check(current).set(keys.counter(name), id));
    return id;
  });
}

/**
 * Ids taken inside another commit, with no round trip of their own: `counter` is the sequence's
 * entry as read (alongside the operation's other reads); the commit checks it and moves it on
 * (`takeIn`). A commit that fails because another took ids meanwhile fails as a conflict: the
 * caller reads again and retries.
 */
export function readCounter(kv: Deno.Kv, name: string): Promise<Deno.KvEntryMaybe<number>> {
  return kv.get<number>(keys.counter(name));
}

export function idsFrom(
  counter: Deno.KvEntryMaybe<number>,
  n: number,
): { ids: number[]; takeIn: (op: Deno.AtomicOperation) => void } {
  const first = (counter.value ?? 0) + 1;
  return {
    ids: Array.from({ length: n }, (_, i) => first + i),
    takeIn: (op) => n > 0 && op.check(counter).set(counter.key, first + n - 1),
  };
}
