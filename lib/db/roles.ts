import type { Role } from "../content/permissions.ts";
import { PERMISSIONS, ROLE_IDS, SEEDED_ROLES, withHeldLimits } from "../content/permissions.ts";
import { type AuditDraft, auditIn } from "./audit.ts";
import { keys } from "./keys.ts";
import { commit, CommitConflict, listValues } from "./kv.ts";
import { listUsers } from "./users.ts";

/** A role as read: only the limits each permission takes (see `withHeldLimits`). */
export function asRead(role: Role): Role {
  return { ...role, permissions: role.permissions.map(withHeldLimits) };
}

export function getRole(kv: Deno.Kv, id: number): Promise<Role | null> {
  return getRoleEntry(kv, id).then((e) => e.value);
}

export function getRoleEntry(kv: Deno.Kv, id: number): Promise<Deno.KvEntryMaybe<Role>> {
  return kv.get<Role>(keys.role(id)).then((e) => e.value ? { ...e, value: asRead(e.value) } : e);
}

export async function listRoles(kv: Deno.Kv): Promise<Role[]> {
  return (await listValues<Role>(kv, keys.roles())).map(asRead);
}

function nameKey(name: string) {
  return keys.roleByName(name.normalize("NFKC").trim().toLowerCase());
}

/**
 * Writes the seeded roles when they are missing (staff may edit them afterwards; their IDs stay
 * fixed), and the name index of every role that lacks it. The Administrator role holds every
 * permission (the roles API refuses to reduce it), so a permission added in a later release
 * (such as view-audit) is added to it on a store that predates it. Reads what is there first and
 * commits only what is missing (a store that has it all costs three reads, no commit); each
 * commit checks what it read, and one that lost a race is simply tried again.
 */
export async function ensureSeededRoles(kv: Deno.Kv): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await completeSeededRoles(kv)) return;
  }
  throw new CommitConflict();
}

/** One pass of {@link ensureSeededRoles}: false when a commit lost a race. */
async function completeSeededRoles(kv: Deno.Kv): Promise<boolean> {
  const found = await kv.getMany<Role[]>(SEEDED_ROLES.map((r) => keys.role(r.ID)));
  const missing = SEEDED_ROLES.filter((_, i) => found[i].versionstamp === null);
  if (missing.length) {
    const op = kv.atomic();
    for (const role of missing) {
      op.check({ key: keys.role(role.ID), versionstamp: null }).set(keys.role(role.ID), role);
    }
    if (!(await op.commit()).ok) return false;
  }
  const admin = found[SEEDED_ROLES.findIndex((r) => r.ID === ROLE_IDS.administrator)];
  const held = admin.value?.permissions.map((p) => p.name) ?? PERMISSIONS;
  const lacking = PERMISSIONS.filter((name) => !held.includes(name));
  if (admin.value && lacking.length) {
    const permissions = [
      ...admin.value.permissions,
      ...lacking.map((name) => ({ name, parameters: {} })),
    ];
    const op = kv.atomic().check(admin)
      .set(keys.role(ROLE_IDS.administrator), { ...admin.value, permissions });
    if (!(await op.commit()).ok) return false;
  }
  const roles = await listRoles(kv);
  for (let i = 0; i < roles.length; i += 10) {
    const batch = roles.slice(i, i + 10);
    const names = await kv.getMany(batch.map((r) => nameKey(r.name)));
    const op = kv.atomic();
    let n = 0;
    batch.forEach((role, j) => {
      if (names[j].versionstamp !== null) return;
      op.check({ key: nameKey(role.name), versionstamp: null }).set(nameKey(role.name), role.ID);
      n++;
    });
    if (n && !(await op.commit()).ok) return false;
  }
  return true;
}

/** Thrown when another role already has the name (ignoring case). */
export class RoleNameTaken extends Error {
  constructor() {
    super("A role with that name already exists.");
  }
}

async function failure(kv: Deno.Kv, name: string, id: number | null): Promise<Error> {
  const owner = (await kv.get<number>(nameKey(name))).value;
  return owner !== null && owner !== id ? new RoleNameTaken() : new CommitConflict();
}

/** The lowest ID a created role can have: the seeded roles keep theirs. */
const FIRST_FREE_ID = Math.max(...SEEDED_ROLES.map((r) => r.ID)) + 1;

/**
 * Inserts a new role with the next free ID, in one commit checked against the ID counter, the
 * name index and `guard` (entries the decision to create it was based on).
 */
export async function insertRole(
  kv: Deno.Kv,
  input: Omit<Role, "ID">,
  guard: Deno.KvEntryMaybe<unknown>[] = [],
  audit?: (role: Role) => AuditDraft,
): Promise<Role> {
  const counter = await kv.get<number>(keys.counter("roles"));
  const id = Math.max(counter.value ?? 0, FIRST_FREE_ID - 1) + 1;
  const role: Role = {
    ID: id,
    name: input.name,
    permissions: input.permissions,
    requireSecondFactor: input.requireSecondFactor ?? false,
  };
  const op = kv.atomic().check(counter)
    .check({ key: keys.role(id), versionstamp: null })
    .check({ key: nameKey(role.name), versionstamp: null })
    .set(keys.counter("roles"), id)
    .set(keys.role(id), role)
    .set(nameKey(role.name), id);
  for (const entry of guard) op.check(entry);
  auditIn(op, audit?.(role));
  if (!(await op.commit()).ok) throw await failure(kv, role.name, null);
  return role;
}

/** Replaces a role read as `before` (optimistic), keeping the name index in step. */
export async function replaceRole(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<Role>,
  after: Role,
  guard: Deno.KvEntryMaybe<unknown>[] = [],
  audit?: AuditDraft,
): Promise<void> {
  if (!before.value) throw new CommitConflict();
  const op = kv.atomic().check(before).set(keys.role(after.ID), after);
  const oldKey = nameKey(before.value.name);
  const newKey = nameKey(after.name);
  if (oldKey.join("\u0000") !== newKey.join("\u0000")) {
    op.check({ key: newKey, versionstamp: null }).delete(oldKey).set(newKey, after.ID);
  }
  for (const entry of guard) op.check(entry);
  auditIn(op, audit);
  if (!(await op.commit()).ok) throw await failure(kv, after.name, after.ID);
}

/** Thrown when a user still holds the role to delete. */
export class RoleInUse extends Error {
  constructor() {
    super("A user holds this role.");
  }
}

/**
 * Deletes a role read as `before`, unless a user holds it: the commit checks the role's users
 * stamp, which every commit giving a user a role changes.
 */
export async function deleteRoleRecord(
  kv: Deno.Kv,
  before: Deno.KvEntry<Role>,
  guard: Deno.KvEntryMaybe<unknown>[] = [],
  audit?: AuditDraft,
): Promise<void> {
  const stamp = await kv.get(keys.roleUsersStamp(before.value.ID));
  if ((await listUsers(kv)).some((u) => u.roleID === before.value.ID)) throw new RoleInUse();
  const op = kv.atomic().check(before).check(stamp)
    .delete(keys.role(before.value.ID))
    .delete(nameKey(before.value.name))
    .delete(keys.roleUsersStamp(before.value.ID));
  for (const entry of guard) op.check(entry);
  await commit(auditIn(op, audit));
}

/** How many users hold each role. */
export async function countUsersByRole(kv: Deno.Kv): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const u of await listUsers(kv)) out.set(u.roleID, (out.get(u.roleID) ?? 0) + 1);
  return out;
}
