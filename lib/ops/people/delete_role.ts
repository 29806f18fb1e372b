/** Deleting a role: not the Administrator role, not one a user holds, not one above oneself. */
import { ROLE_IDS } from "../../content/permissions.ts";
import { deleteRoleRecord, getRoleEntry, RoleInUse } from "../../db/roles.ts";
import { apiError, found } from "../../http/errors.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft, permissionList } from "../audit.ts";
import { managerRole, requireWithin } from "../access/role_changes.ts";

export async function deleteRole(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  const manager = await managerRole(deps, actor);
  const before = found(await getRoleEntry(deps.kv, id), "role");
  requireWithin(manager.role, before.value, "role");
  if (id === ROLE_IDS.administrator) throw apiError("V_07", "role");
  try {
    const audit = await auditDraft(deps, actor, {
      action: "role-delete",
      target: `${before.value!.name} (#${id})`,
      summary: permissionList(before.value!.permissions),
    });
    await deleteRoleRecord(
      deps.kv,
      before as Deno.KvEntry<typeof before.value>,
      [manager.entry],
      audit,
    );
  } catch (err) {
    if (err instanceof RoleInUse) throw apiError("V_07", "role");
    throw err;
  }
}
