/**
 * One's own passkeys (issue 31): add (options, then the browser's attestation), list, rename and
 * remove. Adding, renaming and removing are sensitive actions (a recent proof, AUTH_REAUTH) and in
 * the audit trail, each record in its change's commit. A passkey is a second factor: with one,
 * signing in with the password asks for a second step, and a role's requireSecondFactor is met.
 * Removing the last second factor is turning two-factor sign-in off: the other sessions end.
 */
import {
  CHALLENGE_MS,
  registrationOptions,
  relyingParty,
  verifyRegistration,
} from "../../auth/webauthn.ts";
import { challengeOf, type RegistrationResponseJSON } from "../../auth/webauthn.ts";
import { MAX_PASSKEYS, type PasskeyJson } from "../../content/passkeys.ts";
import { CommitConflict } from "../../db/kv.ts";
import {
  getChallenge,
  getPasskeyWithUser,
  insertPasskey,
  listPasskeys,
  type PasskeyRecord,
  PasskeyTaken,
  putChallenge,
  removePasskey as removePasskeyRecord,
  renamePasskey as renamePasskeyRecord,
  spendChallenge,
} from "../../db/passkeys.ts";
import { deleteUserSessions } from "../../db/sessions.ts";
import { getUserEntry, type UserRecord } from "../../db/users.ts";
import { hasSecondFactor } from "../../content/second_factor.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor } from "../access/access.ts";
import { requireRecentProof } from "../access/recent_proof.ts";
import { auditDraft } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";

function present(p: PasskeyRecord): PasskeyJson {
  return {
    id: p.id,
    name: p.name,
    createdAt: new Date(p.createdAt).toISOString(),
    lastUsedAt: p.lastUsedAt === null ? null : new Date(p.lastUsedAt).toISOString(),
  };
}

export async function listOwnPasskeys(deps: Deps, actor: Actor | null): Promise<PasskeyJson[]> {
  const a = requireActor(actor);
  const list = await listPasskeys(deps.kv, a.user.id);
  return list.sort((x, y) => x.createdAt - y.createdAt).map(present);
}

/** The options for the browser to make a passkey; the challenge is kept for this session. */
export async function passkeyRegistrationOptions(deps: Deps, actor: Actor | null) {
  const a = requireActor(actor);
  requireRecentProof(a);
  const existing = await listPasskeys(deps.kv, a.user.id);
  if (existing.length >= MAX_PASSKEYS) throw apiError("AUTH_13", "passkey");
  const options = await registrationOptions(relyingParty(deps.config), {
    id: a.user.id,
    email: a.user.email,
    name: a.user.profile.name,
  }, existing);
  await putChallenge(deps.kv, options.challenge, {
    kind: "register",
    userID: a.user.id,
    sessionHash: a.sessionHash,
    expiresAt: Date.now() + CHALLENGE_MS,
  });
  return options;
}

/** Verifies the browser's attestation and stores the passkey under the name given. */
export async function registerPasskey(
  deps: Deps,
  actor: Actor | null,
  input: { name: string; response: RegistrationResponseJSON },
  now = Date.now(),
): Promise<PasskeyJson> {
  const a = requireActor(actor);
  requireRecentProof(a, now);
  const challenge = challengeOf(input.response);
  if (!challenge) throw apiError("AUTH_10", "response");
  const [entry, user] = await Promise.all([
    getChallenge(deps.kv, challenge),
    getUserEntry(deps.kv, a.user.id),
  ]);
  const record = entry.value;
  // A challenge of another session (or user), expired, or spent: no use.
  if (
    !record || record.kind !== "register" || record.userID !== a.user.id ||
    record.sessionHash !== a.sessionHash || record.expiresAt <= now
  ) {
    throw apiError("AUTH_10", "response");
  }
  if (!user.value) throw apiError("UM_02", "user");
  if ((user.value.passkeys ?? 0) >= MAX_PASSKEYS) throw apiError("AUTH_13", "passkey");
  const credential = await verifyRegistration(relyingParty(deps.config), input.response, challenge);
  if (!credential) {
    await spendChallenge(deps.kv, entry);
    throw apiError("AUTH_10", "response");
  }
  const passkey: PasskeyRecord = {
    id: credential.id,
    userID: a.user.id,
    name: input.name,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: now,
    lastUsedAt: null,
  };
  const audit = await auditDraft(deps, a, {
    action: "passkey-add",
    target: `${user.value.email} (#${user.value.id})`,
    summary: `passkey "${input.name}" added`,
  });
  try {
    await insertPasskey(
      deps.kv,
      user as Deno.KvEntry<UserRecord>,
      entry as Deno.KvEntry<typeof record>,
      passkey,
      audit,
    );
  } catch (err) {
    if (err instanceof PasskeyTaken) throw apiError("AUTH_12", "passkey");
    // The challenge spent by a parallel request, or the user changed: try again.
    if (err instanceof CommitConflict) throw apiError("AUTH_10", "response");
    throw err;
  }
  return present(passkey);
}

async function ownPasskey(deps: Deps, a: Actor, id: string) {
  const { passkey, user } = await getPasskeyWithUser(deps.kv, a.user.id, id);
  if (!passkey.value) throw apiError("AUTH_11", "passkey");
  if (!user.value) throw apiError("UM_02", "user");
  return {
    passkey: passkey as Deno.KvEntry<PasskeyRecord>,
    user: user as Deno.KvEntry<UserRecord>,
  };
}

export async function renamePasskey(
  deps: Deps,
  actor: Actor | null,
  id: string,
  name: string,
): Promise<PasskeyJson> {
  const a = requireActor(actor);
  requireRecentProof(a);
  const { passkey, user } = await ownPasskey(deps, a, id);
  const audit = await auditDraft(deps, a, {
    action: "passkey-rename",
    target: `${user.value.email} (#${user.value.id})`,
    summary: `passkey "${passkey.value.name}" renamed "${name}"`,
  });
  try {
    await renamePasskeyRecord(deps.kv, passkey, name, audit);
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("V_07", "passkey", 409);
    throw err;
  }
  return present({ ...passkey.value, name });
}

/** Removes one of one's passkeys; answers whether the account still has a second factor. */
export async function removePasskey(
  deps: Deps,
  actor: Actor | null,
  id: string,
): Promise<{ secondFactor: boolean }> {
  const a = requireActor(actor);
  requireRecentProof(a);
  const { passkey, user } = await ownPasskey(deps, a, id);
  const audit = await auditDraft(deps, a, {
    action: "passkey-remove",
    target: `${user.value.email} (#${user.value.id})`,
    summary: `passkey "${passkey.value.name}" removed`,
  });
  let after: UserRecord;
  try {
    after = await removePasskeyRecord(deps.kv, user, passkey, audit);
  } catch (err) {
    if (err instanceof CommitConflict) throw apiError("V_07", "passkey", 409);
    throw err;
  }
  const still = hasSecondFactor(after);
  // The last second factor gone is two-factor sign-in turned off: as disableTotp does.
  if (!still) await deleteUserSessions(deps.kv, a.user.id, a.sessionHash);
  return { secondFactor: still };
}
