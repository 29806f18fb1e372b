/** Creating a staff account: inactive, without a password, with an activation link by e-mail. */
import { nextId } from "../../db/counters.ts";
import { CommitConflict } from "../../db/kv.ts";
import { EmailTaken, insertUser, type UserRecord } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { sendAccountLink } from "./_account_links.ts";
import { requirePermission } from "../access/access.ts";
import type { Actor, Deps } from "../deps.ts";
import { auditDraft } from "../audit.ts";
import { presentUser, type UserJson } from "../present/present_user.ts";
import { assignableRole } from "../access/role_assignment.ts";

export interface NewUser {
  email: string;
  roleID: number;
  name: string;
  jobTitle: string;
}

export async function createUser(
  deps: Deps,
  actor: Actor | null,
  input: NewUser,
): Promise<UserJson> {
  const a = requirePermission(actor, "manage-users");
  const roleEntry = await assignableRole(deps, a, input.roleID);
  const role = roleEntry.value;
  const now = Date.now();
  const user: UserRecord = {
    id: await nextId(deps.kv, "users"),
    email: input.email,
    roleID: role.ID,
    profile: { name: input.name, jobTitle: input.jobTitle, image: null },
    // New staff get their mails in the language of whoever invited them until they choose.
    language: a.user.language,
    passwordHash: null,
    active: false,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const audit = await auditDraft(deps, a, {
      action: "user-create",
      target: `${user.email} (#${user.id})`,
      summary: `role ${role.name}; name ${user.profile.name}`,
    });
    await insertUser(deps.kv, user, [roleEntry], audit);
  } catch (err) {
    if (err instanceof EmailTaken) throw apiError("V_06", "email");
    // The role changed meanwhile or the id was taken: nothing was stored, nothing mailed.
    if (err instanceof CommitConflict) throw apiError("UM_09", "user", 409);
    throw err;
  }
  await sendAccountLink(deps, user, "activation");
  return presentUser(user, role);
}
