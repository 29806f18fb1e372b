/**
 * The sessions a user can see and end (Settings → Sessions), and an administrator's "end all
 * sessions" of another user. A session is named to the API by {@link sessionId}, never by the
 * hash it is stored under. Ending sessions is recorded in the audit trail: it is what one does
 * after losing a laptop, and what an attacker holding a session would do to keep it alone.
 */
import { sessionId } from "../../auth/sessions.ts";
import type { SessionJson } from "../../content/users.ts";
import { writeAudit } from "../../db/audit.ts";
import {
  deleteSession,
  deleteUserSessions,
  listUserSessions,
  type SessionRecord,
} from "../../db/sessions.ts";
import { getUserEntry } from "../../db/users.ts";
import { apiError } from "../../http/errors.ts";
import { requireActor, requirePermission } from "../access/access.ts";
import { requireManageable } from "../access/role_assignment.ts";
import { auditDraft } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";

function present(hash: string, session: SessionRecord, actor: Actor): SessionJson {
  return {
    id: sessionId(hash),
    current: hash === actor.sessionHash,
    userAgent: session.userAgent ?? "",
    address: session.address ?? "",
    signedInAt: new Date(session.createdAt).toISOString(),
    lastActiveAt: new Date(session.lastActiveAt ?? session.createdAt).toISOString(),
  };
}

/** The live sessions of the signed-in user, the most recently active first. */
export async function listOwnSessions(deps: Deps, actor: Actor | null): Promise<SessionJson[]> {
  const a = requireActor(actor);
  const now = Date.now();
  const found = await listUserSessions(deps.kv, a.user.id);
  return found
    .filter(({ session }) => session.expiresAt > now)
    .map(({ hash, session }) => present(hash, session, a))
    // Newest activity first; this session first among equals (signed in the same millisecond).
    .sort((x, y) => y.lastActiveAt.localeCompare(x.lastActiveAt) || +y.current - +x.current);
}

/**
 * Ends one of the signed-in user's own sessions, by its id (404 NF_01 for an id that is not one
 * of theirs: another user's session is as unknown as one that never was). Answers whether it
 * was the session of this very request, so the route can clear its cookie.
 */
export async function endOwnSession(
  deps: Deps,
  actor: Actor | null,
  id: string,
): Promise<{ current: boolean }> {
  const a = requireActor(actor);
  const found = (await listUserSessions(deps.kv, a.user.id)).find((s) => sessionId(s.hash) === id);
  if (!found) throw apiError("NF_01", "session");
  await deleteSession(deps.kv, found.hash);
  await recordSessionsEnd(
    deps,
    a,
    `${a.user.email} (#${a.user.id})`,
    `signed out one session${found.hash === a.sessionHash ? " (this one)" : ""}`,
  );
  return { current: found.hash === a.sessionHash };
}

/** Ends every session of the signed-in user but this one ("Sign out everywhere else"). */
export async function endOtherSessions(deps: Deps, actor: Actor | null): Promise<void> {
  const a = requireActor(actor);
  await deleteUserSessions(deps.kv, a.user.id, a.sessionHash);
  await recordSessionsEnd(deps, a, `${a.user.email} (#${a.user.id})`, "signed out everywhere else");
}

/**
 * An administrator (manage-users) ends every session of another user they may manage; their
 * own sessions go through the calls above. 404 UM_02 for an unknown user.
 */
export async function endUserSessions(
  deps: Deps,
  actor: Actor | null,
  userID: number,
): Promise<void> {
  const a = requirePermission(actor, "manage-users");
  if (a.user.id === userID) throw apiError("UM_01", "user");
  const target = (await getUserEntry(deps.kv, userID)).value;
  if (!target) throw apiError("UM_02", "user");
  await requireManageable(deps, a, target);
  await deleteUserSessions(deps.kv, userID);
  await recordSessionsEnd(
    deps,
    a,
    `${target.email} (#${userID})`,
    "all sessions ended by an administrator",
  );
}

/** The audit record of sessions ended: its own write, as the sessions go in batches of their own. */
async function recordSessionsEnd(deps: Deps, a: Actor, target: string, summary: string) {
  await writeAudit(deps.kv, await auditDraft(deps, a, { action: "sessions-end", target, summary }));
}
