/**
 * The code an authenticator app shows for a TOTP secret (base32), `offsetSteps` 30-second steps
 * from now: computed with the same library as the server (`otpauth`), as a phone would.
 */
import { Secret, TOTP } from "otpauth";

export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}
