/** Reading users: the list for user managers, anyone's own record for themself. */
import type { Role } from "../../content/permissions.ts";
import { countUsersByRole, getRole, listRoles } from "../../db/roles.ts";
import { getUser, listUsers } from "../../db/users.ts";
import { grants } from "../../content/permissions.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor, requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";

export async function listUsersFor(
  deps: Deps,
  actor: Actor | null,
): Promise<Record<string, UserJson>> {
  requirePermission(actor, "manage-users");
  // Read side by side: one round trip of waiting, not two.
  const [roleList, users] = await Promise.all([listRoles(deps.kv), listUsers(deps.kv)]);
  const roles = new Map(roleList.map((r) => [r.ID, r]));
  const out: Record<string, UserJson> = {};
  for (const user of users) {
    out[String(user.id)] = presentUser(user, roles.get(user.roleID) ?? null);
  }
  return out;
}

export async function getUserFor(deps: Deps, actor: Actor | null, id: number): Promise<UserJson> {
  const a = requireActor(actor);
  if (a.user.id !== id && !grants(a.role.permissions, "manage-users")) {
    throw apiError("UM_01", "user");
  }
  const user = await getUser(deps.kv, id);
  if (!user) throw apiError("UM_02", "user");
  return presentUser(user, await getRole(deps.kv, user.roleID));
}

/**
 * Roles are listed to every signed-in user (the admin shows role names); user managers also see
 * how many users hold each.
 */
export async function listRolesFor(
  deps: Deps,
  actor: Actor | null,
): Promise<(Role & { userCount?: number })[]> {
  const a = requireActor(actor);
  const roles = (await listRoles(deps.kv)).sort((x, y) => x.ID - y.ID);
  if (!grants(a.role.permissions, "manage-users")) return roles;
  const counts = await countUsersByRole(deps.kv);
  return roles.map((r) => ({ ...r, userCount: counts.get(r.ID) ?? 0 }));
}
