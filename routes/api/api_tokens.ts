/**
 * /api/ximblox/api-tokens: the content API's read tokens (issue 32), for holders of
 * `manage-integrations` (401 without a session, 403 UM_01 without it; checked before the body).
 * `POST` answers the token's value once (`token`); it is stored hashed and never shown again.
 */
import { Hono } from "hono";
import { apiTokenBody } from "../../lib/content/content_api.ts";
import { idParam, jsonBody } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { createToken, listTokens, revokeToken } from "../../lib/ops/integrations/api_tokens.ts";
import type { AppEnv } from "../_env.ts";

export const apiTokens = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json({ Success: true, tokens: await listTokens(c.var.deps, c.var.actor) });
  })
  .post("/", async (c) => {
    requirePermission(c.var.actor, "manage-integrations");
    const body = await jsonBody(c, apiTokenBody);
    const made = await createToken(c.var.deps, c.var.actor, body);
    return c.json(
      { Success: true, id: made.token.id, token: made.value, apiToken: made.token },
      201,
    );
  })
  .delete("/:id", async (c) => {
    await revokeToken(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  });
