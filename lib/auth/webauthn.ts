/**
 * The WebAuthn ceremonies of passkeys (issue 31), through @simplewebauthn/server: the relying
 * party is the site's PUBLIC_URL (its host name the RP ID, its origin the one origin accepted),
 * never the request's Host header. Passkeys are discoverable credentials made with user
 * verification (a PIN or biometric on the device), so one alone proves both factors: every
 * ceremony requires it, and sign-in options list no credentials (the browser offers the user's).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { PasskeyRecord } from "../db/passkeys.ts";

/**
 * The library, loaded on the first ceremony. Loading it (its ASN.1 and X.509 packages) was about
 * a third of the CPU time of importing the whole app: every process start, every cold instance
 * on the edge and every test file paid it, though few requests ever make or check a passkey.
 */
let library: Promise<typeof import("@simplewebauthn/server")> | null = null;
const simpleWebAuthn = () => library ??= import("@simplewebauthn/server");

/** How long a challenge may be signed and sent back. */
export const CHALLENGE_MS = 2 * 60_000;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(config: { publicUrl: string; siteName: string }): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: config.siteName };
}

/** The options `navigator.credentials.create()` takes to make a passkey for a user. */
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: number; email: string; name: string },
  existing: PasskeyRecord[],
) {
  const { generateRegistrationOptions } = await simpleWebAuthn();
  return await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    // The user handle: the account's ID, as bytes (it names the account, nothing personal).
    userID: new TextEncoder().encode(`ximblox-user-${user.id}`),
    attestationType: "none",
    timeout: CHALLENGE_MS,
    // A passkey the device holds already is not made twice.
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/** What a registration or an assertion must match: our challenge, origin and RP ID, user verified. */
function expected(rp: RelyingParty, challenge: string) {
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

/** A new credential's public key and counter, or null when the response does not verify. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
) {
  const { verifyRegistrationResponse } = await simpleWebAuthn();
  try {
    const result = await verifyRegistrationResponse({ response, ...expected(rp, challenge) });
    return result.verified && result.registrationInfo ? result.registrationInfo.credential : null;
  } catch {
    // A malformed or forged response: the same refusal as one that does not verify.
    return null;
  }
}

/** The options `navigator.credentials.get()` takes: any of the user's discoverable passkeys. */
export async function authenticationOptions(rp: RelyingParty) {
  const { generateAuthenticationOptions } = await simpleWebAuthn();
  return await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_MS,
    userVerification: "required",
  });
}

/**
 * The passkey's new counter, or null when the assertion does not verify: a wrong signature,
 * origin, RP ID or challenge, no user verification, or a counter that did not move on (a cloned
 * authenticator).
 */
export async function verifyAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: PasskeyRecord,
): Promise<number | null> {
  const { verifyAuthenticationResponse } = await simpleWebAuthn();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      ...expected(rp, challenge),
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/** The challenge a response's client data names (base64url), or null when it names none. */
export function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const raw = response.response?.clientDataJSON;
    if (typeof raw !== "string" || raw.length > 4096) return null;
    const json = JSON.parse(new TextDecoder().decode(fromBase64Url(raw)));
    const challenge = json?.challenge;
    return typeof challenge === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(challenge)
      ? challenge
      : null;
  } catch {
    return null;
  }
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export type { AuthenticationResponseJSON, RegistrationResponseJSON };
