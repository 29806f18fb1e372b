/**
 * /api/ximblox/webhooks (issue 32): the signed webhooks and their delivery logs, for
 * `manage-integrations` (lib/ops/webhooks/webhooks.ts). The permission is checked before the
 * body is read: a caller without it learns nothing from validation.
 */
import { Hono } from "hono";
import {
  DELIVERY_ID,
  WEBHOOK_ID,
  WEBHOOK_PERMISSION,
  webhookBody,
} from "../../lib/content/webhooks.ts";
import { apiError } from "../../lib/http/errors.ts";
import { jsonBody } from "../../lib/http/validate.ts";
import { requirePermission } from "../../lib/ops/access/access.ts";
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhookItems,
  removeWebhook,
  resendDelivery,
  updateWebhook,
} from "../../lib/ops/webhooks/webhooks.ts";
import type { AppEnv } from "../_env.ts";

/** A webhook's body is small: a URL and a few flags. */
const BODY_MAX_BYTES = 16 * 1024;

function webhookID(id: string): string {
  if (!WEBHOOK_ID.test(id)) throw apiError("NF_01", "id");
  return id;
}

export const webhooks = new Hono<AppEnv>()
  .get("/", async (c) => {
    return c.json({ Success: true, webhooks: await listWebhookItems(c.var.deps, c.var.actor) });
  })
  .post("/", async (c) => {
    requirePermission(c.var.actor, WEBHOOK_PERMISSION);
    const input = await jsonBody(c, webhookBody, { maxBytes: BODY_MAX_BYTES });
    const created = await createWebhook(c.var.deps, c.var.actor, input);
    return c.json({ Success: true, ...created }, 201);
  })
  .put("/:id", async (c) => {
    requirePermission(c.var.actor, WEBHOOK_PERMISSION);
    const id = webhookID(c.req.param("id"));
    const input = await jsonBody(c, webhookBody, { maxBytes: BODY_MAX_BYTES });
    return c.json({
      Success: true,
      webhook: await updateWebhook(c.var.deps, c.var.actor, id, input),
    });
  })
  .delete("/:id", async (c) => {
    requirePermission(c.var.actor, WEBHOOK_PERMISSION);
    await removeWebhook(c.var.deps, c.var.actor, webhookID(c.req.param("id")));
    return c.json({ Success: true });
  })
  .get("/:id/deliveries", async (c) => {
    requirePermission(c.var.actor, WEBHOOK_PERMISSION);
    const id = webhookID(c.req.param("id"));
    return c.json({
      Success: true,
      deliveries: await listWebhookDeliveries(c.var.deps, c.var.actor, id),
    });
  })
  .post("/:id/deliveries/:deliveryID/resend", async (c) => {
    requirePermission(c.var.actor, WEBHOOK_PERMISSION);
    const id = webhookID(c.req.param("id"));
    const deliveryID = c.req.param("deliveryID");
    if (!DELIVERY_ID.test(deliveryID)) throw apiError("NF_01", "deliveryID");
    return c.json({
      Success: true,
      delivery: await resendDelivery(c.var.deps, c.var.actor, id, deliveryID),
    });
  });
