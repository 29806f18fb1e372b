/**
 * Signing in with a passkey (issue 31), and a passkey as a repeat of the proof of who one is. A
 * passkey is made and used with user verification (lib/auth/webauthn.ts), so it counts as both
 * factors: alone, from the sign-in screen (a discoverable credential: the browser offers the
 * user's passkeys, the server learns the account from the credential), or as the second step of a
 * pending password sign-in, which it completes whatever the password step decided — a passkey
 * proves more than the password, and the answer tells nothing about the password either way.
 *
 * An assertion is accepted once: its challenge is spent, and the passkey's counter written, in
 * one commit checked against both as read (lib/db/passkeys.ts `spendAssertion`). A failure of an
 * account's passkey is in the audit trail as a failed sign-in; every failure answers AUTH_10.
 */
import { releaseAttempt, reserveAttempt } from "../../auth/lockout.ts";
import { renewProof, startSession } from "../../auth/sessions.ts";
import { hashToken } from "../../auth/tokens.ts";
import {
  authenticationOptions,
  type AuthenticationResponseJSON,
  CHALLENGE_MS,
  challengeOf,
  relyingParty,
  verifyAssertion,
} from "../../auth/webauthn.ts";
import {
  type ChallengeRecord,
  getChallenge,
  getPasskeyWithUser,
  passkeyOwner,
  type PasskeyRecord,
  putChallenge,
  spendAssertion,
  spendChallenge,
} from "../../db/passkeys.ts";
import { getRole } from "../../db/roles.ts";
import { deletePendingSignIn, getPendingSignIn } from "../../db/second_factor.ts";
import { normaliseEmail, type UserRecord } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor } from "../access/access.ts";
import { auditDrafter } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";
import { auditFailedSignIn } from "./sign_in.ts";
import { pendingUser } from "./second_factor_sign_in.ts";
import { type Limit, takeGo } from "../../auth/throttle.ts";
import { keptSecret } from "../../db/secrets.ts";
import { addressKey } from "../../http/client_address.ts";

/** The options for `navigator.credentials.get()`, with a fresh challenge kept briefly. */
/**
 * Challenges one client address may ask for in 10 minutes: each is a write to the store, asked
 * for by anyone (as OIDC starts are, OIDC_START_LIMIT). A person signs in a few times a day.
 */
export const PASSKEY_OPTIONS_LIMIT: Limit = { gapMs: 0, max: 30, periodMs: 10 * 60_000 };

export async function passkeyLoginOptions(deps: Deps, clientAddress: string) {
  const key = addressKey(clientAddress, await keptSecret(deps.kv, "client-address"));
  if (!(await takeGo(deps.kv, "passkey-options", key, PASSKEY_OPTIONS_LIMIT))) {
    throw apiError("AUTH_03", "response");
  }
  const options = await authenticationOptions(relyingParty(deps.config));
  await putChallenge(deps.kv, options.challenge, {
    kind: "assert",
    expiresAt: Date.now() + CHALLENGE_MS,
  });
  return options;
}

