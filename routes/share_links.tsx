/**
 * A share link's address, `/preview/{token}` (lib/site/share_page.ts): `GET` shows the shared
 * version (or asks for its password, or says why it no longer works); `POST` takes the password
 * (form-encoded, from the page's own form), and `POST …/comments` a visitor's comment when the link
 * allows them. An unknown token's `GET` goes on to the site, which
 * answers its 404 page (and any page whose address this happens to be).
 */
import { Hono } from "hono";
import { readTextLimited } from "../lib/http/body.ts";
import { clientAddress } from "../lib/http/client_address.ts";
import { shareCommentAnswer, sharePageAnswer, shareUnlockAnswer } from "../lib/site/share_page.ts";
import type { AppEnv } from "./_env.ts";

export const sharePages = new Hono<AppEnv>()
  .get("/preview/:token", async (c, next) => {
    const answer = await sharePageAnswer(c, c.var.deps, c.req.param("token"), clientAddress(c));
    if (answer) return answer;
    await next();
  })
  .post("/preview/:token/comments", async (c) => {
    const text = await readTextLimited(c.req.raw, { maxBytes: 16_384, totalMs: 30_000 });
    const form = Object.fromEntries(new URLSearchParams(text));
    return shareCommentAnswer(c, c.var.deps, c.req.param("token"), form, clientAddress(c));
  })
  .post("/preview/:token", async (c) => {
    const text = await readTextLimited(c.req.raw, { maxBytes: 4096, totalMs: 30_000 });
    const form = Object.fromEntries(new URLSearchParams(text));
    return shareUnlockAnswer(c, c.var.deps, c.req.param("token"), form);
  });
