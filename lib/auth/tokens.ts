/** Opaque random tokens (sessions, e-mail links) and the hash under which they are stored. */
import { createHash } from "node:crypto";

export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(
    /=+$/,
    "",
  );
}
