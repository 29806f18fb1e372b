/**
 * TOTP (RFC 6238) through `otpauth`, its QR code through `qrcode`, and recovery codes. Codes are
 * 6 digits for 30-second steps, SHA-1: what every authenticator app reads from an otpauth URL.
 */
import { Secret, TOTP } from "otpauth";
import { createHash } from "node:crypto";

/**
 * `qrcode` (with its PNG encoder), loaded when someone sets up two-factor sign-in: every process
 * start and cold instance paid for loading it, for a screen few people open.
 */
let qrLibrary: Promise<typeof import("qrcode")> | null = null;
const qrcode = () => qrLibrary ??= import("qrcode");

const PERIOD_S = 30;
/** Steps either side of now a code may be from: clocks of phones drift. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
  });
}

/** A fresh secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads, and the same as an SVG QR code. */
export async function totpEnrolment(secret: string, account: string, issuer: string) {
  const otpauthUrl = totp(secret, account, issuer).toString();
  // The SVG is ours (the library draws paths from the URL's bits): the admin shows it as is.
  const qrSvg = await (await qrcode()).toString(otpauthUrl, { type: "svg", margin: 1 });
  return { otpauthUrl, qrSvg };
}

/**
 * The time step of a code that is right for `secret` now (within the window) and later than
 * `lastStep`, or null. A code of an accepted step, or older, is refused: each is accepted once.
 */
export function totpStep(
  secret: string,
  code: string,
  lastStep: number,
  now = Date.now(),
): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totp(secret).validate({ token: digits, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return step > lastStep ? step : null;
}

/** Whether the code looks like a recovery code rather than a TOTP code. */
export function isRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
}

/** How a recovery code is stored: its SHA-256, of the form without dash and case. */
export function hashRecoveryCode(code: string): string {
  const plain = code.trim().toLowerCase().replace("-", "");
  return createHash("sha256").update(plain).digest("hex");
}

/** Fresh recovery codes ("xxxxx-xxxxx", about 49 bits each), to be shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
