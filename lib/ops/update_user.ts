/**
 * Editing a user. Anyone edits their own profile, language and password (with the current
 * password); user managers edit others' e-mail, role and profile. Fields a caller may not set
 * are refused (UM_01), never silently applied.
 */
import { hashPassword, verifyPassword } from "../auth/password.ts";
import type { UpdateUserBody } from "../content/users.ts";
import { grants } from "../content/permissions.ts";
import { deleteUserSessions } from "../db/sessions.ts";
import { EmailTaken, getUserEntry, normaliseEmail, replaceUser } from "../db/users.ts";
import { getRole } from "../db/roles.ts";
import { CommitConflict } from "../db/kv.ts";
import { apiError } from "../http/errors.ts";
import { requireActor } from "./access.ts";
import type { Actor, Deps } from "./deps.ts";
import { presentUser, type UserJson } from "./present_user.ts";
import { assignableRole } from "./role_assignment.ts";

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
  const user = { ...before.value, profile: { ...before.value.profile }, updatedAt: Date.now() };

  if (input.email !== undefined && normaliseEmail(input.email) !== normaliseEmail(user.email)) {
    if (!manager) throw apiError("UM_01", "email");
    user.email = input.email;
  }
  if (input.role !== undefined && input.role !== user.roleID) {
    if (self) throw apiError("UM_01", "role");
    user.roleID = (await assignableRole(deps, a, input.role)).ID;
  }
  if (input.profile?.name !== undefined) user.profile.name = input.profile.name;
  if (input.profile?.jobTitle !== undefined) user.profile.jobTitle = input.profile.jobTitle;
  if (input.language !== undefined) {
    if (!self) throw apiError("UM_01", "language");
    user.language = input.language;
  }
  const changingPassword = input.newPassword !== undefined;
  if (changingPassword) {
    if (!self) throw apiError("UM_01", "newPassword");
    if (!(await verifyPassword(input.currentPassword ?? "", user.passwordHash))) {
      throw apiError("AUTH_02", "currentPassword");
    }
    user.passwordHash = await hashPassword(input.newPassword!);
  }

  try {
    await replaceUser(deps.kv, before, user);
  } catch (err) {
    if (err instanceof EmailTaken) throw apiError("V_06", "email");
    if (err instanceof CommitConflict) throw apiError("V_07", "user", 409);
    throw err;
  }
  // A new password ends every other session; a new role takes effect on the next request anyway.
  if (changingPassword) await deleteUserSessions(deps.kv, id, a.sessionHash);
  return presentUser(user, await getRole(deps.kv, user.roleID));
}
