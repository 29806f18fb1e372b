/**
 * The newsletter's links, absolute and built from PUBLIC_URL only (never the request's Host):
 * the confirmation link carries a single-use token, an HMAC of the subscriber's id and the
 * expiry of their pending signup under a secret of the store — so that the same link can be
 * mailed again while the signup is pending (a later signup of the address changes nothing and
 * voids nothing) although only its hash is stored; the unsubscribe link carries the
 * subscriber's unsubscribe token, an HMAC of their id under a secret of the store, so that every
 * mail to them (a confirmation sent again, the welcome, any later newsletter) can carry it
 * although only its hash is stored. Every newsletter mail also says so in its headers (RFC 2369
 * `List-Unsubscribe`, RFC 8058 one-click `List-Unsubscribe-Post`), so a mail client can offer
 * "unsubscribe" and do it with one POST.
 */
import { createHmac } from "node:crypto";
import { hashToken } from "../../auth/tokens.ts";
import { NEWSLETTER_PATHS } from "../../content/newsletter_signup.ts";
import { getSecret } from "../../db/secrets.ts";
import type { Deps } from "../deps.ts";

/** Tokens are 32 random bytes (or an HMAC-SHA256), base64url: 43 characters. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A confirmation link works for 7 days, once. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

/** Whom a link is for: their locale, for the language of its pages. */
export interface LinkTarget {
  locale: string;
}

export interface LinkToken {
  token: string;
  hash: string;
}

/**
 * The confirmation token of a pending signup — subscriber `subscriberID`, expiring at
 * `expiresAt` (each signup has its own, so a link of an earlier signup never works again) — and
 * the hash it is stored under.
 */
export async function confirmToken(
  deps: Deps,
  subscriberID: string,
  expiresAt: number,
): Promise<LinkToken> {
  const secret = await getSecret(deps.kv, "newsletter");
  const token = createHmac("sha256", secret).update(
    `confirm\u0000${subscriberID}\u0000${expiresAt}`,
  )
    .digest("base64url");
  return { token, hash: hashToken(token) };
}

/** The unsubscribe token of a subscriber (the same each time) and its hash. */
export async function unsubscribeToken(deps: Deps, subscriberID: string): Promise<LinkToken> {
  const secret = await getSecret(deps.kv, "newsletter");
  const token = createHmac("sha256", secret).update(`unsubscribe\u0000${subscriberID}`)
    .digest("base64url");
  return { token, hash: hashToken(token) };
}

export function confirmLink(deps: Deps, token: string): string {
  return `${deps.config.publicUrl}${NEWSLETTER_PATHS.confirm}${token}`;
}

export function unsubscribeLink(deps: Deps, token: string): string {
  return `${deps.config.publicUrl}${NEWSLETTER_PATHS.unsubscribe}${token}`;
}

/** The header fields every newsletter mail carries. */
export function listHeaders(unsubscribe: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
