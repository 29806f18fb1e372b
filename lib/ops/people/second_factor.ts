/**
 * Turning two-factor sign-in on and off (issue 31). One's own: set-up after the password (a fresh
 * secret, shown as a QR code and as text), confirmed with a code, which turns it on and answers
 * ten recovery codes once (stored hashed); turned off with the password, which ends the user's
 * other sessions. Another's: a user manager (of a user not above them) resets it; the user is told
 * by e-mail, queued in the same commit. Each change is in the audit trail, in its commit.
 */
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  totpStep,
} from "../../auth/totp.ts";
import { CommitConflict } from "../../db/kv.ts";
import {
  enableSecondFactor,
  getSecondFactorSetup,
  putSecondFactorSetup,
  removeSecondFactor,
} from "../../db/second_factor.ts";
import { deleteUserSessions } from "../../db/sessions.ts";
import { listPasskeys, type PasskeyRecord } from "../../db/passkeys.ts";
import { hasSecondFactor } from "../../content/second_factor.ts";
import { getUserEntry, type UserRecord } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { deliverQueuedMail } from "../../mail/queue.ts";
import { secondFactorResetMail } from "../../mail/templates.ts";
import { requireActor, requirePermission } from "../access/access.ts";
import { requireRecentProof } from "../access/recent_proof.ts";
import { requireManageable } from "../access/role_assignment.ts";
import { auditDraft } from "../audit.ts";
import { inBackground } from "../background.ts";
import type { Actor, Deps } from "../deps.ts";
import { requirePassword } from "./_guarded_proof.ts";

/** A fresh secret for the actor to scan; nothing changes until it is confirmed. */
export async function setupTotp(
  deps: Deps,
  actor: Actor | null,
  password: string,
): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const a = requireActor(actor);
  if (a.user.secondFactor) throw apiError("AUTH_07", "secondFactor");
  await requirePassword(deps.kv, a.user, password, "password");
  const secret = newTotpSecret();
  await putSecondFactorSetup(deps.kv, a.user.id, secret);
  return { secret, ...await totpEnrolment(secret, a.user.email, deps.config.siteName) };
}

/** Turns it on with a right code for the set-up secret; answers the recovery codes, once. */
export async function confirmTotp(
  deps: Deps,
  actor: Actor | null,
  code: string,
  now = Date.now(),
): Promise<string[]> {
  const a = requireActor(actor);
  const { setup, user } = await getSecondFactorSetup(deps.kv, a.user.id);
  if (!user.value) throw apiError("UM_02", "user");
  if (user.value.secondFactor) throw apiError("AUTH_07", "secondFactor");
  if (!setup) throw apiError("AUTH_06", "code");
  // The step of the confirming code is spent too: it cannot sign in a second time.
  const step = totpStep(setup.secret, code, -1, now);
  if (step === null) throw apiError("AUTH_05", "code");
  const recoveryCodes = newRecoveryCodes();
  const audit = await auditDraft(deps, a, {
    action: "second-factor-enable",
    target: `${user.value.email} (#${user.value.id})`,
    summary: "two-factor sign-in (TOTP) turned on",
  });
  try {
    await enableSecondFactor(deps.kv, user as Deno.KvEntry<UserRecord>, {
      secret: setup.secret,
      lastStep: step,
      recoveryHashes: recoveryCodes.map(hashRecoveryCode),
      enabledAt: now,
    }, audit);
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("V_07", "user", 409);
    throw err;
  }
  return recoveryCodes;
}

/** Turns one's own off with the password; the user's other sessions end. */
export async function disableTotp(
  deps: Deps,
  actor: Actor | null,
  password: string,
): Promise<void> {
  const a = requireActor(actor);
  await requirePassword(deps.kv, a.user, password, "password");
  const user = await getUserEntry(deps.kv, a.user.id);
  if (!user.value) throw apiError("UM_02", "user");
  if (!user.value.secondFactor) throw apiError("AUTH_08", "secondFactor");
  const audit = await auditDraft(deps, a, {
    action: "second-factor-disable",
    target: `${user.value.email} (#${user.value.id})`,
    summary: "two-factor sign-in turned off",
  });
  await remove(deps, user, audit);
  await deleteUserSessions(deps.kv, a.user.id, a.sessionHash);
}

/**
 * A user manager turns another user's factor off (a lost phone, no recovery codes left): every
 * session of that user ends, and they are told by e-mail. Not for oneself: that is `disableTotp`,
 * which asks for the password.
 */
export async function resetSecondFactor(
  deps: Deps,
  actor: Actor | null,
  id: number,
): Promise<void> {
  const a = requirePermission(actor, "manage-users");
  if (a.user.id === id) throw apiError("UM_01", "user");
  // Removing a factor opens the account to its password alone: as sensitive as changing a role.
  requireRecentProof(a);
  const user = await getUserEntry(deps.kv, id);
  if (!user.value) throw apiError("UM_02", "user");
  await requireManageable(deps, a, user.value);
  // Passkeys too: a user who lost their device must be able to sign in with the password.
  if (!hasSecondFactor(user.value)) throw apiError("AUTH_08", "secondFactor");
  const passkeys = await listPasskeys(deps.kv, id);
  const audit = await auditDraft(deps, a, {
    action: "second-factor-reset",
    target: `${user.value.email} (#${id})`,
    summary: "two-factor sign-in reset; the user was told by e-mail",
  });
  const mail = secondFactorResetMail({
    to: user.value.email,
    name: user.value.profile.name,
    language: user.value.language,
    siteName: deps.config.siteName,
  });
  const mailID = await remove(deps, user, audit, mail, passkeys);
  await deleteUserSessions(deps.kv, id);
  // Sent at once when it can be; else the queue's timer sends it (lib/mail/queue.ts).
  if (mailID) inBackground(deliverQueuedMail(deps.kv, deps.mailer, { ids: [mailID] }));
}

async function remove(
  deps: Deps,
  user: Deno.KvEntryMaybe<UserRecord>,
  audit: Parameters<typeof removeSecondFactor>[2],
  mail?: Parameters<typeof removeSecondFactor>[3],
  passkeys?: PasskeyRecord[],
): Promise<string | null> {
  try {
    return await removeSecondFactor(
      deps.kv,
      user as Deno.KvEntry<UserRecord>,
      audit,
      mail,
      passkeys,
    );
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("V_07", "user", 409);
    throw err;
  }
}
