import { keys } from "./keys.ts";

/**
 * Every secret of a store, each by what it signs or keys: "csrf" (CSRF tokens), "media-urls"
 * (image rendition addresses), "newsletter" (unsubscribe links), "client-address" (the keys of
 * rate limits), "form-captcha" and "form-ticket" (public forms' challenges). Preparing a store
 * makes them all (lib/server/prepare_store.ts), so that a backup taken before any first use
 * carries them; a name not listed here is a type error.
 */
export const SECRET_NAMES = [
  "csrf",
  "media-urls",
  "newsletter",
  "client-address",
  "form-captcha",
  "form-ticket",
] as const;
export type SecretName = typeof SECRET_NAMES[number];

/**
 * A random secret shared by every instance on the same store, made when the store is prepared
 * (else on first use). Concurrent first uses agree: the loser of the race reads the winner's.
 */
export async function getSecret(kv: Deno.Kv, name: SecretName): Promise<Uint8Array> {
  const key = keys.secret(name);
  const existing = await kv.get<Uint8Array>(key);
  if (existing.value) return existing.value;
  const fresh = crypto.getRandomValues(new Uint8Array(32));
  const made = await kv.atomic().check({ key, versionstamp: null }).set(key, fresh).commit();
  // Lost the race: the winner's secret is the one.
  return made.ok ? fresh : (await kv.get<Uint8Array>(key)).value!;
}

const kept = new WeakMap<Deno.Kv, Map<string, Promise<Uint8Array>>>();

/**
 * {@link getSecret}, read once per store handle and process: a secret never changes once made,
 * so later requests (a public form post) need no round trip for it. A failed read is not kept.
 */
export function keptSecret(kv: Deno.Kv, name: SecretName): Promise<Uint8Array> {
  let byName = kept.get(kv);
  if (!byName) kept.set(kv, byName = new Map());
  let secret = byName.get(name);
  if (!secret) {
    byName.set(name, secret = getSecret(kv, name));
    secret.catch(() => byName.delete(name));
  }
  return secret;
}
