/**
 * Who a request acts for: the live session of its cookie, and that user's role. A session begun
 * before the user's last e-mail or password change (another credential epoch) is not live.
 */
import { findSession } from "../../auth/sessions.ts";
import { hashToken } from "../../auth/tokens.ts";
import { getRole } from "../../db/roles.ts";
import { credentialEpoch, getUser } from "../../db/users.ts";
import type { Actor, Deps } from "../deps.ts";

export async function currentActor(deps: Deps, token: string | undefined): Promise<Actor | null> {
  if (!token) return null;
  const session = await findSession(deps.kv, token);
  if (!session) return null;
  const user = await getUser(deps.kv, session.userID);
  if (!user?.active) return null;
  if ((session.credentialEpoch ?? 0) !== credentialEpoch(user)) return null;
  const role = await getRole(deps.kv, user.roleID);
  if (!role) return null;
  return { user, role, sessionHash: hashToken(token) };
}
