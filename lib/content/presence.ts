/**
 * Presence and soft locks in the page editor (issue 22): who has a page open, who holds its soft
 * lock, and the bodies of the presence and lock calls. Shared by the server and the admin.
 *
 * An editor is one open editor tab: a signed-in user plus a tab id the admin makes up when it
 * loads, so the same person in two tabs is two editors (and one of them may hold the lock).
 */
import { z } from "zod";

/** How often an open editor says it is still there. */
export const HEARTBEAT_MS = 10_000;

/**
 * How long an editor counts as present after its last heartbeat: three missed beats. A lock
 * lasts as long as its holder is present, so a silent holder loses it after this too.
 */
export const PRESENCE_TTL_MS = 30_000;

/**
 * A lock is released when its holder changed nothing for this long (issue 28: an editor who saved
 * long ago and left the tab open kept everyone else out, since the open tab kept beating). The
 * holder is told; a change of theirs takes the lock back unless someone else took it meanwhile.
 */
export const LOCK_IDLE_MS = 10 * 60_000;

/** An editor tab's id: random, made by the admin; never shown to other people. */
export const tabIDSchema = z.string({ error: "V_01" }).regex(/^[A-Za-z0-9_-]{8,64}$/, {
  error: "V_12",
});

/**
 * `POST /page/{id}/presence`, `/lock`, `/lock/take-over`, `/presence/leave`. The admin always
 * names its tab; a caller that does not (a script, another client: the contract needs no body)
 * is one editor per session.
 */
export const presenceBody = z.object({
  tabID: tabIDSchema.optional(),
  /** On a heartbeat: the tab changed the page since its last beat (keeps its lock; LOCK_IDLE_MS). */
  active: z.boolean({ error: "V_12" }).optional(),
});

/** `GET /page/{id}/presence?tabID=…`: the tab is optional (it only marks the caller's entry). */
export const presenceQuery = z.object({ tabID: tabIDSchema.optional() });

export type PresenceInput = z.infer<typeof presenceBody>;

/** One editor of a page as the API answers it. */
export interface EditorPresence {
  userID: number;
  /** As the admin names people elsewhere: the profile name, else the e-mail address. */
  name: string;
  /** ISO 8601: when this editor opened the page. */
  since: string;
  holdsLock: boolean;
  /** The caller's own tab (the caller's other tabs are other editors). */
  self: boolean;
}

/** Who took the lock from the caller's tab, told once by its next heartbeat. */
export interface LockLost {
  userID: number;
  name: string;
  /** ISO 8601. */
  at: string;
}

/** The holder a refused lock (409 PM_03) names. */
export interface LockHolder {
  userID: number;
  name: string;
  /** ISO 8601: since when they hold the lock. */
  since: string;
}

export interface PresenceAnswer {
  editors: EditorPresence[];
  /** Set once, on the heartbeat after someone took the lock over from this tab. */
  lockLost: LockLost | null;
  /**
   * ISO 8601: when this tab's lock was released because it changed nothing for LOCK_IDLE_MS;
   * set while the release stands (until the tab changes something, or someone else locks).
   */
  lockReleased: string | null;
}
