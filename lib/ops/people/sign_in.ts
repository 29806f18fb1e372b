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
import { writeRepeatedAudit } from "../../db/audit.ts";
import { createHash } from "node:crypto";
import { auditDrafter } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";

/**
 * Failed sign-ins of one client: one record per address in 10 minutes (with a count), and at
 * most 10 addresses a record of their own; the rest of that client's window shares one record.
 */
const FAILED_SIGN_IN_REPEATS = {
  windowMs: 10 * 60_000,
  maxSubjects: 10,
  overflowTarget: "other addresses",
};

export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  options: { clientAddress?: string; userAgent?: string } = {},
): Promise<{ user: UserJson; token: string }> {
  const email = normaliseEmail(input.email);
  // Read together (three round trips in all when signing in succeeds): the slot is reserved
  // while the account and the audit settings are read; the password is checked only once the
  // slot is held. The slot's release, the session and the role go out together at the end.
  const auditDraft = auditDrafter(deps);
  const reading = email ? findUserByEmail(deps.kv, email) : Promise.resolve(null);
  reading.catch(() => {}); // Awaited below, unless there is no slot.
  const slot = await reserveAttempt(deps.kv, email);
  if (slot === null) throw apiError("AUTH_03", "email");
  const user = await reading;
  const usable = user?.active ? user.passwordHash : null;
  const ok = await verifyPassword(input.password, usable);
  if (!ok || !user) {
    const locked = await recordFailure(deps.kv, email);
    // The failure has no commit of its own to join (its slot was taken above): its record is
    // one. It names the account when one has the address — the log is for staff who may know.
    // Anyone may fail at will: repeats from one client are counted on one record per address
    // and window, and a client's addresses beyond a few share one (FAILED_SIGN_IN_REPEATS).
    const client = createHash("sha256").update(options.clientAddress ?? "unknown").digest("hex")
      .slice(0, 32);
    await writeRepeatedAudit(
      deps.kv,
      await auditDraft(
        user
          ? { user, clientAddress: options.clientAddress }
          : { anonymous: true, clientAddress: options.clientAddress },
        {
          action: "sign-in-failed",
          target: email.slice(0, 254),
          summary: locked ? "wrong credentials; address locked" : "wrong credentials",
        },
      ),
      { client, subject: email.slice(0, 254), ...FAILED_SIGN_IN_REPEATS },
    );
    throw apiError(locked ? "AUTH_03" : "AUTH_01", "email");
  }
  // The user as read before the check: if their password or address changed since, the
  // session's credential epoch no longer matches and it is void from the start.
  const audit = await auditDraft({ user, clientAddress: options.clientAddress }, {
    action: "sign-in",
    target: user.email,
    summary: "signed in",
  });
  const [, token, role] = await Promise.all([
    releaseAttempt(deps.kv, email, slot),
    startSession(deps.kv, user, Date.now(), audit, {
      userAgent: options.userAgent,
      address: options.clientAddress,
    }),
    getRole(deps.kv, user.roleID),
  ]);
  return { user: presentUser(user, role), token };
}
