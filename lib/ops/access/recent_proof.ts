/**
 * Sensitive actions ask the user to prove who they are again when their last proof in this
 * session (sign-in, or a repeat through POST /auth/reauth) is older than PROOF_MAX_AGE_MS: a
 * session left open on an unlocked computer must not be enough to change who may do what, remove
 * an account or carry off the whole site. Actions that take the current password in their body
 * (a new e-mail address or password) check that instead.
 */
import { PROOF_MAX_AGE_MS } from "../../auth/sessions.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor } from "../deps.ts";

/** 403 AUTH_REAUTH unless the actor proved who they are within PROOF_MAX_AGE_MS. */
export function requireRecentProof(actor: Actor, now = Date.now()): void {
  // Only a request's actor comes from a session (current_actor.ts always sets provedAt); work
  // the server does itself (the seed, a scheduled publish) has no session to prove anything in.
  if (actor.provedAt === undefined) return;
  if (now - actor.provedAt > PROOF_MAX_AGE_MS) throw apiError("AUTH_REAUTH", "password");
}
