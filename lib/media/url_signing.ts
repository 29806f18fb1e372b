/**
 * Signed rendition addresses. The public site asks only for the sizes and crops its pages use;
 * the renderer signs each rendition address with a secret of the store, and the server computes
 * renditions for visitors only when the signature fits — so nobody can make it compute and keep
 * endless variants of an image.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function signMediaPath(secret: Uint8Array, path: string): string {
  return createHmac("sha256", secret).update(path).digest("base64url").slice(0, 22);
}

export function mediaPathSigned(secret: Uint8Array, path: string, signature: string): boolean {
  const expected = Buffer.from(signMediaPath(secret, path));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