/** The user handle lib/auth/webauthn.ts gives a user's passkeys, base64url. */
function userHandleOf(userID: number): string {
  return btoa(`ximblox-user-${userID}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

type Assertion =
  | { ok: true; user: UserRecord; passkey: PasskeyRecord }
  | { ok: false; user: UserRecord | null };

/** Verifies an assertion and spends its challenge (whether it verified or not). */
async function checkAssertion(
  deps: Deps,
  response: AuthenticationResponseJSON,
  now: number,
): Promise<Assertion> {
  const challenge = challengeOf(response);
  if (!challenge) return { ok: false, user: null };
  const [entry, ownerID] = await Promise.all([
    getChallenge(deps.kv, challenge),
    passkeyOwner(deps.kv, response.id),
  ]);
  const record = entry.value;
  if (!record || record.kind !== "assert" || record.expiresAt <= now) {
    return { ok: false, user: null };
  }
  if (ownerID === null) {
    await spendChallenge(deps.kv, entry);
    return { ok: false, user: null };
  }
  const { passkey, user } = await getPasskeyWithUser(deps.kv, ownerID, response.id);
  const handle = response.response.userHandle;
  if (
    !passkey.value || !user.value?.active ||
    (handle !== undefined && handle !== userHandleOf(ownerID))
  ) {
    await spendChallenge(deps.kv, entry);
    return { ok: false, user: user.value };
  }
  const counter = await verifyAssertion(
    relyingParty(deps.config),
    response,
    challenge,
    passkey.value,
  );
  const spent = counter !== null &&
    await spendAssertion(
      deps.kv,
      entry as Deno.KvEntry<ChallengeRecord>,
      passkey as Deno.KvEntry<PasskeyRecord>,
      counter,
      now,
    );
  if (!spent) {
    await spendChallenge(deps.kv, entry);
    return { ok: false, user: user.value };
  }
  return { ok: true, user: user.value, passkey: passkey.value };
}

/**
 * Signs in with a passkey: answers the session's token and whether it completed a pending
 * password sign-in (whose cookie `pendingToken` is). A pending sign-in of another account is
 * refused (AUTH_14): the passkey does not silently sign someone else in.
 */
export async function passkeySignIn(
  deps: Deps,
  pendingToken: string | undefined,
  response: AuthenticationResponseJSON,
  options: { clientAddress?: string; userAgent?: string } = {},
  now = Date.now(),
): Promise<{ user: UserJson; token: string; completedPending: boolean }> {
  const auditDraft = auditDrafter(deps);
  const pendingID = pendingUser(pendingToken);
  const [result, pendingRead] = await Promise.all([
    checkAssertion(deps, response, now),
    pendingID === null
      ? null
      : getPendingSignIn(deps.kv, hashToken(pendingToken!), pendingID).then((r) => r.pending),
  ]);
  if (!result.ok) {
    if (result.user) {
      const email = normaliseEmail(result.user.email);
      await auditFailedSignIn(deps, auditDraft, result.user, email, options, false, "passkey");
    }
    throw apiError("AUTH_10", "response");
  }
  const { user } = result;
  // OIDC_ONLY: the organisation's sign-in is the way in. A passkey, like the password, is left
  // to break-glass accounts (asked after the ceremony, so the answer tells no one which are).
  if (deps.config.oidc?.only && !user.breakGlass) throw apiError("AUTH_24", "response");
  const pending = pendingRead && pendingRead.userID === pendingID && pendingRead.expiresAt > now
    ? pendingRead
    : null;
  if (pending && pending.userID !== user.id) throw apiError("AUTH_14", "response");
  const audit = await auditDraft({ user, clientAddress: options.clientAddress }, {
    action: "sign-in",
    target: user.email,
    summary: pending
      ? `signed in with a passkey as the second factor ("${result.passkey.name}")`
      : `signed in with a passkey ("${result.passkey.name}")`,
  });
  const [token, role] = await Promise.all([
    startSession(deps.kv, user, now, audit, {
      userAgent: options.userAgent,
      address: options.clientAddress,
    }),
    getRole(deps.kv, user.roleID),
    pending && finishPending(deps, pendingToken!, pending),
  ]);
  return { user: presentUser(user, role), token, completedPending: !!pending };
}

/** The pending sign-in done: gone, and its password step's lockout slot given back. */
async function finishPending(
  deps: Deps,
  pendingToken: string,
  pending: { email: string; slotID: string },
): Promise<void> {
  const slot = await reserveAttempt(deps.kv, pending.email);
  await Promise.all([
    deletePendingSignIn(deps.kv, hashToken(pendingToken)),
    // Locked meanwhile: the slots stay counted, as any failure does; the sign-in stands.
    slot && releaseAttempt(deps.kv, pending.email, slot, [pending.slotID]),
  ]);
}

/** A passkey of the signed-in user renews the session's proof (POST /auth/reauth {passkey}). */
export async function reauthenticateWithPasskey(
  deps: Deps,
  actor: Actor | null,
  response: AuthenticationResponseJSON,
): Promise<void> {
  const a = requireActor(actor);
  const result = await checkAssertion(deps, response, Date.now());
  if (!result.ok) throw apiError("AUTH_10", "passkey");
  if (result.user.id !== a.user.id) throw apiError("AUTH_14", "passkey");
  if (!(await renewProof(deps.kv, a.sessionHash))) throw apiError("AUTH_04", "session");
}
