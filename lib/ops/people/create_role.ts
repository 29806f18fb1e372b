/** Creating a role: a unique name, and no permission beyond the creating manager's own. */
import type { Role } from "../../content/permissions.ts";
import type { RoleBody } from "../../content/roles.ts";
import { insertRole, RoleNameTaken } from "../../db/roles.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, permissionList } from "../audit.ts";
import { managerRole, requireWithin } from "../access/role_changes.ts";

export async function createRole(deps: Deps, actor: Actor | null, body: RoleBody): Promise<Role> {
  const manager = await managerRole(deps, actor);
  requireWithin(manager.role, body);
  try {
    const draft = await auditDraft(deps, actor, {
      action: "role-create",
      target: body.name,
      summary: permissionList(body.permissions),
    });
    return await insertRole(
      deps.kv,
      body,
      [manager.entry],
      (role) => ({ ...draft, target: `${role.name} (#${role.ID})` }),
    );
  } catch (err) {
    if (err instanceof RoleNameTaken) throw apiError("V_06", "name");
    throw err;
  }
}
