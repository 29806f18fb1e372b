/**
 * The error catalogue (docs/api.md, Errors): every code the API can answer, its English message
 * and the HTTP status it is sent with. Shared by the server (responses) and the admin (messages).
 */
export const ERRORS = {
  G_01: { status: 500, message: "Something went wrong, please try again later." },
  // The store stayed busy (other processes writing) for the whole retry window: nothing was
  // stored, and the same request a moment later will most likely get through.
  G_02: { status: 503, message: "The site is busy. Please try again in a moment." },
  V_01: { status: 400, message: "The {property} field is required." },
  V_02: { status: 400, message: "The {property} field must be a valid email address." },
  V_03: { status: 400, message: "Your password and confirmation password do not match." },
  V_04: { status: 400, message: "The token is not valid." },
  V_05: { status: 400, message: "The token is not valid or is expired." },
  V_06: { status: 409, message: "The {property} already exists." },
  V_07: { status: 400, message: "This operation cannot be executed." },
  V_08: { status: 400, message: "The passwords do not match." },
  V_09: {
    status: 400,
    message: "The {property} must contain at least 1 uppercase and 1 special character.",
  },
  V_10: { status: 400, message: "The {property} must be longer than 8 characters." },
  V_11: { status: 400, message: "The {property} must be less than 255 characters." },
  V_12: { status: 400, message: "The {property} is not valid." },
  V_13: { status: 400, message: "The {property} is not a valid URL." },
  V_14: { status: 400, message: "The {property} exceeds the character limit." },
  V_15: { status: 400, message: "The {property} is not valid HTML." },
  V_16: { status: 400, message: "The {property} must contain at least 1 character." },
  V_17: { status: 400, message: "The {property} must contain a file." },
  V_18: { status: 409, message: "The {property} already exists on this page." },
  // A floor the operator sets on the command line (AUDIT_MIN_RETENTION): the API cannot
  // lower it, so a signed-in account cannot shorten what the trail keeps of its own doings.
  V_19: { status: 400, message: "The {property} is below the lowest value this server allows." },
  // New passwords are checked for strength (lib/auth/password_strength.ts); each reason its code.
  V_20: {
    status: 400,
    message: "This password is too common or too easy to guess. Choose a longer, less usual one.",
  },
  V_21: { status: 400, message: "The password must not contain your name or e-mail address." },
  AUTH_01: { status: 401, message: "These credentials do not match our records." },
  AUTH_02: { status: 400, message: "This current password does not match our records." },
  AUTH_03: { status: 429, message: "Too many login attempts. Try again after 10 minutes." },
  AUTH_04: { status: 401, message: "Your session has ended. Please sign in again." },
  // A sensitive action (lib/ops/access/recent_proof.ts): POST /auth/reauth, then try again.
  AUTH_REAUTH: { status: 403, message: "Please confirm your password to continue." },
  // Two-factor sign-in (issue 31). AUTH_05 answers a wrong code, a code already used and a
  // second step behind a wrong password alike (lib/ops/people/second_factor_sign_in.ts).
  AUTH_05: { status: 401, message: "This code is not valid. Check it and try again." },
  AUTH_06: { status: 401, message: "This sign-in has expired. Please sign in again." },
  AUTH_07: { status: 409, message: "Two-factor sign-in is already on for this account." },
  AUTH_08: { status: 409, message: "Two-factor sign-in is not on for this account." },
  // Passkeys (issue 31, lib/ops/people/passkeys.ts and passkey_sign_in.ts). AUTH_10 answers every
  // assertion or attestation that does not verify, whatever the reason (signature, challenge
  // spent or expired, origin, counter), as AUTH_05 does for codes.
  AUTH_10: { status: 401, message: "This passkey could not be verified. Please try again." },
  AUTH_11: { status: 404, message: "This passkey was not found." },
  AUTH_12: { status: 409, message: "This passkey is already registered." },
  AUTH_13: { status: 409, message: "This account has the most passkeys it can have (10)." },
  AUTH_14: { status: 401, message: "This passkey belongs to another account." },
  AUTH_2FA_SETUP: {
    status: 403,
    message: "Your role requires two-factor sign-in. Set it up to continue.",
  },
  // Single sign-on (issue 31, lib/ops/people/oidc_sign_in.ts): shown on the sign-in screen.
  AUTH_20: {
    status: 400,
    message: "The sign-in with your organisation could not be completed. Please try again.",
  },
  AUTH_21: {
    status: 403,
    message: "Your organisation account is not linked to an account here. Ask an administrator.",
  },
  AUTH_22: {
    status: 403,
    message: "Your organisation account has no role here. Ask an administrator for access.",
  },
  AUTH_23: { status: 403, message: "This account can no longer sign in here." },
  AUTH_24: {
    status: 403,
    message: "Password sign-in is off (break-glass accounts only). Sign in with your organisation.",
  },
  AUTH_25: { status: 404, message: "Sign-in with an organisation is not set up here." },
  AUTH_26: {
    status: 502,
    message: "Your organisation's sign-in service could not be reached. Please try again later.",
  },
  AUTH_27: {
    status: 403,
    message: "The sign-in was cancelled or refused by your organisation's sign-in service.",
  },
  CSRF_01: { status: 403, message: "This request was refused. Reload the page and try again." },
  UM_01: { status: 403, message: "You are not authorized to do this action." },
  UM_02: { status: 404, message: "Failed to get this user from the database." },
  UM_03: { status: 500, message: "Failed to delete audit logs." },
  UM_04: { status: 500, message: "Failed to delete profile info." },
  UM_05: { status: 413, message: "The image exceeds 2MB." },
  UM_06: { status: 400, message: "Unsupported format, choose JPEG or PNG." },
  UM_07: { status: 400, message: "The image is invalid." },
  UM_08: { status: 400, message: "The image exceeds 1024x1024 pixels." },
  UM_09: { status: 500, message: "Failed to create user." },
  UM_10: { status: 500, message: "Failed to delete user." },
  PM_01: { status: 404, message: "Failed to get the page from the database." },
  PM_02: {
    status: 409,
    message: "This page was changed by someone else; reload to see their changes",
  },
  // A soft lock (issue 22): another open editor changed the page first and holds it.
  PM_03: {
    status: 409,
    message: "Someone else is editing this page. Take over to make changes.",
  },
  ML_01: { status: 413, message: "The upload exceeds the file size limit." },
  ML_02: { status: 409, message: "Cannot move or rename, it already exists." },
  ML_03: { status: 409, message: "The {property} already exists in this folder." },
  ML_04: { status: 415, message: "This file type is not supported." },
  ML_05: { status: 400, message: "This is not a valid YouTube or Vimeo link." },
  ML_06: { status: 413, message: "The image has more than 50 megapixels." },
  ML_07: { status: 409, message: "The folder is not empty." },
  ML_08: {
    status: 409,
    message: "Published pages use this file; confirm to delete it and leave them without it.",
  },
  ML_09: {
    status: 415,
    message:
      "The new file must be of the same kind as the one it replaces (an image for an image).",
  },
  // Share links for review (issue 32; lib/ops/pages/share_links.ts).
  SHARE_01: {
    status: 409,
    message: "This version is already published: share the page's public address instead.",
  },
  SHARE_02: { status: 404, message: "This share link does not exist or is no longer live." },
  SHARE_03: { status: 400, message: "A share link is valid for 1 hour to 30 days (720 hours)." },
  SHARE_04: {
    status: 429,
    message: "Too many comments through this link from here. Please try again in 15 minutes.",
  },
  // Comments on drafts (issue 32, lib/ops/pages/comments.ts).
  COMMENT_01: { status: 400, message: "A comment can be at most 2000 characters long." },
  COMMENT_02: { status: 404, message: "This comment no longer exists." },
  COMMENT_03: {
    status: 400,
    message: "Only a comment that begins a thread can be answered or resolved.",
  },
  COMMENT_04: { status: 400, message: "This block is not on this version of the page." },
  COMMENT_05: { status: 409, message: "This comment is already in that state; reload to see it." },
  // Signed webhooks (issue 32): the address is checked when saved and again at each delivery.
  HOOK_01: {
    status: 400,
    message: "The {property} points to a private, loopback or link-local network address.",
  },
  HOOK_02: {
    status: 400,
    message: "The {property} could not be found (its host does not resolve).",
  },
  HOOK_03: { status: 400, message: "Choose at least one event." },
  NF_01: { status: 404, message: "Not found." },
  // The content API (issue 32): read tokens sent as `Authorization: Bearer …`.
  CAPI_01: { status: 401, message: "An API token is required. Send it as Authorization: Bearer." },
  CAPI_02: { status: 401, message: "This API token is not valid, has expired or was revoked." },
  CAPI_03: { status: 429, message: "Too many requests with this API token. Try again later." },
  CAPI_04: {
    status: 400,
    message: "The {property} is not valid. Start again from the first page.",
  },
  CAPI_05: { status: 400, message: "The expiry date must be in the future." },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** One entry of an API failure's `Errors` list. */
export interface ApiErrorItem {
  property: string;
  code: ErrorCode | string;
}

/**
 * The English message of a code, with `{property}` filled in; an unknown code as docs/api.md,
 * Errors, says.
 */
export function errorMessage(code: string, property = ""): string {
  const entry = (ERRORS as Record<string, { message: string }>)[code];
  if (!entry) return `Error (code: ${code})`;
  return entry.message.replace("{property}", property || "value");
}
