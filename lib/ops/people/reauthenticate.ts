/**
 * A repeat of the proof of who one is in a signed-in session (POST /auth/reauth), which
 * sensitive actions ask for once the last proof is older than 10 minutes
 * (lib/ops/access/recent_proof.ts): the password, or a code of the user's second factor. Either
 * is checked like signing in, in a lockout slot (./_guarded_proof.ts). A code is spent as at
 * sign-in (once).
 */
import { verifyPassword } from "../../auth/password.ts";
import { renewProof } from "../../auth/sessions.ts";
import { getSecondFactor, type SecondFactorRecord } from "../../db/second_factor.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor } from "../access/access.ts";
import { auditDraft } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { guardedProof } from "./_guarded_proof.ts";
import { spendSecondFactorCode } from "./second_factor_sign_in.ts";

export async function reauthenticate(
  deps: Deps,
  actor: Actor | null,
  input: { password?: string; code?: string },
): Promise<void> {
  const a = requireActor(actor);
  await guardedProof(
    deps.kv,
    a.user.email,
    input.password ? "password" : "code",
    input.password ? "AUTH_02" : "AUTH_05",
    () => proved(deps, a, input),
  );
  if (!(await renewProof(deps.kv, a.sessionHash))) throw apiError("AUTH_04", "session");
}

async function proved(
  deps: Deps,
  a: Actor,
  input: { password?: string; code?: string },
): Promise<boolean> {
  if (input.password) return await verifyPassword(input.password, a.user.passwordHash);
  const factor = await getSecondFactor(deps.kv, a.user.id);
  if (!a.user.secondFactor || !factor.value) return false;
  return await spendSecondFactorCode(
    deps,
    factor as Deno.KvEntry<SecondFactorRecord>,
    input.code!,
    Date.now(),
    () =>
      auditDraft(deps, a, {
        action: "recovery-code-use",
        target: a.user.email,
        summary: "recovery code used to confirm a sensitive action",
      }),
  );
}
