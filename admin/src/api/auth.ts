/** Calls of /api/ximblox/auth. */
import { request } from "./client.ts";
import type { User } from "./types.ts";

interface UserAnswer {
  Success: true;
  User: User;
}

/** A sign-in that needs its second step (a code) before it has a session. */
export interface PendingSignIn {
  pending: true;
  secondFactor: string[];
}

export async function login(email: string, password: string): Promise<User | PendingSignIn> {
  const answer = await request<UserAnswer | (PendingSignIn & { Success: true })>(
    "POST",
    "/auth/login",
    { body: { email, password }, allowUnauthorized: true },
  );
  return "pending" in answer ? { pending: true, secondFactor: answer.secondFactor } : answer.User;
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export async function secondFactor(code: string): Promise<User> {
  const answer = await request<UserAnswer>("POST", "/auth/second-factor", {
    body: { code },
    allowUnauthorized: true,
  });
  return answer.User;
}

/** A challenge for signing in with a passkey (the options for `navigator.credentials.get()`). */
export async function passkeyLoginOptions(): Promise<unknown> {
  return (await request<{ options: unknown }>("POST", "/auth/passkeys/login/options")).options;
}

/** Signs in with a passkey's assertion (alone, or completing a pending sign-in). */
export async function passkeyLogin(response: unknown): Promise<User> {
  const answer = await request<UserAnswer>("POST", "/auth/passkeys/login/verify", {
    body: { response },
    allowUnauthorized: true,
  });
  return answer.User;
}

/** The session's user; `ID` 0 when signed out. */
export async function sessionUser(): Promise<User> {
  const answer = await request<UserAnswer>("POST", "/auth/user", { allowUnauthorized: true });
  return answer.User;
}

export async function refreshSession(): Promise<User> {
  const answer = await request<UserAnswer>("POST", "/auth/refresh-session", {
    allowUnauthorized: true,
  });
  return answer.User;
}

export async function logout(): Promise<void> {
  await request("POST", "/auth/logout", { allowUnauthorized: true });
}

export async function forgotPassword(email: string): Promise<void> {
  await request("POST", "/auth/forgot-password", { body: { email } });
}

/** Sets a password with a token from an e-mail: used by reset-password and activate-account. */
export async function resetAccount(password: string, confirm: string, token: string) {
  await request("POST", "/auth/reset-account", { body: { password, confirm, token } });
}

/** Whether an e-mailed link's token still works (unused, not expired); it is not spent. */
export async function checkToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await request<{ Success: true; valid: boolean }>("POST", "/auth/check-token", {
    body: { token },
    signal,
  });
  return answer.valid;
}

/** What the sign-in screen offers (issue 31): single sign-on, and whether the password form. */
export interface SignInProviders {
  oidc: { name: string } | null;
  passwordForm: boolean;
}

let providers: Promise<SignInProviders> | null = null;
let known: SignInProviders | null = null;

/** Read once per page load: it changes only with the server's configuration. */
export function signInProviders(): Promise<SignInProviders> {
  providers ??= request<SignInProviders & { Success: true }>("GET", "/auth/providers").then(
    (answer) => known = answer,
    (err) => {
      providers = null;
      throw err;
    },
  );
  return providers;
}

/** The answer, if it came already (so a screen can draw it at once). */
export function knownSignInProviders(): SignInProviders | null {
  return known;
}

/** Where the browser goes to sign in with the organisation (a navigation, not a call). */
export const OIDC_START = "/api/ximblox/auth/oidc/start";
