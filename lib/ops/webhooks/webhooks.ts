/**
 * Webhooks as administrators manage them (Configuration → Webhooks, `manage-integrations`):
 * list, create (the secret answered once), change, delete, the delivery log and "send again".
 * Each change is in the audit trail, in the commit that makes it. An address is checked where it
 * leads when saved (lib/http/outbound_address.ts) and again at every delivery (DNS can change).
 */
import {
  type DeliveryItem,
  pendingDelivery,
  WEBHOOK_PERMISSION,
  type WebhookInput,
  type WebhookItem,
} from "../../content/webhooks.ts";
import { auditIn } from "../../db/audit.ts";
import { getUser } from "../../db/users.ts";
import {
  type DeliveryRecord,
  getDelivery,
  listDeliveries,
  queueResend,
  timeSortedID,
  wakeWebhookWorker,
} from "../../db/webhook_queue.ts";
import {
  deleteWebhook,
  getWebhookEntry,
  getWebhookHealth,
  HEALTHY,
  listWebhooks,
  saveWebhook,
  type WebhookHealth,
  type WebhookRecord,
} from "../../db/webhooks.ts";
import { apiError, found } from "../../http/errors.ts";
import { checkOutboundUrl } from "../../http/outbound_address.ts";
import { requirePermission } from "../access/access.ts";
import { actorName, auditDraft } from "../audit.ts";
import type { Actor, Deps } from "../deps.ts";

/** A fresh signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

/** How the audit trail names a webhook: its address and id. */
function webhookTarget(w: { id: string; url: string }): string {
  return `${auditedUrl(w.url)} (${w.id})`;
}

/**
 * An address as the audit trail keeps it: without its query, fragment or user information, where
 * receivers often put a token (`…/hook?key=…`), which staff who may read the trail must not get.
 */
