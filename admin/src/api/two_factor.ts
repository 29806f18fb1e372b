/** Calls of /api/ximblox/auth/totp: one's own two-factor sign-in (issue 31). */
import { request } from "./client.ts";

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code, an SVG the server drew from the otpauth URL. */
  qrSvg: string;
}

export async function totpSetup(password: string): Promise<TotpSetup> {
  return await request<TotpSetup>("POST", "/auth/totp/setup", { body: { password } });
}

/** Turns two-factor sign-in on; answers the recovery codes, shown this once. */
export async function totpConfirm(code: string): Promise<string[]> {
  // A wrong code answers 401 (AUTH_05) with the session alive: not a signed-out session.
  const answer = await request<{ recoveryCodes: string[] }>("POST", "/auth/totp/confirm", {
    body: { code },
    allowUnauthorized: true,
  });
  return answer.recoveryCodes;
}

export async function totpDisable(password: string): Promise<void> {
  await request("POST", "/auth/totp/disable", { body: { password } });
}
