/**
 * The browser's half of passkeys (issue 31), through @simplewebauthn/browser: loaded only when a
 * passkey is used (the sign-in screen's button, Settings, the proof asked again), so the first
 * load of the sign-in screen does not carry it. The browser's refusals become two errors the
 * screens can word: the user cancelled (or the time ran out), or the browser has no passkeys.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import { ApiError, request } from "../api/client.ts";
import {
  loginOptions,
  loginVerify,
  type Passkey,
  registerPasskey,
  registrationOptions,
} from "../api/passkeys.ts";
import type { User } from "../api/types.ts";

/** The user closed the browser's passkey dialog, or let it time out. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

/** This browser cannot use passkeys (no WebAuthn, or not a secure context). */
export class PasskeyUnsupported extends Error {
  override name = "PasskeyUnsupported";
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new PasskeyUnsupported();
  try {
    return await run();
  } catch (err) {
    if (err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError")) {
      throw new PasskeyCancelled();
    }
    if (err instanceof WebAuthnError && err.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      // The device holds one of this account's passkeys already: as the server would say.
      throw new ApiError(409, [{ property: "passkey", code: "AUTH_12" }]);
    }
    throw err;
  }
}

/** Signs in with a passkey (alone, or completing a pending sign-in); answers the user. */
export async function signInWithPasskey(): Promise<User> {
  const options = await loginOptions();
  // deno-lint-ignore no-explicit-any
  const response = await ceremony(() => startAuthentication({ optionsJSON: options as any }));
  return await loginVerify(response);
}

/** Makes a passkey on this device and adds it to the account under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = await registrationOptions();
  // deno-lint-ignore no-explicit-any
  const response = await ceremony(() => startRegistration({ optionsJSON: options as any }));
  return await registerPasskey(name, response);
}

/** Renews the proof sensitive actions ask for with a passkey (POST /auth/reauth {passkey}). */
export async function proveWithPasskey(): Promise<void> {
  const options = await loginOptions();
  // deno-lint-ignore no-explicit-any
  const response = await ceremony(() => startAuthentication({ optionsJSON: options as any }));
  await request("POST", "/auth/reauth", {
    body: { passkey: response },
    reauthed: true,
    allowUnauthorized: true,
  });
}
