/** A fresh in-memory Deno KV for tests of the store's modules. */

/** Runs `fn` with a new `:memory:` KV and closes it afterwards, whatever happened. */
export async function withKv(fn: (kv: Deno.Kv) => Promise<void>): Promise<void> {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}
