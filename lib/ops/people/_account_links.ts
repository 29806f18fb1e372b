/**
 * Activation and reset links: a one-time token (only its hash is stored) mailed as an absolute
 * link built from PUBLIC_URL — never from the request's Host or X-Forwarded-Host. The token
 * carries the user's credential epoch as read here: a change of e-mail address or password made
 * after (even one racing this call) voids it.
 */
import { hashToken, randomToken } from "../../auth/tokens.ts";
import { insertToken, type TokenKind } from "../../db/tokens.ts";
import { credentialEpoch, type UserRecord } from "../../db/users.ts";
import { accountMail } from "../../mail/templates.ts";
import type { Deps } from "../deps.ts";

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  activation: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
};

const SCREEN: Record<TokenKind, string> = {
  activation: "/cmsadmin/activate",
  reset: "/cmsadmin/reset-password",
};

export async function sendAccountLink(
  deps: Deps,
  user: UserRecord,
  kind: TokenKind,
): Promise<void> {
  const token = randomToken();
  await insertToken(deps.kv, hashToken(token), {
    kind,
    userID: user.id,
    expiresAt: Date.now() + TOKEN_TTL_MS[kind],
    credentialEpoch: credentialEpoch(user),
  });
  const link = `${deps.config.publicUrl}${SCREEN[kind]}?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(accountMail(kind === "activation" ? "activation" : "reset", {
    to: user.email,
    name: user.profile.name,
    link,
    language: user.language,
    siteName: deps.config.siteName,
  }));
}
