/**
 * Share links for review (issue 32; docs/api.md, Share links), mounted under /api/ximblox/page
 * beside routes/api/page.ts:
 *
 * - `POST /version/{versionID}/share {hours, password?, allowComments?}` →
 *   `{Success, id, url, expiresAt}`: `url` is absolute under PUBLIC_URL and shown once;
 * - `GET /{pageID}/shares` → `{Success, items}`: the page's live links;
 * - `DELETE /shares/{shareID}` → `{Success}`: revoked (SHARE_02 when not live).
 *
 * Each needs edit-page for the page (403 UM_01) and, as all of /api, the CSRF token.
 */
import { Hono } from "hono";
import { shareLinkBody } from "../../lib/content/share_links.ts";
import { idParam, jsonBody } from "../../lib/http/validate.ts";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
} from "../../lib/ops/pages/share_links.ts";
import type { AppEnv } from "../_env.ts";

export const shareLinks = new Hono<AppEnv>()
  .post("/version/:id/share", async (c) => {
    const id = idParam(c);
    const body = await jsonBody(c, shareLinkBody);
    return c.json({ Success: true, ...await createShareLink(c.var.deps, c.var.actor, id, body) });
  })
  .get("/:id/shares", async (c) => {
    const items = await listShareLinks(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true, items });
  })
  .delete("/shares/:id", async (c) => {
    await revokeShareLink(c.var.deps, c.var.actor, idParam(c));
    return c.json({ Success: true });
  });
