/**
 * Signing in. A wrong password and an unknown address take the same path — same slot taken,
 * same password check cost (a dummy hash when there is no account), same lockout bookkeeping,
 * same answer — so the answer reveals nothing about accounts.
 *
 * The lockout is reserved before the password is checked (lib/auth/lockout.ts): a request that
 * gets no slot is refused without any check, so parallel guesses cannot outrun the count.
 */
import { recordFailure, releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { verifyPassword } from "../../auth/password.ts";
import { startSession } from "../../auth/sessions.ts";
import { getRole } from "../../db/roles.ts";
import { findUserByEmail, normaliseEmail } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { writeAudit } from "../../db/audit.ts";
import { auditDraft } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";

export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  options: { clientAddress?: string } = {},
): Promise<{ user: UserJson; token: string }> {
  const email = normaliseEmail(input.email);
  const slot = await reserveAttempt(deps.kv, email);
  if (slot === null) throw apiError("AUTH_03", "email");
  const user = email ? await findUserByEmail(deps.kv, email) : null;
  const usable = user?.active ? user.passwordHash : null;
  const ok = await verifyPassword(input.password, usable);
  if (!ok || !user) {
    const locked = await recordFailure(deps.kv, email);
    // The failure has no commit of its own to join (its slot was taken above): its record is
    // one. It names the account when one has the address — the log is for staff who may know.
    await writeAudit(
      deps.kv,
      await auditDraft(deps, user ? { user, ...options } : { anonymous: true, ...options }, {
        action: "sign-in-failed",
        target: email.slice(0, 254),
        summary: locked ? "wrong credentials; address locked" : "wrong credentials",
      }),
    );
    throw apiError(locked ? "AUTH_03" : "AUTH_01", "email");
  }
  await releaseAttempt(deps.kv, email, slot);
  // The user as read before the check: if their password or address changed since, the
  // session's credential epoch no longer matches and it is void from the start.
  const audit = await auditDraft(deps, { user, ...options }, {
    action: "sign-in",
    target: user.email,
    summary: "signed in",
  });
  const token = await startSession(deps.kv, user, Date.now(), audit);
  return { user: presentUser(user, await getRole(deps.kv, user.roleID)), token };
}
