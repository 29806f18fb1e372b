import type { Role } from "../content/permissions.ts";
import { SEEDED_ROLES } from "../content/permissions.ts";
import { keys } from "./keys.ts";
import { commit, listValues } from "./kv.ts";

export function getRole(kv: Deno.Kv, id: number): Promise<Role | null> {
  return kv.get<Role>(keys.role(id)).then((e) => e.value);
}

export function listRoles(kv: Deno.Kv): Promise<Role[]> {
  return listValues<Role>(kv, keys.roles());
}

/** Writes the seeded roles; their IDs and permissions are fixed, so this runs on every start. */
export async function ensureSeededRoles(kv: Deno.Kv): Promise<void> {
  const op = kv.atomic();
  for (const role of SEEDED_ROLES) op.set(keys.role(role.ID), role);
  await commit(op);
}
