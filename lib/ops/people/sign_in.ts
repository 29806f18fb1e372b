/**
 * Signing in. A wrong password and an unknown address take the same path — same slot taken,
 * same password check cost (a dummy hash when there is no account), same lockout bookkeeping,
 * same answer — so the answer reveals nothing about accounts.
 *
 * The lockout is reserved before the password is checked (lib/auth/lockout.ts): a request that
 * gets no slot is refused without any check, so parallel guesses cannot outrun the count.
 *
 * An account with two-factor sign-in on gets no session here but a pending sign-in, whose second
 * step (./second_factor_sign_in.ts) starts the session. It gets one whether the password was right
 * or wrong: see {@link pendingStep}.
 */
import { lockKey, recordFailure, releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { verifyPassword } from "../../auth/password.ts";
import { startSession } from "../../auth/sessions.ts";
import { getRole } from "../../db/roles.ts";
import {
  credentialEpoch,
  findUserByEmail,
  normaliseEmail,
  type UserRecord,
} from "../../db/users.ts";
import { hasSecondFactor } from "../../content/second_factor.ts";
import { insertPendingSignIn } from "../../db/second_factor.ts";
import { hashToken, randomToken } from "../../auth/tokens.ts";
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

/**
 * A sign-in done (a session's token), or waiting for its second step (a pending token, and the
 * second factors the account has: "totp" and "recovery", "webauthn" for passkeys).
 */
export type SignInResult =
  | { user: UserJson; token: string }
  | { pendingToken: string; factors: SecondFactorKind[] };

export type SecondFactorKind = "totp" | "recovery" | "webauthn";

/** The second factors a user can complete a pending sign-in with. */
export function secondFactorsOf(user: UserRecord): SecondFactorKind[] {
  const kinds: SecondFactorKind[] = user.secondFactor ? ["totp", "recovery"] : [];
  return (user.passkeys ?? 0) > 0 ? [...kinds, "webauthn"] : kinds;
}

export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  options: { clientAddress?: string; userAgent?: string } = {},
): Promise<SignInResult> {
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
  const breakGlass = !!user?.active && !!user.breakGlass && (ok || hasSecondFactor(user));
  if (deps.config.oidc?.only && !breakGlass) {
    // OIDC_ONLY: the password is for break-glass accounts only. Every other address, and a
    // break-glass one with a wrong password, gets one answer after the same work (so it tells
    // neither which accounts are break-glass nor whether a password was right), and counts. A
    // break-glass account with a second factor goes on to its pending step, right or wrong.
    const locked = await recordFailure(deps.kv, email);
    await auditFailedSignIn(deps, auditDraft, user, email, options, locked, "password sign-in off");
    throw apiError(locked ? "AUTH_03" : "AUTH_24", "email");
  }
  if (user?.active && hasSecondFactor(user)) {
    return {
      pendingToken: await pendingStep(deps, user, email, ok, slot.id),
      factors: secondFactorsOf(user),
    };
  }
  if (!ok || !user) {
    const locked = await recordFailure(deps.kv, email);
    await auditFailedSignIn(deps, auditDraft, user, email, options, locked, "wrong credentials");
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

/**
 * The failure of a sign-in step, in the audit trail. It has no commit of its own to join (its
 * slot was taken already): its record is one. It names the account when one has the address —
 * the log is for staff who may know. Anyone may fail at will: repeats from one client are
 * counted on one record per address and window, and a client's addresses beyond a few share one
 * (FAILED_SIGN_IN_REPEATS).
 */
export async function auditFailedSignIn(
  deps: Deps,
  draft: ReturnType<typeof auditDrafter>,
  user: UserRecord | null,
  email: string,
  options: { clientAddress?: string },
  locked: boolean,
  reason: string,
): Promise<void> {
  const client = createHash("sha256").update(options.clientAddress ?? "unknown").digest("hex")
    .slice(0, 32);
  await writeRepeatedAudit(
    deps.kv,
    await draft(user ? { user, ...options } : { anonymous: true, ...options }, {
      action: "sign-in-failed",
      target: email.slice(0, 254),
      summary: locked ? `${reason}; address locked` : reason,
    }),
    { client, subject: email.slice(0, 254), ...FAILED_SIGN_IN_REPEATS },
  );
}

/** How long the second step of a sign-in may take. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

/**
 * The password step of an account with two-factor sign-in on, right password or wrong: a pending
 * sign-in, and its cookie's token (`<user>.<lockout key>.<random>`; only its hash is stored).
 *
 * Why a wrong password gets one too: were it answered AUTH_01 at once, the answer to the first
 * step alone would tell whoever has the address whether the password is right, and the second
 * factor would no longer protect the password (a guesser learns it, then tries it elsewhere). So
 * both answers are the same `pending`, with the same work done (the slot is kept either way,
 * nothing else is written), and only the second step, with a right code, in time, tells the two
 * apart: a wrong password there fails exactly like a wrong code (AUTH_05), and counts as the
 * failure. The slot taken here is given back only when the second step succeeds, so password
 * steps that never complete lock the address like wrong passwords do.
 *
 * What this does not hide: an address with two-factor on answers `pending` to any password, so
 * one learns that such an account exists (an address without an account, or without two-factor,
 * answers AUTH_01). The password is what must not leak; hiding that too would mean answering
 * `pending` for unknown addresses and accounts without two-factor as well — a trade-off left
 * for later (issue 31's report).
 */
async function pendingStep(
  deps: Deps,
  user: UserRecord,
  email: string,
  passwordOk: boolean,
  slotID: string,
): Promise<string> {
  // Hints for the second step's first read: the user and the address's lockout key (no secret:
  // the hash of the address this client typed), checked against the record it finds.
  const token = `${user.id}.${lockKey(email)}.${randomToken()}`;
  await insertPendingSignIn(deps.kv, hashToken(token), {
    userID: user.id,
    email,
    passwordOk,
    slotID,
    credentialEpoch: credentialEpoch(user),
    expiresAt: Date.now() + PENDING_SIGN_IN_MS,
  });
  return token;
}
