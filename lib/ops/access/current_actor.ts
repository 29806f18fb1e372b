/**
 * Who a request acts for: the live session of its cookie, and that user's role. A session begun
 * before the user's last e-mail or password change (another credential epoch) is not live. All
 * three are read on every request (one round trip), so a disabled user, a changed password or a
 * changed role or permission takes effect on the next call.
 */
import { findSessionActor, provedAt } from "../../auth/sessions.ts";
import { hashToken } from "../../auth/tokens.ts";
import { credentialEpoch } from "../../db/users.ts";
import type { Actor, Deps } from "../deps.ts";

export async function currentActor(deps: Deps, token: string | undefined): Promise<Actor | null> {
  if (!token) return null;
  // One round trip in the usual case: session, user and role read together (lib/auth/sessions.ts).
  const found = await findSessionActor(deps.kv, token);
  if (!found) return null;
  const { session, user, role } = found;
  if (!user.active) return null;
  if ((session.credentialEpoch ?? 0) !== credentialEpoch(user)) return null;
  if (!role) return null;
  const actor: Actor = { user, role, sessionHash: hashToken(token), provedAt: provedAt(session) };
  if (session.via) actor.signedInVia = session.via;
  return actor;
}
