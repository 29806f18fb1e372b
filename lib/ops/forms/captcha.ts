/**
 * The public forms' captcha: a proof of work made and checked with altcha-lib (v1, SHA-256) on
 * this server — no third party is asked anything. A challenge is signed with a secret of the store
 * (HMAC, lib/db/secrets.ts), so any instance can check it without keeping it; it expires after
 * {@link CAPTCHA_TTL_MS} (the expiry is inside the signed salt) and is good for one submission
 * (lib/db/form_proofs.ts).
 *
 * The browser (islands/_pow.ts) tries numbers until SHA-256(salt + number) is the challenge: on
 * average half of the challenge's maximum, {@link CAPTCHA_MAX_NUMBER} for a calm form — a
 * fraction of a second for a visitor and a real cost for anyone sending thousands of forms.
 *
 * Under a flood the work rises: a challenge asked for a form (`?form=<id>`) is made for the
 * form's load step now (lib/ops/forms/_form_limits.ts `formLoadLevel`), twice the work per step,
 * and names the form and its step in its salt — which the challenge hashes and the signature
 * covers, so neither can be changed. A proof passes only for its form, and only if its step is at
 * most one below the form's step when it is sent (a visitor who began solving as the load rose
 * still gets through; proofs made cheaply before a flood stop working as it grows). It is not a
 * wall against a determined sender, hence the rate limits and the honeypot beside it.
 */
import { createChallenge, verifySolution } from "altcha-lib/v1";
import type { CaptchaChallenge } from "../../content/form_post.ts";
import { claimFormProof, type FormProofKind, isFormProofUsed } from "../../db/form_proofs.ts";
import { keptSecret } from "../../db/secrets.ts";
import { formLoadLevel } from "./_form_limits.ts";
import type { Deps } from "../deps.ts";

/** The maximum of a calm form's challenge; each load step doubles it. */
export const CAPTCHA_MAX_NUMBER = 50_000;
export const CAPTCHA_TTL_MS = 10 * 60_000;
/** A payload longer than this is no altcha payload (a challenge's is about 300 characters). */
const MAX_PAYLOAD = 1000;

async function hmacKey(kv: Deno.Kv): Promise<string> {
  const secret = await keptSecret(kv, "form-captcha");
  return [...secret].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The maximum number of a challenge of load step `level`. */
export function maxNumberFor(level: number): number {
  return CAPTCHA_MAX_NUMBER * 2 ** level;
}

/**
 * A new challenge, expiring {@link CAPTCHA_TTL_MS} after `now`: for the form `templateID` at its
 * load step now, or (no form named) a calm one, which passes only while its form is calm.
 */
export async function newCaptchaChallenge(
  deps: Deps,
  now = Date.now(),
  options: { templateID?: number } = {},
): Promise<CaptchaChallenge> {
  const id = options.templateID;
  const level = id === undefined ? 0 : await formLoadLevel(deps, id, now);
  const maxnumber = maxNumberFor(level);
  const c = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: await hmacKey(deps.kv),
    maxnumber,
    expires: new Date(now + CAPTCHA_TTL_MS),
    params: id === undefined ? { level: "0" } : { form: String(id), level: String(level) },
  });
  return {
    algorithm: "SHA-256",
    challenge: c.challenge,
    maxnumber: c.maxnumber ?? maxnumber,
    salt: c.salt,
    signature: c.signature,
  };
}

/**
 * Whether a (verified) challenge's salt was made for `templateID` at a step the form's load
 * (`level`, now) still accepts: at most one below it.
 */
function strongEnough(salt: string, templateID: number, level: number) {
  const params = new URLSearchParams(salt.slice(salt.indexOf("?") + 1));
  const form = params.get("form");
  if (form !== null && form !== String(templateID)) return false;
  const step = Number(params.get("level") ?? "0");
  if (!Number.isSafeInteger(step) || step < 0) return false;
  return step >= level - 1;
}

/** A payload's signature and salt if it is well formed and SHA-256 (what we issue), or null. */
function proofOf(payload: string): { signature: string; salt: string } | null {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD) return null;
  try {
    const p = JSON.parse(atob(payload));
    const ok = p && p.algorithm === "SHA-256" && typeof p.signature === "string" &&
      /^[0-9a-f]{64}$/.test(p.signature) && typeof p.salt === "string" &&
      // Ours always expire: a salt without its expiry was not made here.
      /[?&]expires=\d+&/.test(p.salt) && typeof p.challenge === "string" &&
      Number.isSafeInteger(p.number) && p.number >= 0;
    return ok ? { signature: p.signature, salt: p.salt } : null;
  } catch {
    return null;
  }
}

/**
 * Whether `payload` solves a challenge of ours for the form `templateID`, hard enough for its
 * load now, that has not expired and was not used yet. It is not claimed here: see
 * {@link claimCaptcha}, once the submission is going to be stored.
 */
export async function captchaSolved(
  deps: Deps,
  payload: string,
  templateID: number,
  now = Date.now(),
): Promise<boolean> {
  const proof = proofOf(payload);
  if (!proof) return false;
  // The secret, the form's load and the proof's use, read side by side (one round trip).
  const [key, level, used] = await Promise.all([
    hmacKey(deps.kv),
    formLoadLevel(deps, templateID, now),
    isFormProofUsed(deps.kv, "captcha", proof.signature),
  ]);
  if (!await verifySolution(payload, key, true)) return false;
  return strongEnough(proof.salt, templateID, level) && !used;
}

/** What claiming a proof writes: its kind, its signature and how long it is kept. */
export interface ProofClaim {
  kind: FormProofKind;
  signature: string;
  expireIn: number;
}

/** The claim of a well-formed payload (null: none). */
export function captchaClaim(payload: string): ProofClaim | null {
  const proof = proofOf(payload);
  // Kept as long as the challenge could still pass; after that it fails as expired anyway.
  return proof &&
    { kind: "captcha", signature: proof.signature, expireIn: CAPTCHA_TTL_MS + 60_000 };
}

/** Uses a solved payload up; false when another submission used it first. */
export function claimCaptcha(deps: Deps, payload: string): Promise<boolean> {
  const claim = captchaClaim(payload);
  if (!claim) return Promise.resolve(false);
  return claimFormProof(deps.kv, claim.kind, claim.signature, claim.expireIn);
}
