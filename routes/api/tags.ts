/**
 * /api/ximblox/tags: search and list public tags (anyone: published data only) and private tags
 * (edit-page), and validate one tag as the editor types it.
 */
import { Hono } from "hono";
import { tagSearchBody, tagValidateBody } from "../../lib/content/tags.ts";
import { jsonBody } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { fetchTags, searchTags } from "../../lib/ops/pages/tags.ts";
import type { AppEnv } from "../_env.ts";

export const tags = new Hono<AppEnv>()
  .post("/search", async (c) => {
    const { term } = await jsonBody(c, tagSearchBody);
    const found = await searchTags(c.var.deps, c.var.actor, "public", term);
    return c.json({ Success: true, tags: found.map((t) => t.tag) });
  })
  .post("/search-private", async (c) => {
    // The permission before the body: a caller without it learns nothing from validation.
    requirePermission(c.var.actor, "edit-page");
    const { term } = await jsonBody(c, tagSearchBody);
    const found = await searchTags(c.var.deps, c.var.actor, "private", term);
    return c.json({ Success: true, tags: found.map((t) => t.tag) });
  })
  .get(
    "/fetch",
    async (c) =>
      c.json({ Success: true, tags: await fetchTags(c.var.deps, c.var.actor, "public") }),
  )
  .get(
    "/fetch-private",
    async (c) =>
      c.json({ Success: true, tags: await fetchTags(c.var.deps, c.var.actor, "private") }),
  )
  .post("/validate", async (c) => {
    await jsonBody(c, tagValidateBody);
    return c.json({ Success: true });
  });
