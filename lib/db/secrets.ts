import { keys } from "./keys.ts";

/**
 * A random secret shared by every instance on the same store (for signing CSRF tokens), made on
 * first use. Concurrent first uses agree: the loser of the race reads the winner's value.
 */
export async function getSecret(kv: Deno.Kv, name: string): Promise<Uint8Array> {
  const key = keys.secret(name);
  const existing = await kv.get<Uint8Array>(key);
  if (existing.value) return existing.value;
  const fresh = crypto.getRandomValues(new Uint8Array(32));
  await kv.atomic().check({ key, versionstamp: null }).set(key, fresh).commit();
  return (await kv.get<Uint8Array>(key)).value!;
}
