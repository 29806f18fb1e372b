/**
 * The public forms' captcha: a proof of work made and checked with altcha-lib (v1, SHA-256) on
 * this server — no third party is asked anything. A challenge is signed with a secret of the store
 * (HMAC, lib/db/secrets.ts), so any instance can check it without keeping it; it expires after
 * {@link CAPTCHA_TTL_MS} (the expiry is inside the signed salt) and is good for one submission
 * (lib/db/form_proofs.ts).
 *
 * The browser (islands/_pow.ts) tries numbers until SHA-256(salt + number) is the challenge: on
 * average half of {@link CAPTCHA_MAX_NUMBER} hashes, a fraction of a second for a visitor and a
 * real cost for anyone sending thousands of forms. It is not a wall against a determined sender,
 * hence the rate limit (lib/ops/forms/form_limits.ts) and the honeypot beside it.
 */
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { CaptchaChallenge } from "../../content/form_post.ts";
import { claimFormProof, isFormProofUsed } from "../../db/form_proofs.ts";
import { getSecret } from "../../db/secrets.ts";
import type { Deps } from "../deps.ts";

export const CAPTCHA_MAX_NUMBER = 50_000;
export const CAPTCHA_TTL_MS = 10 * 60_000;
/** A payload longer than this is no altcha payload (a challenge's is about 300 characters). */
const MAX_PAYLOAD = 1000;

async function hmacKey(kv: Deno.Kv): Promise<string> {
  const secret = await getSecret(kv, "form-captcha");
  return [...secret].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new challenge, expiring {@link CAPTCHA_TTL_MS} after `now`. */
export async function newCaptchaChallenge(deps: Deps, now = Date.now()): Promise<CaptchaChallenge> {
  const c = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: await hmacKey(deps.kv),
    maxnumber: CAPTCHA_MAX_NUMBER,
    expires: new Date(now + CAPTCHA_TTL_MS),
  });
  return {
    algorithm: "SHA-256",
    challenge: c.challenge,
    maxnumber: c.maxnumber ?? CAPTCHA_MAX_NUMBER,
    salt: c.salt,
    signature: c.signature,
  };
}

/** A payload's signature if it is well formed and SHA-256 (what we issue); null otherwise. */
function signatureOf(payload: string): string | null {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD) return null;
  try {
    const p = JSON.parse(atob(payload));
    const ok = p && p.algorithm === "SHA-256" && typeof p.signature === "string" &&
      /^[0-9a-f]{64}$/.test(p.signature) && typeof p.salt === "string" &&
      // Ours always expire: a salt without its expiry was not made here.
      /[?&]expires=\d+&/.test(p.salt) && typeof p.challenge === "string" &&
      Number.isSafeInteger(p.number) && p.number >= 0;
    return ok ? p.signature : null;
  } catch {
    return null;
  }
}

/**
 * Whether `payload` solves a challenge of ours that has not expired and was not used yet. It is
 * not claimed here: see {@link claimCaptcha}, once the submission is going to be stored.
 */
export async function captchaSolved(deps: Deps, payload: string): Promise<boolean> {
  const signature = signatureOf(payload);
  if (!signature) return false;
  if (!await verifySolution(payload, await hmacKey(deps.kv), true)) return false;
  return !await isFormProofUsed(deps.kv, "captcha", signature);
}

/** Uses a solved payload up; false when another submission used it first. */
export function claimCaptcha(deps: Deps, payload: string): Promise<boolean> {
  const signature = signatureOf(payload);
  if (!signature) return Promise.resolve(false);
  // Kept as long as the challenge could still pass; after that it fails as expired anyway.
  return claimFormProof(deps.kv, "captcha", signature, CAPTCHA_TTL_MS + 60_000);
}
