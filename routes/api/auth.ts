/** /api/ximblox/auth: sign in and out, the session user, account links (docs/api.md, Auth). */
import { Hono } from "hono";
import { endSession, extendSession } from "../../lib/auth/sessions.ts";
import {
  checkTokenBody,
  forgotPasswordBody,
  loginBody,
  reauthBody,
  registerBody,
  resetAccountBody,
  secondFactorCodeBody,
  totpPasswordBody,
} from "../../lib/content/users.ts";
import { ApiError, apiError } from "../../lib/http/errors.ts";
import { jsonBody } from "../../lib/http/validate.ts";
import { requireActor } from "../../lib/ops/access/access.ts";
import { createUser } from "../../lib/ops/people/create_user.ts";
import { startPasswordReset } from "../../lib/ops/people/forgot_password.ts";
import { NO_USER, presentUser } from "../../lib/ops/present/present_user.ts";
import { resetAccount, tokenValid } from "../../lib/ops/people/reset_account.ts";
import { PENDING_SIGN_IN_MS, signIn } from "../../lib/ops/people/sign_in.ts";
import { completeSignIn } from "../../lib/ops/people/second_factor_sign_in.ts";
import { confirmTotp, disableTotp, setupTotp } from "../../lib/ops/people/second_factor.ts";
import {
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
} from "../../lib/ops/people/account_sessions.ts";
import { reauthenticate } from "../../lib/ops/people/reauthenticate.ts";
import { reauthenticateWithPasskey } from "../../lib/ops/people/passkey_sign_in.ts";
import { clientAddress } from "../../lib/http/client_address.ts";
import type { AppEnv } from "../_env.ts";
import {
  clearPendingCookie,
  clearSessionCookie,
  PENDING_COOKIE,
  setPendingCookie,
  setSecretCookie,
  setSessionCookie,
} from "../_middleware.ts";
import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import {
  completeOidcSignIn,
  OIDC_FLOW_MS,
  signInProviders,
  startOidcSignIn,
} from "../../lib/ops/people/oidc_sign_in.ts";

/** The cookie naming a single sign-on under way (its state, nonce and verifier are in KV). */
const OIDC_COOKIE = "xb_oidc";

/**
 * HttpOnly; SameSite=Lax, as the issuer's redirect back is a top-level navigation from another
 * site (Strict would not send it); sent only to the callback's path; as short-lived as the flow.
 */
