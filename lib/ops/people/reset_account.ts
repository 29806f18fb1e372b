/**
 * Setting a password from an e-mailed token (reset and activation alike): the token is spent in
 * the same commit that sets the password, so it works once. The password change raises the
 * user's credential epoch in that commit too, which voids every other link (V_05) and session of
 * the user at once; the sessions are then also removed from the store.
 */
import { hashPassword } from "../../auth/password.ts";
import { passwordWeakness } from "../../auth/password_strength.ts";
import { hashToken } from "../../auth/tokens.ts";
import { deleteUserSessions } from "../../db/sessions.ts";
import { getToken, spendTokenIn, type TokenRecord } from "../../db/tokens.ts";
import { credentialEpoch, getUserEntry, replaceUser, type UserRecord } from "../../db/users.ts";
import { CommitConflict } from "../../db/kv.ts";
import { apiError } from "../../http/errors.ts";
import type { Deps } from "../deps.ts";
import { auditDraft } from "../audit.ts";
import { auditIn } from "../../db/audit.ts";

/** Whether a token was made before its user's last e-mail or password change. */
function voided(token: TokenRecord, user: UserRecord): boolean {
  return (token.credentialEpoch ?? 0) !== credentialEpoch(user);
}

/**
 * Whether a link token would set a password now: it exists, has not expired or been voided, and
 * its user is still there. Nothing is spent or changed, and the answer says nothing about any
 * account beyond that (tokens are random, 256 bits, and stored only as hashes).
 */
export async function tokenValid(deps: Deps, token: string): Promise<boolean> {
  if (!token) return false;
  const record = (await getToken(deps.kv, hashToken(token))).value;
  if (!record || record.expiresAt <= Date.now()) return false;
  const user = (await getUserEntry(deps.kv, record.userID)).value;
  return user !== null && !voided(record, user);
}

export async function resetAccount(
  deps: Deps,
  input: { password: string; token: string },
  options: { clientAddress?: string } = {},
): Promise<void> {
  const tokenEntry = await getToken(deps.kv, hashToken(input.token));
  const token = tokenEntry.value;
  if (!token) throw apiError("V_04", "token");
  if (token.expiresAt <= Date.now()) throw apiError("V_05", "token");
  const before = await getUserEntry(deps.kv, token.userID);
  if (!before.value) throw apiError("V_04", "token");
  if (voided(token, before.value)) throw apiError("V_05", "token");
  const weakness = await passwordWeakness(input.password, {
    name: before.value.profile.name,
    email: before.value.email,
  });
  if (weakness) throw apiError(weakness, "password");
  const passwordHash = await hashPassword(input.password);
  const after: UserRecord = {
    ...before.value,
    passwordHash,
    active: true,
    updatedAt: Date.now(),
    credentialEpoch: credentialEpoch(before.value) + 1,
  };
  // The person acts for themselves through the mailed link: they are the actor.
  const audit = await auditDraft(deps, { user: before.value, ...options }, {
    action: "user-update",
    target: `${before.value.email} (#${before.value.id})`,
    summary: before.value.active ? "password reset through an e-mailed link" : "account activated",
  });
  try {
    await replaceUser(deps.kv, before, after, (op) => {
      spendTokenIn(op, tokenEntry as Deno.KvEntry<TokenRecord>);
      auditIn(op, audit);
    });
  } catch (err) {
    // Someone spent the token (or changed the user) in between: the token is no longer valid.
    if (err instanceof CommitConflict) throw apiError("V_04", "token");
    throw err;
  }
  await deleteUserSessions(deps.kv, token.userID);
}
