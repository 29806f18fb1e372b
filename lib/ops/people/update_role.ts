/**
 * Editing a role: only one that grants nothing beyond the manager's own, before and after the
 * edit (so nobody widens a role they hold, nor narrows one above them); the Administrator role
 * keeps every permission.
 */
import type { Role } from "../../content/permissions.ts";
import type { RoleBody } from "../../content/roles.ts";
import { getRoleEntry, replaceRole, RoleNameTaken } from "../../db/roles.ts";
import { apiError, found } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, changeSummary, permissionList } from "../audit.ts";
import { requireRecentProof } from "../access/recent_proof.ts";
import { managerRole, requireNotReduced, requireWithin } from "../access/role_changes.ts";

export async function updateRole(
  deps: Deps,
  actor: Actor | null,
  id: number,
  body: RoleBody,
): Promise<Role> {
  const manager = await managerRole(deps, actor);
  const before = found(await getRoleEntry(deps.kv, id), "role");
  requireWithin(manager.role, before.value, "role");
  requireWithin(manager.role, body);
  requireNotReduced(id, body);
  if (permissionList(before.value.permissions) !== permissionList(body.permissions)) {
    requireRecentProof(manager.actor);
  }
  const after: Role = {
    ID: id,
    name: body.name,
    permissions: body.permissions,
    requireSecondFactor: body.requireSecondFactor,
  };
  // Editing one's own role: the role entry is `before` itself, checked already.
  const guard = manager.role.ID === id ? [] : [manager.entry];
  try {
    const audit = await auditDraft(deps, actor, {
      action: "role-update",
      target: `${before.value!.name} (#${id})`,
      summary: changeSummary({
        name: [before.value!.name, after.name],
        permissions: [permissionList(before.value!.permissions), permissionList(after.permissions)],
        requireSecondFactor: [!!before.value!.requireSecondFactor, !!after.requireSecondFactor],
      }),
    });
    await replaceRole(deps.kv, before, after, guard, audit);
  } catch (err) {
    if (err instanceof RoleNameTaken) throw apiError("V_06", "name");
    throw err;
  }
  return after;
}
