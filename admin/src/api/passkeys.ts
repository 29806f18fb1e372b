/** Calls of /api/ximblox/auth/passkeys: one's own passkeys, and signing in with one (issue 31). */
import type { PasskeyJson } from "../../../lib/content/passkeys.ts";
import { request } from "./client.ts";
import type { User } from "./types.ts";

export type Passkey = PasskeyJson;

export async function listPasskeys(signal?: AbortSignal): Promise<Passkey[]> {
  const answer = await request<{ passkeys: Passkey[] }>("GET", "/auth/passkeys", { signal });
  return answer.passkeys;
}

/** The options for `navigator.credentials.create()` (a sensitive action: may ask the proof). */
export async function registrationOptions(): Promise<unknown> {
  return (await request<{ options: unknown }>("POST", "/auth/passkeys/register/options")).options;
}

export async function registerPasskey(name: string, response: unknown): Promise<Passkey> {
  const answer = await request<{ passkey: Passkey }>("POST", "/auth/passkeys/register/verify", {
    body: { name, response },
    // A refused response answers 401 (AUTH_10) with the session alive.
    allowUnauthorized: true,
  });
  return answer.passkey;
}

export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  const answer = await request<{ passkey: Passkey }>(
    "PUT",
    `/auth/passkeys/${encodeURIComponent(id)}`,
    { body: { name } },
  );
  return answer.passkey;
}

export async function removePasskey(id: string): Promise<void> {
  await request("DELETE", `/auth/passkeys/${encodeURIComponent(id)}`);
}

export async function loginOptions(): Promise<unknown> {
  const answer = await request<{ options: unknown }>("POST", "/auth/passkeys/login/options", {
    allowUnauthorized: true,
  });
  return answer.options;
}

export async function loginVerify(response: unknown): Promise<User> {
  // A refused passkey answers 401 (AUTH_10): the sign-in screen's to show.
  const answer = await request<{ User: User }>("POST", "/auth/passkeys/login/verify", {
    body: { response },
    allowUnauthorized: true,
  });
  return answer.User;
}
