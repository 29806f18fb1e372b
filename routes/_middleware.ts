/** Request middleware: CSRF protection, the session's actor, and headers every answer needs. */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { csrfTokenFor, csrfTokenMatches } from "../lib/auth/csrf.ts";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../lib/auth/sessions.ts";
import { randomToken } from "../lib/auth/tokens.ts";
import { clientAddress } from "../lib/http/client_address.ts";
import { apiError, failure } from "../lib/http/errors.ts";
import { currentActor } from "../lib/ops/access/current_actor.ts";
import { hasSecondFactor } from "../lib/content/second_factor.ts";
import type { AppEnv } from "./_env.ts";

const CSRF_COOKIE = "xb_csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * POSTs that change nothing and answer only what anyone may read: anonymous callers send them
 * without a token (a site search from another tool, a plain `curl`). A forged one from another
 * site could neither change anything nor read the answer.
 */
const READ_ONLY_POSTS = new Set(["/api/ximblox/search/search"]);
/**
 * The one API address another site sends the browser to: the issuer's redirect back after
 * single sign-on. Its own check stands in for this one: the state, kept under the id of a
 * SameSite=Lax cookie set by this site's start, spent once (lib/ops/people/oidc_sign_in.ts).
 */
const CROSS_SITE_NAVIGATIONS = new Set(["/api/ximblox/auth/oidc/callback"]);

/**
 * Signed double-submit CSRF protection. Every admin page and API answer carries the browser's
 * token; every state-changing API call must send it back in X-CSRF-Token. Cross-site requests
 * (by Sec-Fetch-Site or Origin) are refused whatever their content type. And no API address is
 * opened by a link or form on another site: the session cookie is SameSite=Lax, so such a
 * navigation is signed in, and a GET that records something (every CSV download writes an audit
 * record) or starts work would run on a stranger's click.
 *
 * As an API answer carries one browser's token (and most depend on a session), none may be
 * stored by any cache: every one, errors and files included, is `Cache-Control: no-store`.
 */
export function csrf(secret: Uint8Array, publicOrigin: string, secure: boolean) {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    let browserID = getCookie(c, CSRF_COOKIE);
    const known = !!browserID && /^[A-Za-z0-9_-]{43}$/.test(browserID);
    if (!known) {
      browserID = randomToken();
      setCookie(c, CSRF_COOKIE, browserID, {
        httpOnly: true,
        sameSite: "Strict",
        secure,
        path: "/",
      });
    }
    const token = csrfTokenFor(secret, browserID!);
    c.set("csrfToken", token);
    const isApi = c.req.path.startsWith("/api/");
    const readOnly = c.req.method === "POST" && READ_ONLY_POSTS.has(c.req.path);
    if (
      isApi && c.req.header("Sec-Fetch-Mode") === "navigate" && isCrossSite(c, publicOrigin) &&
      !(c.req.method === "GET" && CROSS_SITE_NAVIGATIONS.has(c.req.path))
    ) {
      const res = failure(c, apiError("CSRF_01", "Sec-Fetch-Site"));
      res.headers.set("Cache-Control", NO_STORE);
      return res;
    }
    if (isApi && !SAFE_METHODS.has(c.req.method) && !readOnly) {
      const sent = c.req.header("X-CSRF-Token") ?? "";
      const crossSite = isCrossSite(c, publicOrigin);
      if (crossSite || !known || !csrfTokenMatches(secret, browserID!, sent)) {
        const res = failure(c, apiError("CSRF_01", "X-CSRF-Token"));
        res.headers.set("X-CSRF-Token", token);
        res.headers.set("Cache-Control", NO_STORE);
        return res;
      }
    }
    await next();
    if (isApi) {
      c.res.headers.set("X-CSRF-Token", token);
      c.res.headers.set("Cache-Control", NO_STORE);
    }
  };
  return handler;
}

const NO_STORE = "no-store";

/** Bodies up to this size are counted for HEAD answers that do not say their length. */
const MAX_COUNTED_BYTES = 16 * 1024 * 1024;

/**
 * HEAD answers carry the length the GET answer would have. Hono answers HEAD with the GET
 * handler's response stripped of its body, so a response that did not state its length (a
 * static file, a text) would say 0: count it here. Responses that know their length (pages,
 * library files) are left as they are.
 */
