/**
 * The browser's half of passkeys (issue 31), through @simplewebauthn/browser: loaded only when a
 * passkey is used (the sign-in screen's button, Settings, the proof asked again), so the first
 * load of the sign-in screen does not carry it. It talks to the browser only — the calls to the
 * server stay with their callers — so this chunk shares no module with the first load. The
 * browser's refusals become errors the screens word (passkeyTrouble in ./auth_context.tsx): the user
 * cancelled (or the time ran out), the browser has no passkeys, or the device holds one of this
 * account's passkeys already.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";

function named(name: string): Error {
  const err = new Error(name);
  err.name = name;
  return err;
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw named("PasskeyUnsupported");
  try {
    return await run();
  } catch (err) {
    if (err instanceof WebAuthnError && err.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      throw named("PasskeyKnown");
    }
    if (err instanceof Error && (err.name === "NotAllowedError" || err.name === "AbortError")) {
      throw named("PasskeyCancelled");
    }
    throw err;
  }
}

/** Makes a passkey for the server's registration options; answers what the browser gave. */
export function createPasskey(options: unknown): Promise<unknown> {
  // deno-lint-ignore no-explicit-any
  return ceremony(() => startRegistration({ optionsJSON: options as any }));
}

/** Signs the server's authentication options with a passkey the user picks. */
export function usePasskey(options: unknown): Promise<unknown> {
  // deno-lint-ignore no-explicit-any
  return ceremony(() => startAuthentication({ optionsJSON: options as any }));
}
