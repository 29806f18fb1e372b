/**
 * Used captcha solutions and no-script tickets of the public forms (lib/ops/forms/captcha.ts,
 * lib/ops/forms/form_ticket.ts): each proof is accepted once. Claiming is one atomic commit that
 * succeeds only while the proof's key is absent, so two requests sending the same proof at the
 * same moment cannot both get through. The keys expire with the proofs themselves (after that a
 * proof is refused as expired anyway, so the lazy expiry of KV does no harm).
 */
import { keys } from "./keys.ts";

export type FormProofKind = "captcha" | "ticket";

/** Claims a proof by its signature; false when it was claimed before. */
export async function claimFormProof(
  kv: Deno.Kv,
  kind: FormProofKind,
  signature: string,
  expireIn: number,
): Promise<boolean> {
  return (await claimFormProofIn(kv.atomic(), kind, signature, expireIn).commit()).ok;
}

/** Adds the claim of a proof to `op`: the commit fails if it was claimed before. */
export function claimFormProofIn(
  op: Deno.AtomicOperation,
  kind: FormProofKind,
  signature: string,
  expireIn: number,
): Deno.AtomicOperation {
  const key = keys.usedFormProof(kind, signature);
  return op.check({ key, versionstamp: null })
    .set(key, Date.now(), { expireIn: Math.max(1000, expireIn) });
}

/** Whether a proof was claimed already (a read: the claim itself decides a race). */
export async function isFormProofUsed(
  kv: Deno.Kv,
  kind: FormProofKind,
  signature: string,
): Promise<boolean> {
  return (await kv.get(keys.usedFormProof(kind, signature))).versionstamp !== null;
}
