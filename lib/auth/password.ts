/**
 * Password hashing with scrypt (built into the runtime, memory-hard). Stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking old hashes.
 */
import { scrypt, timingSafeEqual } from "node:crypto";

const N = 16384, R = 8, P = 1, KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (
      err,
      key,
    ) => err ? reject(err) : resolve(key))
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(16)));
  const key = await derive(password, salt, N, R, P);
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A hash of nothing anyone knows, verified against when there is no account, for equal timing. */
const dummyHash: Promise<string> = hashPassword(crypto.randomUUID());

/**
 * How many password checks this process has run. The login lockout promises a bound on them per
 * address, whatever the concurrency; tests read this to hold it to that.
 */
export const passwordChecks = { count: 0 };

/** Whether `password` matches `stored`; with `stored` null it spends the same time and fails. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  passwordChecks.count++;
  const target = stored ?? await dummyHash;
  const [scheme, n, r, p, salt, hash] = target.split("$");
  if (scheme !== "scrypt" || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), +n, +r, +p);
  return timingSafeEqual(expected, actual) && stored !== null;
}
