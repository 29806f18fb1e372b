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
