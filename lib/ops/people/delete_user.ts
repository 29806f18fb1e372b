/**
 * Deleting a user: their record, e-mail index, sessions, tokens, passkeys and profile image. Not oneself,
 * and only users whose current role grants nothing beyond the deleting manager's own.
 */
import { deleteBlob } from "../../db/blobs.ts";
import { deleteUserSessions } from "../../db/sessions.ts";
import { deleteUserTokens } from "../../db/tokens.ts";
import { deleteUserPasskeys } from "../../db/passkeys.ts";
import { deleteUserRecord, getUserEntry } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft } from "../audit.ts";
import { requireManageable } from "../access/role_assignment.ts";
import { requireRecentProof } from "../access/recent_proof.ts";
import { logError } from "../../observe/log.ts";

export async function deleteUser(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  const a = requirePermission(actor, "manage-users");
  if (a.user.id === id) throw apiError("UM_01", "user");
  const entry = await getUserEntry(deps.kv, id);
  if (!entry.value) throw apiError("UM_02", "user");
  // The commit below is checked against this entry, so the role judged is the role it deletes.
  await requireManageable(deps, a, entry.value);
  requireRecentProof(a);
  try {
    await deleteUserRecord(
      deps.kv,
      entry,
      await auditDraft(deps, a, {
        action: "user-delete",
        target: `${entry.value.email} (#${id})`,
        summary: `name ${entry.value.profile.name}; role ${entry.value.roleID}`,
      }),
    );
  } catch (err) {
    logError("delete user failed", err);
    throw apiError("UM_10", "user");
  }
  // The record is gone, so these leftovers can no longer be used; clean them up after.
  await deleteUserSessions(deps.kv, id);
  await deleteUserTokens(deps.kv, id);
  await deleteUserPasskeys(deps.kv, id);
  if (entry.value.profile.image) await deleteBlob(deps.kv, entry.value.profile.image);
}