export const headLength: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "HEAD" || c.res.headers.has("Content-Length") || !c.res.body) return;
  let length = 0;
  const reader = c.res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > MAX_COUNTED_BYTES) return;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  const headers = new Headers(c.res.headers);
  headers.set("Content-Length", String(length));
  c.res = new Response(null, { status: c.res.status, statusText: c.res.statusText, headers });
};

function isCrossSite(c: Context, publicOrigin: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = c.req.header("Origin");
  if (!origin) return false;
  return origin !== publicOrigin && origin !== new URL(c.req.url).origin;
}

/** Resolves the session cookie to the actor (or null) for the operations below. */
export const session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  c.set("sessionToken", token);
  const actor = await currentActor(c.var.deps, token);
  c.set("actor", actor && { ...actor, clientAddress: clientAddress(c) });
  await next();
};

/**
 * Calls a signed-in user whose role requires a second factor may make before they have one:
 * who they are, signing out (or in again), and setting it up. Everything else answers 403
 * AUTH_2FA_SETUP, so the session of a password alone reaches nothing until the set-up is done.
 */
const SECOND_FACTOR_SETUP_PATHS = new Set([
  "/api/ximblox/auth/user",
  "/api/ximblox/auth/logout",
  "/api/ximblox/auth/login",
  "/api/ximblox/auth/second-factor",
  "/api/ximblox/auth/refresh-session",
  "/api/ximblox/auth/totp/setup",
  "/api/ximblox/auth/totp/confirm",
  // A passkey meets the requirement too; adding one may ask for the proof again.
  "/api/ximblox/auth/passkeys",
  "/api/ximblox/auth/passkeys/register/options",
  "/api/ximblox/auth/passkeys/register/verify",
  "/api/ximblox/auth/passkeys/login/options",
  "/api/ximblox/auth/passkeys/login/verify",
  "/api/ximblox/auth/reauth",
]);

/**
 * Whether the actor's role requires a second factor they do not have yet. A session begun
 * through the organisation's sign-in (OpenID Connect) is not held: the organisation's sign-in,
 * with whatever factors it asks for, is the proof (README, Single sign-on).
 */
function heldAtSetUp(actor: AppEnv["Variables"]["actor"]): boolean {
  return !!actor?.role.requireSecondFactor && !hasSecondFactor(actor.user) &&
    actor.signedInVia !== "oidc";
}

/** Holds a user whose role requires a second factor, and who has none, at its set-up. */
export const secondFactorGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (heldAtSetUp(c.var.actor) && !SECOND_FACTOR_SETUP_PATHS.has(c.req.path)) {
    throw apiError("AUTH_2FA_SETUP", "secondFactor");
  }
  await next();
};

/**
 * Library files for such a user: what a visitor may see (published files answer as for anyone),
 * but not the unpublished ones staff see, until the set-up is done.
 */
export const visitorUntilSecondFactor: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (heldAtSetUp(c.var.actor)) c.set("actor", null);
  await next();
};

/**
 * A cookie that carries a secret (a session, a sign-in under way): HttpOnly, and Secure where the
 * site is served over https. `maxAge` in seconds; 0 removes it.
 */
export function setSecretCookie(
  c: Context<AppEnv>,
  name: string,
  value: string,
  { sameSite, path, maxAge }: { sameSite: "Strict" | "Lax"; path: string; maxAge: number },
): void {
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite,
    secure: c.var.deps.config.publicUrl.startsWith("https:"),
    path,
    maxAge,
  });
}

/** The cookie of a sign-in waiting for its second step (lib/ops/people/sign_in.ts). */
export const PENDING_COOKIE = "xb_pending";

/**
 * Set by the password step of an account with a second factor, instead of the session cookie:
 * HttpOnly, SameSite=Strict (only the sign-in screen's own calls send it), and as short-lived as
 * the pending sign-in it names.
 */
export function setPendingCookie(c: Context<AppEnv>, token: string, maxAgeMs: number): void {
  setSecretCookie(c, PENDING_COOKIE, token, {
    sameSite: "Strict",
    path: "/api/ximblox/auth",
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearPendingCookie(c: Context<AppEnv>): void {
  setSecretCookie(c, PENDING_COOKIE, "", {
    sameSite: "Strict",
    path: "/api/ximblox/auth",
    maxAge: 0,
  });
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setSecretCookie(c, SESSION_COOKIE, token, {
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  setSecretCookie(c, SESSION_COOKIE, "", { sameSite: "Lax", path: "/", maxAge: 0 });
}
