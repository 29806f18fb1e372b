import { keys } from "./keys.ts";

/** Whether the demo content was ever loaded into this store (it is loaded once). */
export async function demoSeeded(kv: Deno.Kv): Promise<boolean> {
  return (await kv.get(keys.seeded())).versionstamp !== null;
}

export async function markDemoSeeded(kv: Deno.Kv, at = Date.now()): Promise<void> {
  await kv.set(keys.seeded(), { seed: "demo", at });
}
