/** Calls for the user's own sessions, an administrator's end-all, and the password repeat. */
import type { SessionJson } from "../../../lib/content/users.ts";
import { request } from "./client.ts";

export type Session = SessionJson;

export async function listSessions(signal?: AbortSignal): Promise<Session[]> {
  const answer = await request<{ Success: true; sessions: Session[] }>("GET", "/auth/sessions", {
    signal,
  });
  return answer.sessions;
}

/** Signs one of one's own sessions out; answers whether it was this browser's. */
export async function endSession(id: string): Promise<boolean> {
  const answer = await request<{ Success: true; current: boolean }>(
    "DELETE",
    `/auth/sessions/${encodeURIComponent(id)}`,
  );
  return answer.current;
}

export async function endOtherSessions(): Promise<void> {
  await request("POST", "/auth/sessions/end-others");
}

/** An administrator signs another user out everywhere. */
export async function endUserSessions(userID: number): Promise<void> {
  await request("POST", `/user/${userID}/end-sessions`);
}

/** Repeats the password or gives a second-factor code, renewing the proof sensitive actions ask for. */
export async function reauth(proof: { password: string } | { code: string }): Promise<void> {
  // Its own failures (a wrong password, a wrong code: 401 AUTH_05) are the dialog's to show:
  // never a repeat of itself, and a wrong code is no ended session to sign out of.
  await request("POST", "/auth/reauth", { body: proof, reauthed: true, allowUnauthorized: true });
}
