/**
 * Editing a user. Anyone edits their own profile and language, and their own e-mail address and
 * password with the current password (V_01 without it, AUTH_02 when wrong), whichever screen
 * sends the change; user managers edit others' e-mail, role and profile — only of users whose
 * current role grants nothing beyond their own. Fields a caller may not set are refused (UM_01),
 * never silently applied.
 *
 * A change of e-mail address or password raises the user's credential epoch in the same commit:
 * every link mailed before (activation, reset) is void from then on, and so is every session but
 * the one making the change (if it is the user's own), which moves on to the new epoch.
 */
import { hashPassword } from "../../auth/password.ts";
import { passwordWeakness } from "../../auth/password_strength.ts";
import type { UpdateUserBody } from "../../content/users.ts";
import { grants, type Role, ROLE_IDS } from "../../content/permissions.ts";
import {
  deleteUserSessions,
  getSession,
  replaceSessionIn,
  type SessionRecord,
} from "../../db/sessions.ts";
import {
  credentialEpoch,
  EmailTaken,
  getUserEntry,
  normaliseEmail,
  replaceUser,
  type UserRecord,
} from "../../db/users.ts";
import { getRole } from "../../db/roles.ts";
import { CommitConflict } from "../../db/kv.ts";
import { apiError } from "../../http/errors.ts";
import { emailChangedMail } from "../../mail/templates.ts";
import { requireActor } from "../access/access.ts";
import { sendAccountLink } from "./_account_links.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, changeSummary } from "../audit.ts";
import { auditIn } from "../../db/audit.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";
import { assignableRole, requireManageable } from "../access/role_assignment.ts";
import { requireRecentProof } from "../access/recent_proof.ts";
import { requirePassword } from "./_guarded_proof.ts";
import { logError } from "../../observe/log.ts";

export async function updateUser(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdateUserBody,
): Promise<UserJson> {
  const a = requireActor(actor);
  const self = a.user.id === id;
  const manager = grants(a.role.permissions, "manage-users");
  if (!self && !manager) throw apiError("UM_01", "user");

  const before = await getUserEntry(deps.kv, id);
  if (!before.value) throw apiError("UM_02", "user");
  await requireManageable(deps, a, before.value);
  const user: UserRecord = {
    ...before.value,
    profile: { ...before.value.profile },
    updatedAt: Date.now(),
  };

  const changingEmail = input.email !== undefined &&
    normaliseEmail(input.email) !== normaliseEmail(user.email);
  if (changingEmail) user.email = input.email!;
  let roleEntry: Deno.KvEntry<Role> | null = null;
  if (input.role !== undefined && input.role !== user.roleID) {
    if (self) throw apiError("UM_01", "role");
    roleEntry = await assignableRole(deps, a, input.role);
    requireRecentProof(a);
    user.roleID = roleEntry.value.ID;
  }
  if (input.profile?.name !== undefined) user.profile.name = input.profile.name;
  if (input.profile?.jobTitle !== undefined) user.profile.jobTitle = input.profile.jobTitle;
  if (input.language !== undefined) {
    if (!self) throw apiError("UM_01", "language");
    user.language = input.language;
  }
  if (input.breakGlass !== undefined && input.breakGlass !== !!user.breakGlass) {
    // Who may bypass OIDC_ONLY is the Administrators' call alone, and a sensitive one.
    if (a.role.ID !== ROLE_IDS.administrator) throw apiError("UM_01", "breakGlass");
    requireRecentProof(a);
    user.breakGlass = input.breakGlass;
  }
  const changingPassword = input.newPassword !== undefined;
  if (changingPassword && !self) throw apiError("UM_01", "newPassword");
  const credentialsChange = changingEmail || changingPassword;
  // Whoever holds a signed-in session must not be able to take the account over with it.
  if (self && credentialsChange) {
    await requireCurrentPassword(deps, input.currentPassword, before.value);
  }
  if (changingPassword) {
    const weakness = await passwordWeakness(input.newPassword!, {
      name: user.profile.name,
      email: user.email,
    });
    if (weakness) throw apiError(weakness, "newPassword");
  }
  if (changingPassword) user.passwordHash = await hashPassword(input.newPassword!);

  let kept: Deno.KvEntry<SessionRecord> | null = null;
  if (credentialsChange) {
    user.credentialEpoch = credentialEpoch(before.value) + 1;
    if (self) {
      const own = await getSession(deps.kv, a.sessionHash);
      if (own.value) kept = own as Deno.KvEntry<SessionRecord>;
    }
  }
  const audit = await auditDraft(deps, a, {
    action: "user-update",
    target: `${before.value.email} (#${id})`,
    summary: changeSummary({
      email: [before.value.email, user.email],
      role: [before.value.roleID, user.roleID],
      name: [before.value.profile.name, user.profile.name],
      jobTitle: [before.value.profile.jobTitle, user.profile.jobTitle],
      language: [before.value.language, user.language],
      breakGlass: [!!before.value.breakGlass, !!user.breakGlass],
      // Only that it changed: never a password or its hash.
      password: [false, changingPassword],
    }),
  });
  try {
    await replaceUser(deps.kv, before, user, (op) => {
      auditIn(op, audit);
      if (roleEntry) op.check(roleEntry);
      if (kept) {
        replaceSessionIn(op, kept, { ...kept.value, credentialEpoch: user.credentialEpoch });
      }
    });
  } catch (err) {
    if (err instanceof EmailTaken) throw apiError("V_06", "email");
    if (err instanceof CommitConflict) throw apiError("V_07", "user", 409);
    throw err;
  }
  if (credentialsChange) {
    // Void already (their epoch is old); this only clears them out of the store.
    await deleteUserSessions(deps.kv, id, kept ? a.sessionHash : undefined);
  }
  if (changingEmail) await afterAddressChange(deps, before.value, user);
  return presentUser(user, await getRole(deps.kv, user.roleID));
}

/** The current password, checked in a lockout slot of the address as it was (./_guarded_proof.ts). */
async function requireCurrentPassword(deps: Deps, given: string | undefined, user: UserRecord) {
  if (!given) throw apiError("V_01", "currentPassword");
  await requirePassword(deps.kv, user, given, "currentPassword");
}

/**
 * Tells the previous address that the account moved (without naming the new one). An account not
 * yet activated gets a fresh activation link at its new address, as the old link is void — the
 * way to correct a mistyped address.
 */
async function afterAddressChange(deps: Deps, before: UserRecord, after: UserRecord) {
  try {
    await deps.mailer.send(emailChangedMail({
      to: before.email,
      name: after.profile.name,
      language: after.language,
      siteName: deps.config.siteName,
    }));
  } catch (err) {
    logError("update user: could not notify the previous e-mail address", err);
  }
  if (!after.active) await sendAccountLink(deps, after, "activation");
}
