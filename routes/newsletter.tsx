/**
 * The newsletter's public pages (lib/site/newsletter_pages.ts). None is cached or indexed.
 *
 * - `POST /newsletter/subscribe`: the signup form without JavaScript (name, email, locale and
 *   the honeypot, form-encoded).
 * - `GET /newsletter/confirm/{token}`: a button (the link still works) or "this link no longer
 *   works" (410); its `POST` confirms (lib/ops/newsletter/confirm.ts).
 * - `GET /newsletter/unsubscribe/{token}`: a button, or 410; its `POST` unsubscribes. That POST
 *   is also the RFC 8058 one-click address of every newsletter mail's `List-Unsubscribe` header:
 *   mail providers post `List-Unsubscribe=One-Click` to it from their servers, without cookies
 *   or an Origin of ours, so nothing but the token is asked for.
 */
import { Hono } from "hono";
import { SIGNUP_BODY_MAX_BYTES } from "../lib/content/newsletter.ts";
import { readTextLimited } from "../lib/http/body.ts";
import { clientAddress } from "../lib/http/client_address.ts";
import { confirmLinkTarget, confirmSubscription } from "../lib/ops/newsletter/confirm.ts";
import { unsubscribe, unsubscribeLinkTarget } from "../lib/ops/newsletter/unsubscribe.ts";
import { linkPage, signupPage } from "../lib/site/newsletter_pages.ts";
import type { AppEnv } from "./_env.ts";

export const newsletterPages = new Hono<AppEnv>()
  .post("/newsletter/subscribe", async (c) => {
    const text = await readTextLimited(c.req.raw, {
      maxBytes: SIGNUP_BODY_MAX_BYTES,
      totalMs: 30_000,
    });
    const form = Object.fromEntries(new URLSearchParams(text));
    return signupPage(c.var.deps, c.req.raw, form, clientAddress(c));
  })
  .get("/newsletter/confirm/:token", async (c) => {
    const target = await confirmLinkTarget(c.var.deps, c.req.param("token"));
    return linkPage(c.var.deps, "confirm", c.req.path, target, "ask");
  })
  // The token is the only authority here (it came in the mail), so no origin is asked for.
  .post("/newsletter/confirm/:token", async (c) => {
    const target = await confirmSubscription(c.var.deps, c.req.param("token"));
    return linkPage(c.var.deps, "confirm", c.req.path, target, "done");
  })
  .get("/newsletter/unsubscribe/:token", async (c) => {
    const target = await unsubscribeLinkTarget(c.var.deps, c.req.param("token"));
    return linkPage(c.var.deps, "unsubscribe", c.req.path, target, "ask");
  })
  .post("/newsletter/unsubscribe/:token", async (c) => {
    // The body (`List-Unsubscribe=One-Click` from a mail provider, empty from the page's
    // button) says nothing the token does not: it is not read.
    await c.req.raw.body?.cancel();
    const target = await unsubscribe(c.var.deps, c.req.param("token"));
    return linkPage(c.var.deps, "unsubscribe", c.req.path, target, "done");
  });
