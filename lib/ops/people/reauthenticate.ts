/**
 * A repeat of the proof of who one is in a signed-in session (POST /auth/reauth), which
 * sensitive actions ask for once the last proof is older than 10 minutes
 * (lib/ops/access/recent_proof.ts): the password, or a code of the user's second factor. Either
 * is checked like signing in, taking the same lockout slot first: a session does not buy anyone
 * unlimited guesses at its user's password or codes. A code is spent as at sign-in (once).
 */
import { recordFailure, releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { verifyPassword } from "../../auth/password.ts";
import { renewProof } from "../../auth/sessions.ts";
import { getSecondFactor, type SecondFactorRecord } from "../../db/second_factor.ts";
import { normaliseEmail } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor } from "../access/access.ts";
import { auditDraft } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { spendSecondFactorCode } from "./second_factor_sign_in.ts";

export async function reauthenticate(
  deps: Deps,
  actor: Actor | null,
  input: { password?: string; code?: string },
): Promise<void> {
  const a = requireActor(actor);
  const email = normaliseEmail(a.user.email);
  const property = input.password ? "password" : "code";
  const slot = await reserveAttempt(deps.kv, email);
  if (slot === null) throw apiError("AUTH_03", property);
  if (!(await proved(deps, a, input))) {
    const locked = await recordFailure(deps.kv, email);
    throw apiError(locked ? "AUTH_03" : input.password ? "AUTH_02" : "AUTH_05", property);
  }
  const [, renewed] = await Promise.all([
    releaseAttempt(deps.kv, email, slot),
    renewProof(deps.kv, a.sessionHash),
  ]);
  if (!renewed) throw apiError("AUTH_04", "session");
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
