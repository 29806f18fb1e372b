/**
 * The browser's half of the form captcha: fetches a challenge (routes/public_forms.tsx, made by
 * altcha-lib on the server, no third party involved) and finds the number whose SHA-256 with the
 * salt is the challenge, with Web Crypto. Hashes go in batches of parallel digests, and the page
 * gets the main thread back between batches, so typing stays smooth while it works (a Worker
 * would need a script of its own for a job that takes well under a second).
 */
import type { CaptchaChallenge } from "../lib/content/form_post.ts";

/** Digests started at once: enough to keep Web Crypto busy, few enough to stay responsive. */
const BATCH = 500;

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  let out = "";
  for (const b of new Uint8Array(buffer)) out += b.toString(16).padStart(2, "0");
  return out;
}

/** The number that solves `c`, or null when none up to its maximum does (a broken challenge). */
export async function solve(c: CaptchaChallenge, signal?: AbortSignal): Promise<number | null> {
  for (let start = 0; start <= c.maxnumber; start += BATCH) {
    if (signal?.aborted) return null;
    const end = Math.min(start + BATCH, c.maxnumber + 1);
    const digests: Promise<ArrayBuffer>[] = [];
    for (let n = start; n < end; n++) {
      digests.push(crypto.subtle.digest("SHA-256", encoder.encode(c.salt + n)));
    }
    const found = (await Promise.all(digests)).findIndex((d) => hex(d) === c.challenge);
    if (found >= 0) return start + found;
    await new Promise((r) => setTimeout(r, 0));
  }
  return null;
}

/** A solved challenge as the server takes it: base64 of altcha's JSON payload. */
export async function proofOfWork(url: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!res.ok) throw new Error(`No captcha challenge (${res.status}).`);
  const c = await res.json() as CaptchaChallenge;
  const number = await solve(c, signal);
  if (number === null) throw new Error("The captcha challenge has no solution.");
  const { algorithm, challenge, salt, signature } = c;
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
}
