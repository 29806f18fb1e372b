/**
 * A repeat of the password in a signed-in session (POST /auth/reauth), which sensitive actions
 * ask for once the last proof is older than 10 minutes (lib/ops/access/recent_proof.ts). It is a
 * password check like signing in, so it takes the same lockout slot first: a session does not
 * buy anyone unlimited guesses at its user's password.
 */
import { recordFailure, releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { verifyPassword } from "../../auth/password.ts";
import { renewProof } from "../../auth/sessions.ts";
import { normaliseEmail } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";

export async function reauthenticate(
  deps: Deps,
  actor: Actor | null,
  input: { password: string },
): Promise<void> {
  const a = requireActor(actor);
  const email = normaliseEmail(a.user.email);
  const slot = await reserveAttempt(deps.kv, email);
  if (slot === null) throw apiError("AUTH_03", "password");
  if (!(await verifyPassword(input.password, a.user.passwordHash))) {
    const locked = await recordFailure(deps.kv, email);
    throw apiError(locked ? "AUTH_03" : "AUTH_02", "password");
  }
  const [, renewed] = await Promise.all([
    releaseAttempt(deps.kv, email, slot),
    renewProof(deps.kv, a.sessionHash),
  ]);
  if (!renewed) throw apiError("AUTH_04", "session");
}
