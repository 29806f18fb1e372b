/**
 * CSRF tokens, signed double submit: the browser holds a random id in an HttpOnly cookie; its
 * token is HMAC(secret, id), rendered in the admin page and sent back in the X-CSRF-Token
 * header. Another site can neither read the token nor forge it without the secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function csrfTokenFor(secret: Uint8Array, browserID: string): string {
  return createHmac("sha256", secret).update(browserID).digest("base64url");
}

export function csrfTokenMatches(secret: Uint8Array, browserID: string, sent: string): boolean {
  const expected = Buffer.from(csrfTokenFor(secret, browserID));
  const actual = Buffer.from(sent);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
