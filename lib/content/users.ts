/**
 * Request bodies of the auth and user calls (docs/api.md, Auth; Users and roles), shared by server
 * and admin.
 */
import { authenticationResponse } from "./passkeys.ts";
import { z } from "zod";
import { LANGUAGES } from "./locales.ts";
import { emailAddress, newPassword, optionalText, requiredText, roleRef } from "./fields.ts";

export const loginBody = z.object({
  email: z.string({ error: "V_01" }).max(1000, { error: "V_11" }),
  password: z.string({ error: "V_01" }).max(1000, { error: "V_11" }),
});

/** Two-factor sign-in (issue 31): the password that guards turning it on or off. */
export const totpPasswordBody = z.object({
  password: z.string({ error: "V_01" }).max(1000, { error: "V_11" }),
});

/** A TOTP code or a recovery code. */
export const secondFactorCodeBody = z.object({
  code: z.string({ error: "V_01" }).min(1, { error: "V_01" }).max(40, { error: "V_11" }),
});

export const forgotPasswordBody = z.object({
  email: z.string({ error: "V_01" }).max(1000, { error: "V_11" }),
});

/** A link token to check before its form is shown; anything malformed is simply not valid. */
/** One signed-in session as GET /auth/sessions answers it. */
export interface SessionJson {
  /** Names the session to its user (not the key the store keeps it under). */
  id: string;
  /** The session the request came with. */
  current: boolean;
  userAgent: string;
  address: string;
  signedInAt: string;
  lastActiveAt: string;
}

/**
 * A repeat of the proof for a sensitive action (lib/ops/people/reauthenticate.ts): the password,
 * or a code of the user's second factor (a TOTP code or a recovery code).
 */
export const reauthBody = z.object({
  password: z.string().max(1000, { error: "V_11" }).optional(),
  code: z.string().max(100, { error: "V_11" }).optional(),
  /** A passkey's assertion, to a challenge from POST /auth/passkeys/login/options. */
  passkey: authenticationResponse.optional(),
}).refine((b) => !!b.password || !!b.code || !!b.passkey, { error: "V_01", path: ["password"] });

export const checkTokenBody = z.object({
  token: z.string().max(200).catch(""),
});

export const resetAccountBody = z.object({
  password: newPassword(),
  confirm: z.string({ error: "V_01" }),
  token: z.string({ error: "V_04" }).min(1, { error: "V_04" }).max(200, { error: "V_04" }),
}).refine((b) => b.password === b.confirm, { error: "V_03", path: ["confirm"] });

/** Images are only ever set through the upload call; an `image` field here is accepted and ignored. */
const profile = z.object({
  name: requiredText(),
  jobTitle: optionalText(),
  image: z.unknown().optional(),
});

export const createUserBody = z.object({
  email: emailAddress(),
  role: roleRef(),
  profile,
});

export const registerBody = z.object({
  name: requiredText(),
  email: emailAddress(),
  role: roleRef(),
  jobTitle: optionalText(),
  image: z.unknown().optional(),
});

export const updateUserBody = z.object({
  email: emailAddress().optional(),
  role: roleRef().optional(),
  profile: profile.partial().optional(),
  language: z.enum(LANGUAGES, { error: "V_12" }).optional(),
  /** With OIDC_ONLY, whether the account may still sign in with its password (Administrators). */
  breakGlass: z.boolean({ error: "V_12" }).optional(),
  currentPassword: z.string({ error: "V_12" }).max(1000).optional(),
  newPassword: newPassword().optional(),
  confirmPassword: z.string({ error: "V_12" }).optional(),
}).refine((b) => b.newPassword === undefined || b.newPassword === b.confirmPassword, {
  // The catalogue has two codes (docs/api.md, Errors): V_03 for the reset/activation form's
  // "password and confirmation password", V_08 "The passwords do not match" for a signed-in
  // user's new password twice.
  error: "V_08",
  path: ["confirmPassword"],
});

export type CreateUserBody = z.infer<typeof createUserBody>;
export type UpdateUserBody = z.infer<typeof updateUserBody>;