function auditedUrl(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname}${u.search || u.hash ? "?…" : ""}`;
}

/** Refuses an address that leads to a private network (HOOK_01) or nowhere (HOOK_02). */
async function checkAddress(deps: Deps, url: string): Promise<void> {
  const check = await checkOutboundUrl(new URL(url), deps.config.webhooks.allowPrivate);
  if (!check.ok) throw apiError(check.reason === "private" ? "HOOK_01" : "HOOK_02", "url");
}

async function present(
  deps: Deps,
  w: WebhookRecord,
  health: WebhookHealth,
  names?: Map<number, string>,
): Promise<WebhookItem> {
  let ownerName = names?.get(w.createdBy);
  if (ownerName === undefined) {
    const owner = await getUser(deps.kv, w.createdBy);
    ownerName = owner ? actorName(owner) : "";
  }
  return {
    id: w.id,
    url: w.url,
    events: w.events,
    enabled: w.enabled,
    includeFormAnswers: w.includeFormAnswers,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    ownerName,
    failingSince: health.failingSince,
    pausedAt: health.pausedAt,
  };
}

export async function listWebhookItems(deps: Deps, actor: Actor | null): Promise<WebhookItem[]> {
  requirePermission(actor, WEBHOOK_PERMISSION);
  const all = await listWebhooks(deps.kv);
  const names = new Map<number, string>();
  for (const id of new Set(all.map((h) => h.webhook.createdBy))) {
    const user = await getUser(deps.kv, id);
    names.set(id, user ? actorName(user) : "");
  }
  return await Promise.all(all.map((h) => present(deps, h.webhook, h.health, names)));
}

export async function createWebhook(
  deps: Deps,
  actor: Actor | null,
  input: WebhookInput,
): Promise<{ webhook: WebhookItem; secret: string }> {
  const a = requirePermission(actor, WEBHOOK_PERMISSION);
  await checkAddress(deps, input.url);
  const now = Date.now();
  const webhook: WebhookRecord = {
    id: crypto.randomUUID(),
    ...input,
    secret: newSecret(),
    createdBy: a.user.id,
    createdAt: now,
    updatedAt: now,
  };
  const audit = await auditDraft(deps, a, {
    action: "webhook-create",
    target: webhookTarget(webhook),
    summary: `events ${webhook.events.join(", ")}${webhook.enabled ? "" : "; disabled"}`,
  });
  await saveWebhook(deps.kv, null, webhook, (op) => auditIn(op, audit));
  return { webhook: await present(deps, webhook, HEALTHY), secret: webhook.secret };
}

async function loadWebhook(deps: Deps, id: string) {
  return found(await getWebhookEntry(deps.kv, id), "id");
}

/** Changes a webhook; saving also resumes a paused one (its failures are forgotten). */
export async function updateWebhook(
  deps: Deps,
  actor: Actor | null,
  id: string,
  input: WebhookInput,
): Promise<WebhookItem> {
  const a = requirePermission(actor, WEBHOOK_PERMISSION);
  const before = await loadWebhook(deps, id);
  if (input.url !== before.value.url) await checkAddress(deps, input.url);
  const after: WebhookRecord = { ...before.value, ...input, updatedAt: Date.now() };
  const audit = await auditDraft(deps, a, {
    action: "webhook-update",
    target: webhookTarget(after),
    summary: `events ${after.events.join(", ")}${after.enabled ? "" : "; disabled"}` +
      (after.url !== before.value.url ? `; was ${auditedUrl(before.value.url)}` : ""),
  });
  if (!(await saveWebhook(deps.kv, before, after, (op) => auditIn(op, audit)))) {
    throw apiError("PM_02", "webhook");
  }
  return await present(deps, after, HEALTHY);
}

export async function removeWebhook(deps: Deps, actor: Actor | null, id: string): Promise<void> {
  const a = requirePermission(actor, WEBHOOK_PERMISSION);
  const before = await loadWebhook(deps, id);
  const audit = await auditDraft(deps, a, {
    action: "webhook-delete",
    target: webhookTarget(before.value),
    summary: `events ${before.value.events.join(", ")}`,
  });
  if (!(await deleteWebhook(deps.kv, before, (op) => auditIn(op, audit)))) {
    throw apiError("PM_02", "webhook");
  }
}

function presentDelivery(d: DeliveryRecord): DeliveryItem {
  const { webhookID: _w, payload: _p, ...item } = d;
  return item;
}

export async function listWebhookDeliveries(
  deps: Deps,
  actor: Actor | null,
  id: string,
): Promise<DeliveryItem[]> {
  requirePermission(actor, WEBHOOK_PERMISSION);
  await loadWebhook(deps, id);
  return (await listDeliveries(deps.kv, id)).map(presentDelivery);
}

/**
 * "Send again": a new delivery of the same event (same `webhook-id`, so a receiver that already
 * has it can tell), sent even while the webhook is paused; its success resumes the webhook.
 */
export async function resendDelivery(
  deps: Deps,
  actor: Actor | null,
  id: string,
  deliveryID: string,
): Promise<DeliveryItem> {
  const a = requirePermission(actor, WEBHOOK_PERMISSION);
  const webhook = await loadWebhook(deps, id);
  const original = found(await getDelivery(deps.kv, id, deliveryID), "deliveryID");
  const now = Date.now();
  const again: DeliveryRecord = {
    ...original.value,
    id: timeSortedID(now),
    ...pendingDelivery(now),
    resent: true,
  };
  const audit = await auditDraft(deps, a, {
    action: "webhook-resend",
    target: webhookTarget(webhook.value),
    summary: `${original.value.event} (event ${original.value.eventID}; delivery ${deliveryID})`,
  });
  await queueResend(deps.kv, again, (op) => auditIn(op, audit));
  wakeWebhookWorker(deps.kv);
  return presentDelivery(again);
}

/** The health of one webhook (tests, the pause). */
export async function webhookHealth(deps: Deps, id: string): Promise<WebhookHealth> {
  return (await getWebhookHealth(deps.kv, id)).value ?? HEALTHY;
}
