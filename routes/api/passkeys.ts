/**
 * /api/ximblox/auth/passkeys: one's own passkeys, and signing in with one (issue 31; docs/api.md,
 * Auth). Thin: parse, call the operation, answer.
 */
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  passkeyLoginBody,
  registerPasskeyBody,
  renamePasskeyBody,
} from "../../lib/content/passkeys.ts";
import { clientAddress } from "../../lib/http/client_address.ts";
import { jsonBody } from "../../lib/http/validate.ts";
import {
  listOwnPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from "../../lib/ops/people/passkeys.ts";
import { passkeyLoginOptions, passkeySignIn } from "../../lib/ops/people/passkey_sign_in.ts";
import type { AppEnv } from "../_env.ts";
import { clearPendingCookie, PENDING_COOKIE, setSessionCookie } from "../_middleware.ts";

export const passkeys = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json({ Success: true, passkeys: await listOwnPasskeys(c.var.deps, c.var.actor) });
  })
  .post("/register/options", async (c) => {
    const options = await passkeyRegistrationOptions(c.var.deps, c.var.actor);
    return c.json({ Success: true, options });
  })
  .post("/register/verify", async (c) => {
    const body = await jsonBody(c, registerPasskeyBody);
    const passkey = await registerPasskey(c.var.deps, c.var.actor, body);
    return c.json({ Success: true, passkey }, 201);
  })
  .put("/:id", async (c) => {
    const { name } = await jsonBody(c, renamePasskeyBody);
    const passkey = await renamePasskey(c.var.deps, c.var.actor, c.req.param("id"), name);
    return c.json({ Success: true, passkey });
  })
  .delete("/:id", async (c) => {
    const { secondFactor } = await removePasskey(c.var.deps, c.var.actor, c.req.param("id"));
    return c.json({ Success: true, secondFactor });
  })
  .post("/login/options", async (c) => {
    const options = await passkeyLoginOptions(c.var.deps, clientAddress(c));
    return c.json({ Success: true, options });
  })
  .post("/login/verify", async (c) => {
    const { response } = await jsonBody(c, passkeyLoginBody);
    const { user, token } = await passkeySignIn(
      c.var.deps,
      getCookie(c, PENDING_COOKIE),
      response,
      { clientAddress: clientAddress(c), userAgent: c.req.header("User-Agent") },
    );
    clearPendingCookie(c);
    setSessionCookie(c, token);
    return c.json({ Success: true, Errors: [], User: user });
  });
