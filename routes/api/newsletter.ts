/**
 * /api/ximblox/newsletter: the signup island's calls (public) and the admin's subscriber list
 * (manage-forms).
 *
 * The signup is a state-changing API call like any other, so it goes through the API's CSRF
 * check (routes/_middleware.ts): the island first fetches `GET /token`, whose answer, like every
 * API answer, sets the browser's CSRF cookie and carries its token in X-CSRF-Token, and sends
 * that token back with the signup. Visitors have no session; what the check stops is another
 * site posting signups through visitors' browsers. (The no-JavaScript form posts to
 * /newsletter/subscribe instead: routes/newsletter.tsx.)
 */
import { Hono } from "hono";
import { CSV_CONTENT_TYPE } from "../../lib/content/csv.ts";
import {
  NEWSLETTER_PERMISSION,
  SIGNUP_BODY_MAX_BYTES,
  subscribeBody,
  SUBSCRIBER_ID,
  subscriberFilter,
  subscriberListBody,
} from "../../lib/content/newsletter.ts";
import { clientAddress } from "../../lib/http/client_address.ts";
import { apiError } from "../../lib/http/errors.ts";
import { jsonBody, parseInput } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import { deleteSubscriberByID } from "../../lib/ops/newsletter/delete_subscriber.ts";
import { exportSubscribersCsv } from "../../lib/ops/newsletter/export_subscribers.ts";
import { listSubscriberPage } from "../../lib/ops/newsletter/list_subscribers.ts";
import { acceptSignup } from "../../lib/ops/newsletter/subscribe.ts";
import type { AppEnv } from "../_env.ts";

export const newsletter = new Hono<AppEnv>()
  // The CSRF token for the signup, in the answer's X-CSRF-Token header.
  .get("/token", (c) => c.json({ Success: true }))
  .post("/subscribe", async (c) => {
    const input = await jsonBody(c, subscribeBody, { maxBytes: SIGNUP_BODY_MAX_BYTES });
    // The same answer whatever the address's state: see lib/ops/newsletter/subscribe.ts.
    if (!(await acceptSignup(c.var.deps, input, clientAddress(c)))) {
      throw apiError("G_01", "", 429);
    }
    return c.json({ Success: true });
  })
  .post("/list", async (c) => {
    // The permission before the body: a caller without it learns nothing from validation.
    requirePermission(c.var.actor, NEWSLETTER_PERMISSION);
    const query = await jsonBody(c, subscriberListBody);
    return c.json({ Success: true, ...await listSubscriberPage(c.var.deps, c.var.actor, query) });
  })
  .delete("/subscriber/:id", async (c) => {
    requirePermission(c.var.actor, NEWSLETTER_PERMISSION);
    const id = c.req.param("id");
    if (!SUBSCRIBER_ID.test(id)) throw apiError("NF_01", "id");
    await deleteSubscriberByID(c.var.deps, c.var.actor, id);
    return c.json({ Success: true });
  })
  .get("/export", async (c) => {
    requirePermission(c.var.actor, NEWSLETTER_PERMISSION);
    const filter = parseInput(subscriberFilter, c.req.query("status") ?? "all");
    const searchTerm = (c.req.query("searchTerm") ?? "").trim().slice(0, 254);
    const { fileName, csv } = await exportSubscribersCsv(c.var.deps, c.var.actor, {
      status: filter,
      searchTerm,
    });
    c.header("Content-Type", CSV_CONTENT_TYPE);
    c.header("Content-Disposition", `attachment; filename="${fileName}"`);
    return c.body(csv);
  });
