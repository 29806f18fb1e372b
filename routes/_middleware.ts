/** Request middleware: CSRF protection and the session's actor. */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { csrfTokenFor, csrfTokenMatches } from "../lib/auth/csrf.ts";
import { SESSION_COOKIE, SESSION_TTL_MS } from "../lib/auth/sessions.ts";
import { randomToken } from "../lib/auth/tokens.ts";
import { apiError, failure } from "../lib/http/errors.ts";
import { currentActor } from "../lib/ops/current_actor.ts";
import type { AppEnv } from "./_env.ts";

const CSRF_COOKIE = "xb_csrf";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Signed double-submit CSRF protection. Every admin page and API answer carries the browser's
 * token; every state-changing API call must send it back in X-CSRF-Token. Cross-site requests
 * (by Sec-Fetch-Site or Origin) are refused whatever their content type.
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
    if (isApi && !SAFE_METHODS.has(c.req.method)) {
      const sent = c.req.header("X-CSRF-Token") ?? "";
      const crossSite = isCrossSite(c, publicOrigin);
      if (crossSite || !known || !csrfTokenMatches(secret, browserID!, sent)) {
        const res = failure(c, apiError("CSRF_01", "X-CSRF-Token"));
        res.headers.set("X-CSRF-Token", token);
        return res;
      }
    }
    await next();
    if (isApi) c.res.headers.set("X-CSRF-Token", token);
  };
  return handler;
}

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
  c.set("actor", await currentActor(c.var.deps, token));
  await next();
};

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.deps.config.publicUrl.startsWith("https:"),
    path: "/",
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  setCookie(c, SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "Lax",
    secure: c.var.deps.config.publicUrl.startsWith("https:"),
    path: "/",
    maxAge: 0,
  });
}
