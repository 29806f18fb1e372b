/**
 * Who may use the media library. Changing it needs manage-media. Reading it (browsing, search,
 * previews, which pages use a file) is open to staff who may also edit pages, since editors pick
 * images for their blocks.
 */
import { grantsMediaRead } from "../../content/permissions.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor, requirePermission } from "./access.ts";
import type { Actor } from "../deps.ts";

export function requireMediaWrite(actor: Actor | null): Actor {
  return requirePermission(actor, "manage-media");
}

export function requireMediaRead(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (!grantsMediaRead(a.role.permissions)) {
    throw apiError("UM_01", "manage-media");
  }
  return a;
}

export function canReadMedia(actor: Actor | null): boolean {
  return !!actor && grantsMediaRead(actor.role.permissions);
}
