/**
 * A software WebAuthn authenticator for API tests (issue 31): a P-256 key pair (node:crypto) per
 * passkey, answering the server's options with the JSON a browser sends — authenticator data,
 * client data and a "none" attestation (CBOR) built here byte by byte, as the specification lays
 * them out. It signs what it is given; tests bend its answers (origin, counter) to see refusals.
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromB64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash("sha256").update(bytes).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/** CBOR (RFC 8949) of the few kinds an attestation holds: integers, byte and text strings, maps. */
function cbor(value: unknown): Uint8Array {
  const head = (major: number, n: number) => {
    if (n < 24) return new Uint8Array([(major << 5) | n]);
    if (n < 256) return new Uint8Array([(major << 5) | 24, n]);
    return new Uint8Array([(major << 5) | 25, n >> 8, n & 255]);
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Map) {
    const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return concat(head(5, value.size), ...parts);
  }
  throw new Error(`cbor: ${typeof value}`);
}

export interface SoftPasskey {
  id: string;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

interface Bend {
  origin?: string;
  /** The counter to sign with (default: one more than the last). */
  counter?: number;
  /** Leave the user-verified flag off. */
  noUserVerification?: boolean;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(readonly origin: string) {}

  private rpIdHash(rpID: string) {
    return sha256(new TextEncoder().encode(rpID));
  }

  private clientData(type: string, challenge: string, bend: Bend) {
    return new TextEncoder().encode(JSON.stringify({
      type,
      challenge,
      origin: bend.origin ?? this.origin,
      crossOrigin: false,
    }));
  }

  /** Makes a passkey for registration options; answers the RegistrationResponseJSON. */
  // deno-lint-ignore no-explicit-any
  create(options: any, bend: Bend = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x!)],
        [-3, fromB64url(jwk.y!)],
      ]),
    );
    const credentialID = crypto.getRandomValues(new Uint8Array(16));
    const flags = 0x01 | 0x40 | (bend.noUserVerification ? 0 : 0x04);
    const authData = concat(
      this.rpIdHash(options.rp.id),
      new Uint8Array([flags, 0, 0, 0, 0]),
      new Uint8Array(16), // AAGUID: none.
      new Uint8Array([0, credentialID.length]),
      credentialID,
      cose,
    );
    const attestation = cbor(
      new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]),
    );
    const id = b64url(credentialID);
    this.passkeys.push({ id, privateKey, counter: 0, userHandle: options.user.id });
    return {
      id,
      rawId: id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, bend)),
        attestationObject: b64url(attestation),
        transports: ["internal"],
      },
    };
  }

  /** Signs authentication options with one of its passkeys; answers the AuthenticationResponseJSON. */
  // deno-lint-ignore no-explicit-any
  get(options: any, passkey: SoftPasskey = this.passkeys[0], bend: Bend = {}) {
    passkey.counter = bend.counter ?? passkey.counter + 1;
    const flags = 0x01 | (bend.noUserVerification ? 0 : 0x04);
    const counter = new Uint8Array(4);
    new DataView(counter.buffer).setUint32(0, passkey.counter);
    const authData = concat(this.rpIdHash(options.rpId), new Uint8Array([flags]), counter);
    const clientData = this.clientData("webauthn.get", options.challenge, bend);
    const signature = sign("sha256", concat(authData, sha256(clientData)), passkey.privateKey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        userHandle: passkey.userHandle,
      },
    };
  }
}