function setOidcCookie(c: Context<AppEnv>, value: string, maxAgeMs: number) {
  setSecretCookie(c, OIDC_COOKIE, value, {
    sameSite: "Lax",
    path: "/api/ximblox/auth/oidc",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/**
 * Where a single sign-on that failed ends: the sign-in screen, which shows the catalogue code's
 * text in the reader's language. A navigation, not a call: no JSON answer would be seen.
 */
function toSignInScreen(c: Context<AppEnv>, err: unknown) {
  if (!(err instanceof ApiError)) throw err;
  return c.redirect(`/cmsadmin/login?error=${encodeURIComponent(err.errors[0].code)}`, 302);
}

export const auth = new Hono<AppEnv>()
  .get("/providers", (c) => c.json({ Success: true, ...signInProviders(c.var.deps.config) }))
  .get("/oidc/start", async (c) => {
    try {
      const { url, flowId } = await startOidcSignIn(c.var.deps, clientAddress(c));
      setOidcCookie(c, flowId, OIDC_FLOW_MS);
      return c.redirect(url, 302);
    } catch (err) {
      return toSignInScreen(c, err);
    }
  })
  .get("/oidc/callback", async (c) => {
    const flowId = getCookie(c, OIDC_COOKIE);
    setOidcCookie(c, "", 0); // Spent whatever the outcome.
    try {
      const { token } = await completeOidcSignIn(
        c.var.deps,
        flowId,
        new URL(c.req.url).search,
        { clientAddress: clientAddress(c), userAgent: c.req.header("User-Agent") },
      );
      setSessionCookie(c, token);
      return c.redirect("/cmsadmin/", 302);
    } catch (err) {
      return toSignInScreen(c, err);
    }
  })
  .post("/login", async (c) => {
    const body = await jsonBody(c, loginBody);
    try {
      const result = await signIn(c.var.deps, body, {
        clientAddress: clientAddress(c),
        userAgent: c.req.header("User-Agent"),
      });
      if ("pendingToken" in result) {
        // No session yet: the second step (below) starts it. The same answer whether the
        // password was right or not (lib/ops/people/sign_in.ts, pendingStep).
        setPendingCookie(c, result.pendingToken, PENDING_SIGN_IN_MS);
        return c.json({ Success: true, pending: true, secondFactor: result.factors });
      }
      setSessionCookie(c, result.token);
      return c.json({ Success: true, Errors: [], User: result.user });
    } catch (err) {
      // The login answer always has Success, Errors and User (ID 0 when signing in failed).
      if (!(err instanceof ApiError)) throw err;
      return c.json({ Success: false, Errors: err.errors, User: NO_USER }, err.status);
    }
  })
  .post("/second-factor", async (c) => {
    const { code } = await jsonBody(c, secondFactorCodeBody);
    const { user, token } = await completeSignIn(
      c.var.deps,
      getCookie(c, PENDING_COOKIE),
      code,
      { clientAddress: clientAddress(c), userAgent: c.req.header("User-Agent") },
    );
    clearPendingCookie(c);
    setSessionCookie(c, token);
    return c.json({ Success: true, Errors: [], User: user });
  })
  .post("/totp/setup", async (c) => {
    const { password } = await jsonBody(c, totpPasswordBody);
    return c.json({ Success: true, ...await setupTotp(c.var.deps, c.var.actor, password) });
  })
  .post("/totp/confirm", async (c) => {
    const { code } = await jsonBody(c, secondFactorCodeBody);
    const recoveryCodes = await confirmTotp(c.var.deps, c.var.actor, code);
    return c.json({ Success: true, recoveryCodes });
  })
  .post("/totp/disable", async (c) => {
    const { password } = await jsonBody(c, totpPasswordBody);
    await disableTotp(c.var.deps, c.var.actor, password);
    return c.json({ Success: true });
  })
  .post("/logout", async (c) => {
    if (c.var.sessionToken) await endSession(c.var.deps.kv, c.var.sessionToken);
    clearSessionCookie(c);
    return c.json({ Success: true });
  })
  .post("/user", (c) => {
    const actor = c.var.actor;
    return c.json({ Success: true, User: actor ? presentUser(actor.user, actor.role) : NO_USER });
  })
  .post("/refresh-session", async (c) => {
    const actor = requireActor(c.var.actor);
    // Idle expiry moves on, never past the absolute limit; a session ended meanwhile stays ended.
    if (!(await extendSession(c.var.deps.kv, c.var.sessionToken!))) {
      throw apiError("AUTH_04", "session");
    }
    setSessionCookie(c, c.var.sessionToken!);
    return c.json({ Success: true, User: presentUser(actor.user, actor.role) });
  })
  .get("/sessions", async (c) => {
    return c.json({ Success: true, sessions: await listOwnSessions(c.var.deps, c.var.actor) });
  })
  .post("/sessions/end-others", async (c) => {
    await endOtherSessions(c.var.deps, c.var.actor);
    return c.json({ Success: true });
  })
  .delete("/sessions/:id", async (c) => {
    const { current } = await endOwnSession(c.var.deps, c.var.actor, c.req.param("id"));
    // Signing this very session out is a logout: the browser's cookie goes with it.
    if (current) clearSessionCookie(c);
    return c.json({ Success: true, current });
  })
  .post("/reauth", async (c) => {
    const body = await jsonBody(c, reauthBody);
    if (body.passkey) await reauthenticateWithPasskey(c.var.deps, c.var.actor, body.passkey);
    else await reauthenticate(c.var.deps, c.var.actor, body);
    return c.json({ Success: true });
  })
  .post("/forgot-password", async (c) => {
    const { email } = await jsonBody(c, forgotPasswordBody);
    // Not awaited: the answer must not wait for (and so reveal) whether a mail is being sent.
    startPasswordReset(c.var.deps, email);
    return c.json({ Success: true });
  })
  .post("/check-token", async (c) => {
    // Lets the reset and activation screens say at once that a link is used or expired.
    const { token } = await jsonBody(c, checkTokenBody);
    return c.json({ Success: true, valid: await tokenValid(c.var.deps, token) });
  })
  .post("/reset-account", async (c) => {
    const body = await jsonBody(c, resetAccountBody);
    await resetAccount(c.var.deps, body, { clientAddress: clientAddress(c) });
    return c.json({ Success: true });
  })
  .post("/register", async (c) => {
    const body = await jsonBody(c, registerBody);
    const user = await createUser(c.var.deps, c.var.actor, {
      email: body.email,
      roleID: body.role,
      name: body.name,
      jobTitle: body.jobTitle,
    });
    return c.json({ Success: true, User: user }, 201);
  });
