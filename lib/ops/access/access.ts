/** Server-side permission checks: every operation calls one of these first. */
import { grants, type PermissionName, type PermissionScope } from "../../content/permissions.ts";
import { apiError } from "../../http/errors.ts";
import type { Actor } from "../deps.ts";

/** The actor, or 401 when the request has no live session. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw apiError("AUTH_04", "session");
  return actor;
}

/** The actor, if their role grants `name` for `scope`; else 401 (no session) or 403 (UM_01). */
export function requirePermission(
  actor: Actor | null,
  name: PermissionName,
  scope?: PermissionScope,
): Actor {
  const a = requireActor(actor);
  if (!grants(a.role.permissions, name, scope)) throw apiError("UM_01", name);
  return a;
}
