/**
 * Who may give which role: nobody changes their own role, and nobody hands out a role that grants
 * more than their own (so a user manager cannot raise anyone — or an accomplice — above themself).
 */
import { grants, type Role } from "../content/permissions.ts";
import { getRole } from "../db/roles.ts";
import { apiError } from "../http/errors.ts";
import type { Actor, Deps } from "./deps.ts";

export async function assignableRole(deps: Deps, actor: Actor, roleID: number): Promise<Role> {
  const role = await getRole(deps.kv, roleID);
  if (!role) throw apiError("V_12", "role");
  const within = role.permissions.every((p) =>
    grants(actor.role.permissions, p.name) &&
    actor.role.permissions.some((own) => own.name === p.name && coversParameters(own, p))
  );
  if (!within) throw apiError("UM_01", "role");
  return role;
}

function coversParameters(own: Role["permissions"][number], given: Role["permissions"][number]) {
  const covers = (mine?: string[], theirs?: string[]) =>
    !mine || (!!theirs && theirs.every((x) => mine.includes(x)));
  return covers(own.parameters.locales, given.parameters.locales) &&
    covers(own.parameters.pageTypes, given.parameters.pageTypes);
}
