/** Comments on drafts (docs/api.md, Comments): /api/ximblox/page/version/{id}/comments and more. */
import { Hono } from "hono";
import { commentBody } from "../../lib/content/comments.ts";
import { idParam, jsonBody } from "../../lib/http/validate.ts";
import {
  commentOnVersion,
  listComments,
  myMentions,
  setCommentResolved,
} from "../../lib/ops/pages/comments.ts";
import type { AppEnv } from "../_env.ts";

export const comments = new Hono<AppEnv>()
  .get("/page/version/:id/comments", async (c) => {
    const listed = await listComments(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, ...listed });
  })
  .post("/page/version/:id/comments", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, commentBody);
    const comment = await commentOnVersion(c.var.deps, c.var.actor, id, body);
    return c.json({ Success: true, comment }, 201);
  })
  .post("/comments/:id/resolve", async (c) => {
    const comment = await setCommentResolved(c.var.deps, c.var.actor, idParam(c), true);
    return c.json({ Success: true, comment });
  })
  .post("/comments/:id/reopen", async (c) => {
    const comment = await setCommentResolved(c.var.deps, c.var.actor, idParam(c), false);
    return c.json({ Success: true, comment });
  })
  // The signed-in user's "You were mentioned" (the dashboard).
  .get("/comments/mentions", async (c) => {
    return c.json({ Success: true, mentions: await myMentions(c.var.deps, c.var.actor) });
  });
