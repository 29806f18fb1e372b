/**
 * Password hashing with scrypt (built into the runtime, memory-hard). Stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes: a check
 * always uses the parameters stored with the hash, whatever the cost new hashes get.
 */
import { scrypt, timingSafeEqual } from "node:crypto";
import { scryptCost } from "../config.ts";

const R = 8, P = 1, KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave room above that so a raised cost is not refused.
  const maxmem = Math.max(64 * 1024 * 1024, 256 * n * r);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEYLEN, { N: n, r, p, maxmem }, (
      err,
      key,
    ) => err ? reject(err) : resolve(key))
  );
}

/**
 * The N of new hashes: 16384 unless PASSWORD_SCRYPT_N says otherwise (lib/config.ts `scryptCost`,
 * which refuses a lower one outside tests). Read at each hash, not at import: test helpers lower
 * it in their process before the first account is made.
 */
function currentCost(): number {
  const read = (name: string) => {
    try {
      return Deno.env.get(name);
    } catch { // No permission to read the environment: the default cost.
      return undefined;
    }
  };
  return scryptCost({
    PASSWORD_SCRYPT_N: read("PASSWORD_SCRYPT_N"),
    XIMBLOX_TEST_WEAK_PASSWORD_HASHES: read("XIMBLOX_TEST_WEAK_PASSWORD_HASHES"),
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(16)));
  const n = currentCost();
  const key = await derive(password, salt, n, R, P);
  return ["scrypt", n, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * Hashes of nothing anyone knows, verified against when there is no account, for equal timing;
 * one per cost (the cost new hashes get, as real accounts have).
 */
const dummyHashes = new Map<number, Promise<string>>();

function dummyHash(): Promise<string> {
  const n = currentCost();
  let hash = dummyHashes.get(n);
  if (!hash) dummyHashes.set(n, hash = hashPassword(crypto.randomUUID()));
  return hash;
}
// Made at start, so that the first sign-in to an unknown account takes no longer than the next.
dummyHash();

/**
 * How many password checks this process has run. The login lockout promises a bound on them per
 * address, whatever the concurrency; tests read this to hold it to that.
 */
export const passwordChecks = { count: 0 };

/** Whether `password` matches `stored`; with `stored` null it spends the same time and fails. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  passwordChecks.count++;
  const target = stored ?? await dummyHash();
  const [scheme, n, r, p, salt, hash] = target.split("$");
  if (scheme !== "scrypt" || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), +n, +r, +p);
  return timingSafeEqual(expected, actual) && stored !== null;
}
