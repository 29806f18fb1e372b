/**
 * Passkeys' request bodies and answer (issue 31), shared by the server and the admin. The
 * WebAuthn responses are checked for shape and size here; what they prove is checked by
 * lib/auth/webauthn.ts.
 */
import { z } from "zod";

/** A passkey as GET /auth/passkeys answers it (`id`: its credential ID, base64url). */
export interface PasskeyJson {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** At most this many passkeys per account (AUTH_13). */
export const MAX_PASSKEYS = 10;

const base64url = (max: number) =>
  z.string({ error: "V_01" }).max(max, { error: "V_11" }).regex(/^[A-Za-z0-9_-]*$/, {
    error: "V_12",
  });

export const passkeyName = z.string({ error: "V_01" }).trim().min(1, { error: "V_01" })
  .max(60, { error: "V_11" });

const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", { error: "V_12" }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

/** What `navigator.credentials.create()` gave, as @simplewebauthn/browser sends it. */
export const registrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(4096).optional(),
    authenticatorData: base64url(8192).optional(),
  }),
});

/** What `navigator.credentials.get()` gave. */
export const authenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    // ML-DSA signatures (post-quantum, which Chromium offers) run to several kilobytes.
    signature: base64url(8192),
    userHandle: base64url(256).optional(),
  }),
});

export const registerPasskeyBody = z.object({
  name: passkeyName,
  response: registrationResponse,
});

export const renamePasskeyBody = z.object({ name: passkeyName });

export const passkeyLoginBody = z.object({ response: authenticationResponse });
