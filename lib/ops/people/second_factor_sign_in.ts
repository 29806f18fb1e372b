/**
 * The second step of a sign-in (issue 31): a TOTP code or a recovery code for a pending sign-in
 * (./sign_in.ts), then the session. Each code counts towards the address's lockout like a
 * password (a slot reserved before it is checked: parallel guesses cannot outrun the count).
 *
 * A wrong code, a code already used, and a pending step behind a wrong password all answer
 * AUTH_05, after the same checks: only someone who passes the code step learns that the password
 * was right. A code is accepted once: its time step (or the recovery code) is spent in a commit
 * checked against the factor record as read, so of two requests with one code only one lands.
 */
import { recordFailure, releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { startSession } from "../../auth/sessions.ts";
import { hashToken } from "../../auth/tokens.ts";
import { hashRecoveryCode, isRecoveryCode, totpStep } from "../../auth/totp.ts";
import { getRole } from "../../db/roles.ts";
import {
  deletePendingSignIn,
  getPendingSignIn,
  replaceSecondFactor,
  type SecondFactorRecord,
} from "../../db/second_factor.ts";
import { credentialEpoch } from "../../db/users.ts";
import type { AuditDraft } from "../../db/audit.ts";
import { apiError } from "../../http/errors.ts";
import { auditDrafter } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";
import { auditFailedSignIn } from "./sign_in.ts";

/** The user ID a pending token begins with (a hint checked against the record), or null. */
function userHint(token: string): number | null {
  const match = /^(\d{1,15})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

export async function completeSignIn(
  deps: Deps,
  pendingToken: string | undefined,
  code: string,
  options: { clientAddress?: string; userAgent?: string } = {},
  now = Date.now(),
): Promise<{ user: UserJson; token: string }> {
  const userID = pendingToken ? userHint(pendingToken) : null;
  if (userID === null) throw apiError("AUTH_06", "code");
  const tokenHash = hashToken(pendingToken!);
  const auditDraft = auditDrafter(deps);
  const { pending, user, factor } = await getPendingSignIn(deps.kv, tokenHash, userID);
  if (!pending || pending.userID !== userID || pending.expiresAt <= now) {
    throw apiError("AUTH_06", "code");
  }
  const slot = await reserveAttempt(deps.kv, pending.email, now);
  if (slot === null) throw apiError("AUTH_03", "code");

  // Every condition is weighed before any is told: the answer is the same whichever fails.
  const usable = pending.passwordOk && !!user?.active && !!user.secondFactor && !!factor.value &&
    credentialEpoch(user) === pending.credentialEpoch;
  const spent = usable
    ? await spendSecondFactorCode(
      deps,
      factor as Deno.KvEntry<SecondFactorRecord>,
      code,
      now,
      () =>
        auditDraft({ user: user!, clientAddress: options.clientAddress }, {
          action: "recovery-code-use",
          target: user!.email,
          summary: "recovery code used to sign in",
        }),
    )
    : false;
  if (!spent) {
    const locked = await recordFailure(deps.kv, pending.email, now);
    const reason = pending.passwordOk ? "wrong code" : "wrong credentials (second step)";
    await auditFailedSignIn(deps, auditDraft, user, pending.email, options, locked, reason);
    throw apiError(locked ? "AUTH_03" : "AUTH_05", "code");
  }
  const audit = await auditDraft({ user: user!, clientAddress: options.clientAddress }, {
    action: "sign-in",
    target: user!.email,
    summary: "signed in with a second factor",
  });
  const [, , token, role] = await Promise.all([
    releaseAttempt(deps.kv, pending.email, slot, [pending.slotID]),
    deletePendingSignIn(deps.kv, tokenHash),
    startSession(deps.kv, user!, now, audit, {
      userAgent: options.userAgent,
      address: options.clientAddress,
    }),
    getRole(deps.kv, user!.roleID),
  ]);
  return { user: presentUser(user!, role), token };
}

/**
 * Spends a right code: a TOTP code's time step becomes the last one accepted, a recovery code is
 * struck off (with its audit record in the same commit). False when the code is wrong, or
 * already spent — by an earlier request, or by one that committed first.
 */
export async function spendSecondFactorCode(
  deps: Deps,
  factor: Deno.KvEntry<SecondFactorRecord>,
  code: string,
  now: number,
  recoveryAudit: () => Promise<AuditDraft>,
): Promise<boolean> {
  const record = factor.value;
  if (isRecoveryCode(code)) {
    const hash = hashRecoveryCode(code);
    if (!record.recoveryHashes.includes(hash)) return false;
    const left = record.recoveryHashes.filter((h) => h !== hash);
    const audit = await recoveryAudit();
    audit.summary += `; ${left.length} left`;
    return await replaceSecondFactor(deps.kv, factor, { ...record, recoveryHashes: left }, audit);
  }
  const step = totpStep(record.secret, code, record.lastStep, now);
  if (step === null) return false;
  return await replaceSecondFactor(deps.kv, factor, { ...record, lastStep: step });
}
