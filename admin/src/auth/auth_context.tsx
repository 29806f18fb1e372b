/**
 * Authentication state: unknown at first, authenticated after a login or a
 * session fetch with a non-zero user ID, anonymous after a failure or a logout (which also clears
 * the user). Screens read it through `useAuth()`.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import * as authApi from "../api/auth.ts";
import { sessionUser as earlySessionUser } from "../api/early.ts";
import { onUnauthorized } from "../api/client.ts";
import type { User } from "../api/types.ts";
import {
  grants,
  type PermissionName,
  type PermissionScope,
} from "../../../lib/content/permissions.ts";
import { hasStoredLanguage, isLanguage, setLanguage } from "../i18n/index.ts";
import { hasSecondFactor } from "../../../lib/content/second_factor.ts";

export type AuthStatus = "unknown" | "authenticated" | "anonymous";

/** Why the user was signed out, shown on the login screen. */
export type SignOutReason = "logout" | "inactive" | "expired";

interface AuthValue {
  status: AuthStatus;
  user: User | null;
  signOutReason: SignOutReason | null;
  /** The password step: the user, or `pending` when a second step (a code) must follow. */
  login(email: string, password: string): Promise<User | authApi.PendingSignIn>;
  /** The second step of a pending sign-in. */
  completeSignIn(code: string): Promise<User>;
  /**
   * Signs in with a passkey: alone, or as the second step of a pending sign-in. The WebAuthn
   * code loads only now (the sign-in screen's first load stays small).
   */
  passkeySignIn(): Promise<User>;
  logout(reason?: SignOutReason): Promise<void>;
  /** Replaces the user after the server returned a newer copy (settings, profile image). */
  setUser(user: User): void;
  /**
   * Whether the signed-in user holds a permission (for a locale or page type, when given); false
   * when signed out. The admin offers only what this allows; the server checks again.
   */
  can(permission: PermissionName, scope?: PermissionScope): boolean;
  clearSignOutReason(): void;
}

const AuthContext = createContext<AuthValue | null>(null);

function adoptLanguage(user: User, force: boolean) {
  if (isLanguage(user.language) && (force || !hasStoredLanguage())) {
    void setLanguage(user.language);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>("unknown");
  const [user, setUserState] = useState<User | null>(null);
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);

  const signedOut = useCallback((reason: SignOutReason | null) => {
    setUserState(null);
    setStatus("anonymous");
    setSignOutReason(reason);
  }, []);

  useEffect(() => {
    let cancelled = false;
    // Asked at start-up, beside the scripts (api/early.ts).
    earlySessionUser().then(
      (sessionUser) => {
        if (cancelled) return;
        if (sessionUser.ID === 0) return signedOut(null);
        adoptLanguage(sessionUser, false);
        setUserState(sessionUser);
        setStatus("authenticated");
      },
      () => !cancelled && signedOut(null),
    );
    return () => {
      cancelled = true;
    };
  }, [signedOut]);

  // Any call answered 401 while signed in means the session is gone.
  useEffect(() => {
    onUnauthorized(() => signedOut("expired"));
    return () => onUnauthorized(null);
  }, [signedOut]);

  const signedIn = useCallback((loggedIn: User) => {
    adoptLanguage(loggedIn, true);
    setUserState(loggedIn);
    setStatus("authenticated");
    setSignOutReason(null);
    return loggedIn;
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const answer = await authApi.login(email, password);
    return "pending" in answer ? answer : signedIn(answer);
  }, [signedIn]);

  const completeSignIn = useCallback(
    async (code: string) => signedIn(await authApi.secondFactor(code)),
    [signedIn],
  );

  const passkeySignIn = useCallback(async () => {
    const [options, { usePasskey }] = await Promise.all([
      authApi.passkeyLoginOptions(),
      import("./passkey_ceremonies.ts"),
    ]);
    return signedIn(await authApi.passkeyLogin(await usePasskey(options)));
  }, [signedIn]);

  const logout = useCallback(async (reason: SignOutReason = "logout") => {
    try {
      await authApi.logout();
    } catch {
      // The session may be gone already; signing out locally is what matters.
    }
    signedOut(reason);
  }, [signedOut]);

  const can = useCallback(
    (permission: PermissionName, scope?: PermissionScope) =>
      !!user && grants(user.role?.permissions ?? [], permission, scope),
    [user],
  );

  const value: AuthValue = {
    status,
    user,
    signOutReason,
    login,
    completeSignIn,
    passkeySignIn,
    logout,
    setUser: setUserState,
    can,
    clearSignOutReason: () => setSignOutReason(null),
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Where a user is held while their role requires a second factor they lack (issue 31). */
export const SECOND_FACTOR_SETUP_PATH = "/two-factor-setup";

/** Whether a signed-in user must set up a second factor before anything else (issue 31). */
export function needsSecondFactor(user: User | null): boolean {
  return !!user?.role?.requireSecondFactor && !hasSecondFactor(user);
}

/**
 * The words for a browser's refusal of a passkey (./passkey_ceremonies.ts), or null when the
 * failure is another one (the server's answer, shown as its error code says). Here, in the first
 * load every screen has, rather than in a chunk of its own.
 */
export function passkeyTrouble(err: unknown): string | null {
  const name = err instanceof Error ? err.name : "";
  if (name === "PasskeyCancelled") return "auth.passkeyCancelled";
  if (name === "PasskeyUnsupported") return "auth.passkeyUnsupported";
  if (name === "PasskeyKnown") return "errors.AUTH_12";
  return null;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth() needs an <AuthProvider> above it.");
  return value;
}
