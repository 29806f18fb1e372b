/** Calls of /api/ximblox/auth/passkeys: one's own passkeys, and signing in with one (issue 31). */
import type { PasskeyJson } from "../../../lib/content/passkeys.ts";
import { request } from "./client.ts";

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

/** Renews the proof sensitive actions ask for with a passkey's assertion. */
export async function passkeyReauth(response: unknown): Promise<void> {
  // A refused passkey (401 AUTH_10) is the dialog's to show, with the session alive.
  await request("POST", "/auth/reauth", {
    body: { passkey: response },
    reauthed: true,
    allowUnauthorized: true,
  });
}
