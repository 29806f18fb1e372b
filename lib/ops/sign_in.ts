/**
 * Signing in. A wrong password and an unknown address take the same path — same password check
 * cost, same lockout bookkeeping, same answer — so the answer reveals nothing about accounts.
 */
import { clearFailures, isLocked, recordFailure } from "../auth/lockout.ts";
import { verifyPassword } from "../auth/password.ts";
import { startSession } from "../auth/sessions.ts";
import { getRole } from "../db/roles.ts";
import { findUserByEmail, normaliseEmail } from "../db/users.ts";
import { apiError } from "../http/errors.ts";
import type { Deps } from "./deps.ts";
import { presentUser, type UserJson } from "./present_user.ts";

export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
): Promise<{ user: UserJson; token: string }> {
  const email = normaliseEmail(input.email);
  if (await isLocked(deps.kv, email)) throw apiError("AUTH_03", "email");
  const user = email ? await findUserByEmail(deps.kv, email) : null;
  const usable = user?.active ? user.passwordHash : null;
  const ok = await verifyPassword(input.password, usable);
  if (!ok || !user) {
    const locked = await recordFailure(deps.kv, email);
    throw apiError(locked ? "AUTH_03" : "AUTH_01", locked ? "email" : "email");
  }
  await clearFailures(deps.kv, email);
  const token = await startSession(deps.kv, user.id);
  return { user: presentUser(user, await getRole(deps.kv, user.roleID)), token };
}
