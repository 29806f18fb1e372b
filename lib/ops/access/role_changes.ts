/**
 * What a user manager may do to roles: nothing that grants more than they hold themself, before
 * or after the change; the Administrator role is never reduced nor deleted.
 */
import { PERMISSIONS, type Role, ROLE_IDS, roleWithin } from "../../content/permissions.ts";
import type { RoleBody } from "../../content/roles.ts";
import { getRoleEntry } from "../../db/roles.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "./access.ts";
import type { Actor, Deps } from "../deps.ts";

/**
 * The acting manager's role as stored now (its entry goes into the change's commit, so that a
 * change of their own role meanwhile makes the change fail rather than judged on stale grants).
 */
export async function managerRole(
  deps: Deps,
  actor: Actor | null,
): Promise<{ actor: Actor; role: Role; entry: Deno.KvEntryMaybe<Role> }> {
  const a = requirePermission(actor, "manage-users");
  const entry = await getRoleEntry(deps.kv, a.role.ID);
  if (!entry.value) throw apiError("UM_01", "role");
  return { actor: a, role: entry.value, entry };
}

/** Refuses (UM_01) a role that grants anything beyond `own`. */
export function requireWithin(
  own: Role,
  role: Pick<Role, "permissions">,
  property = "permissions",
) {
  if (!roleWithin(own, role)) {
    throw apiError("UM_01", property);
  }
}

/** The Administrator role keeps every permission, unnarrowed. */
export function requireNotReduced(id: number, body: RoleBody) {
  if (id !== ROLE_IDS.administrator) return;
  const full = PERMISSIONS.every((name) =>
    body.permissions.some((p) =>
      p.name === name && !p.parameters.locales && !p.parameters.pageTypes
    )
  );
  if (!full) throw apiError("V_07", "permissions");
}
