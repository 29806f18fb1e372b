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
import {
  type AttemptSlot,
  recordFailure,
  releaseAttempt,
  releaseAttemptIn,
  reserveAttempt,
} from "../../auth/lockout.ts";
import { newSession } from "../../auth/sessions.ts";
import { hashToken } from "../../auth/tokens.ts";
import { hashRecoveryCode, isRecoveryCode, totpStep } from "../../auth/totp.ts";
import { getRole } from "../../db/roles.ts";
import {
  commitSecondStep,
  getPendingSignIn,
  replaceSecondFactor,
  type SecondFactorRecord,
  secondFactorUnchanged,
  type SecondStep,
} from "../../db/second_factor.ts";
import { credentialEpoch } from "../../db/users.ts";
import type { AuditDraft } from "../../db/audit.ts";
import { apiError } from "../../http/errors.ts";
import { auditDrafter } from "../audit.ts";
import type { Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";
import { auditFailedSignIn } from "./sign_in.ts";

const PENDING_TOKEN = /^(\d{1,15})\.([0-9a-f]{64})\.[A-Za-z0-9_-]{43}$/;

/** The user ID a pending token begins with (a hint checked against the record), or null. */
export function pendingUser(token: string | undefined): number | null {
  const match = token ? PENDING_TOKEN.exec(token) : null;
  return match ? Number(match[1]) : null;
}

/** The lockout key a pending token names (a hint: used only when the record's address has it). */
function pendingLockKey(token: string): string {
  return PENDING_TOKEN.exec(token)?.[2] ?? "";
}

export async function completeSignIn(
  deps: Deps,
  pendingToken: string | undefined,
  code: string,
  options: { clientAddress?: string; userAgent?: string } = {},
  now = Date.now(),
): Promise<{ user: UserJson; token: string }> {
  const userID = pendingUser(pendingToken);
  if (userID === null) throw apiError("AUTH_06", "code");
  const tokenHash = hashToken(pendingToken!);
  const auditDraft = auditDrafter(deps);
  const { pending, user, factor, attempts } = await getPendingSignIn(
    deps.kv,
    tokenHash,
    userID,
    pendingLockKey(pendingToken!),
  );
  if (!pending || pending.userID !== userID || pending.expiresAt <= now) {
    throw apiError("AUTH_06", "code");
  }
  // The role is read beside the slot's reservation: nothing waits for it.
  const role = user ? getRole(deps.kv, user.roleID) : Promise.resolve(null);
  role.catch(() => {}); // Awaited below, unless the step fails.
  // The address's lockout record was read beside the pending sign-in: three round trips in all.
  const slot = await reserveAttempt(deps.kv, pending.email, now, attempts);
  if (slot === null) throw apiError("AUTH_03", "code");

  // Every condition is weighed before any is told: the answer is the same whichever fails.
  const usable = pending.passwordOk && !!user?.active && !!user.secondFactor && !!factor.value &&
    credentialEpoch(user) === pending.credentialEpoch;
  const spend = usable ? codeSpend(factor.value!, code, now) : null;
  const session = spend && newSession(user!, now, {
    userAgent: options.userAgent,
    address: options.clientAddress,
  });
  const done = spend && session &&
    await commitCompletion(deps, {
      slot,
      heldSlot: pending.slotID,
      email: pending.email,
      step: {
        factor: factor as Deno.KvEntry<SecondFactorRecord>,
        factorAfter: spend.after,
        pendingTokenHash: tokenHash,
        session,
        audits: await Promise.all([
          auditDraft({ user: user!, clientAddress: options.clientAddress }, {
            action: "sign-in",
            target: user!.email,
            summary: "signed in with a second factor",
          }),
          ...(spend.recoveryLeft === null ? [] : [
            auditDraft({ user: user!, clientAddress: options.clientAddress }, {
              action: "recovery-code-use",
              target: user!.email,
              summary: `recovery code used to sign in; ${spend.recoveryLeft} left`,
            }),
          ]),
        ]),
      },
    });
  if (!done || !session) {
    const locked = await recordFailure(deps.kv, pending.email, now);
    const reason = pending.passwordOk ? "wrong code" : "wrong credentials (second step)";
    await auditFailedSignIn(deps, auditDraft, user, pending.email, options, locked, reason);
    throw apiError(locked ? "AUTH_03" : "AUTH_05", "code");
  }
  return { user: presentUser(user!, await role), token: session.token };
}

/**
 * Commits a right code's sign-in, the lockout slots given back in the same commit (the slot of
 * this step and the one its password step held). When another attempt wrote the lockout record
 * since the reservation, that check fails: if the factor is still as read (the code not spent by
 * another request), the sign-in is committed without it and the slots given back after, reading
 * the record afresh. False when the code was spent meanwhile.
 */
async function commitCompletion(
  deps: Deps,
  c: { slot: AttemptSlot; heldSlot: string; email: string; step: SecondStep },
): Promise<boolean> {
  const { step } = c;
  if (await commitSecondStep(deps.kv, step, (op) => releaseAttemptIn(op, c.slot, [c.heldSlot]))) {
    return true;
  }
  if (!(await secondFactorUnchanged(deps.kv, step.factor))) return false;
  if (!(await commitSecondStep(deps.kv, step))) return false;
  await releaseAttempt(deps.kv, c.email, c.slot, [c.heldSlot]);
  return true;
}

/**
 * What a code does to the factor record when it is right: a TOTP code's time step becomes the
 * last one accepted, a recovery code is struck off (with how many are left). Null when it is
 * wrong or already spent (a step not later than the last one accepted).
 */
function codeSpend(
  record: SecondFactorRecord,
  code: string,
  now: number,
): { after: SecondFactorRecord; recoveryLeft: number | null } | null {
  if (isRecoveryCode(code)) {
    const hash = hashRecoveryCode(code);
    if (!record.recoveryHashes.includes(hash)) return null;
    const left = record.recoveryHashes.filter((h) => h !== hash);
    return { after: { ...record, recoveryHashes: left }, recoveryLeft: left.length };
  }
  const step = totpStep(record.secret, code, record.lastStep, now);
  return step === null ? null : { after: { ...record, lastStep: step }, recoveryLeft: null };
}

/**
 * Spends a right code in a commit of its own (re-confirming a sensitive action): as
 * {@link codeSpend} says, with the recovery code's audit record in the same commit. False when
 * the code is wrong, or already spent — by an earlier request, or by one that committed first.
 */
export async function spendSecondFactorCode(
  deps: Deps,
  factor: Deno.KvEntry<SecondFactorRecord>,
  code: string,
  now: number,
  recoveryAudit: () => Promise<AuditDraft>,
): Promise<boolean> {
  const spend = codeSpend(factor.value, code, now);
  if (!spend) return false;
  let audit: AuditDraft | undefined;
  if (spend.recoveryLeft !== null) {
    audit = await recoveryAudit();
    audit.summary += `; ${spend.recoveryLeft} left`;
  }
  return await replaceSecondFactor(deps.kv, factor, spend.after, audit);
}
