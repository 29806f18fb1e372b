/**
 * Calls of presence and soft locks in the page editor (issue 22): /page/{id}/presence, /lock,
 * /lock/take-over and /presence/leave. `editorTabID` names this browser tab to the server: the
 * same person in two tabs is two editors.
 */
import type { LockHolder, PresenceAnswer } from "../../../lib/content/presence.ts";
import { API_BASE, currentCsrfToken, request } from "./client.ts";

export type {
  EditorPresence,
  LockHolder,
  LockLost,
  PresenceAnswer,
} from "../../../lib/content/presence.ts";

function newTabID(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `tab-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** This tab's id, made once per page load (a reload is a new editor). */
export const editorTabID = newTabID();

/**
 * The heartbeat of an open editor: keeps it present, answers the editors. `active`: the page was
 * changed here since the last beat (a lock is released after LOCK_IDLE_MS without changes).
 */
export async function heartbeat(pageID: number, active = false): Promise<PresenceAnswer> {
  const { editors, lockLost, lockReleased } = await request<PresenceAnswer>(
    "POST",
    `/page/${pageID}/presence`,
    { body: { tabID: editorTabID, active } },
  );
  return { editors, lockLost, lockReleased: lockReleased ?? null };
}

/** The editors of a page, without counting as a heartbeat. */
export async function presenceOf(pageID: number, signal?: AbortSignal): Promise<PresenceAnswer> {
  const path = `/page/${pageID}/presence?tabID=${encodeURIComponent(editorTabID)}`;
  const { editors, lockLost, lockReleased } = await request<PresenceAnswer>("GET", path, {
    signal,
  });
  return { editors, lockLost, lockReleased: lockReleased ?? null };
}

/** Takes the page's lock (ApiError PM_03 with `answer.holder` when someone else holds it). */
export async function lockPage(pageID: number): Promise<LockHolder> {
  const { holder } = await request<{ holder: LockHolder }>("POST", `/page/${pageID}/lock`, {
    body: { tabID: editorTabID },
  });
  return holder;
}

export async function takeOver(pageID: number): Promise<LockHolder> {
  const path = `/page/${pageID}/lock/take-over`;
  const { holder } = await request<{ holder: LockHolder }>("POST", path, {
    body: { tabID: editorTabID },
  });
  return holder;
}

/**
 * Tells the server this tab closed the editor, also from `pagehide`: a `keepalive` fetch outlives
 * the page and, unlike `sendBeacon`, carries the CSRF header every state-changing call needs.
 * Best effort: when it does not arrive, the presence and the lock run out on their own.
 */
export function leavePage(pageID: number): void {
  try {
    void fetch(`${API_BASE}/page/${pageID}/presence/leave`, {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/json",
        "X-CSRF-Token": currentCsrfToken(),
        "X-Requested-With": "XMLHttpRequest",
      },
      body: JSON.stringify({ tabID: editorTabID }),
    }).catch(() => {});
  } catch {
    // Nothing to do: the entry expires.
  }
}
