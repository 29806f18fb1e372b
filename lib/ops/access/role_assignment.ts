/**
 * Who may give which role, and whom a user manager may manage: nobody changes their own role,
 * nobody hands out a role that grants more than their own, and nobody acts on a user whose
 * current role grants more than their own (so a user manager can neither raise anyone — or an
 * accomplice — above themself, nor edit, re-address, re-role or delete someone above them).
 */
import { type Role, roleWithin } from "../../content/permissions.ts";
import { getRole, getRoleEntry } from "../../db/roles.ts";
import type { UserRecord } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";

/**
 * The role `actor` may give, as stored: its entry goes into the commit that gives it, so that a
 * role deleted or widened meanwhile is not handed out as judged.
 */
export async function assignableRole(
  deps: Deps,
  actor: Actor,
  roleID: number,
): Promise<Deno.KvEntry<Role>> {
  const entry = await getRoleEntry(deps.kv, roleID);
  if (!entry.value) throw apiError("V_12", "role");
  if (!roleWithin(actor.role, entry.value)) throw apiError("UM_01", "role");
  return entry as Deno.KvEntry<Role>;
}

/**
 * Refuses (UM_01) an action of `actor` on another user whose current role grants anything beyond
 * the actor's own. `target` must be the record the action's commit is checked against, so that
 * the role judged is the role the user still has when the change lands. Oneself always passes
 * here (what one may change about oneself is decided by the operation).
 */
export async function requireManageable(
  deps: Deps,
  actor: Actor,
  target: UserRecord,
  property = "user",
): Promise<void> {
  if (actor.user.id === target.id) return;
  const role = await getRole(deps.kv, target.roleID);
  // A role that no longer exists grants nothing.
  if (role && !roleWithin(actor.role, role)) throw apiError("UM_01", property);
}

/** Whether `role` grants nothing beyond `own` (shared with the admin's role picker). */
export { roleWithin };
