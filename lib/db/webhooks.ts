/**
 * Webhooks (issue 32): where an event is sent, with its signing secret. A webhook's failures
 * (`failingSince`, `pausedAt`) are kept under their own key, written by the delivery worker, so
 * that an administrator's edit and a delivery never overwrite each other.
 */
import type { WebhookEventType } from "../content/webhooks.ts";
import { keys } from "./keys.ts";

export interface WebhookRecord {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  includeFormAnswers: boolean;
  /** The signing secret in the Standard Webhooks form (`whsec_` and base64). */
  secret: string;
  createdBy: number;
  createdAt: number;
  updatedAt: number;
}

export interface WebhookHealth {
  /** When deliveries began failing, with no success since (null: not failing). */
  failingSince: number | null;
  /** When the webhook was paused for failing too long (null: it is not). */
  pausedAt: number | null;
}

export const HEALTHY: WebhookHealth = { failingSince: null, pausedAt: null };

export interface WebhookWithHealth {
  webhook: WebhookRecord;
  health: WebhookHealth;
}

/** Every webhook with its health, oldest first (an installation has a handful). */
export async function listWebhooks(kv: Deno.Kv): Promise<WebhookWithHealth[]> {
  const hooks: WebhookRecord[] = [];
  for await (const e of kv.list<WebhookRecord>({ prefix: keys.webhooks() })) hooks.push(e.value);
  const health = new Map<string, WebhookHealth>();
  for await (const e of kv.list<WebhookHealth>({ prefix: keys.webhookHealthAll() })) {
    health.set(e.key[1] as string, e.value);
  }
  return hooks.sort((a, b) => a.createdAt - b.createdAt).map((webhook) => ({
    webhook,
    health: health.get(webhook.id) ?? HEALTHY,
  }));
}

export function getWebhookEntry(kv: Deno.Kv, id: string) {
  return kv.get<WebhookRecord>(keys.webhook(id));
}

export function getWebhookHealth(kv: Deno.Kv, id: string) {
  return kv.get<WebhookHealth>(keys.webhookHealth(id));
}

/**
 * Writes a webhook (new when `before` is null), with `extra` (its audit record) in the commit;
 * saving one also resumes it (its failures are forgotten). False when it changed meanwhile.
 */
export async function saveWebhook(
  kv: Deno.Kv,
  before: Deno.KvEntryMaybe<WebhookRecord> | null,
  after: WebhookRecord,
  extra: (op: Deno.AtomicOperation) => void,
): Promise<boolean> {
  const key = keys.webhook(after.id);
  const op = kv.atomic().check(before ?? { key, versionstamp: null }).set(key, after)
    .delete(keys.webhookHealth(after.id));
  extra(op);
  return (await op.commit()).ok;
}

/**
 * Deletes a webhook read as `before` (with `extra` in the commit); its queued deliveries are
 * dropped by the worker when it meets them, its log expires by itself and is cleared here.
 */
export async function deleteWebhook(
  kv: Deno.Kv,
  before: Deno.KvEntry<WebhookRecord>,
  extra: (op: Deno.AtomicOperation) => void,
): Promise<boolean> {
  const op = kv.atomic().check(before).delete(before.key)
    .delete(keys.webhookHealth(before.value.id));
  extra(op);
  if (!(await op.commit()).ok) return false;
  let batch = kv.atomic();
  let n = 0;
  for await (const e of kv.list({ prefix: keys.webhookDeliveries(before.value.id) })) {
    batch.delete(e.key);
    if (++n % 500 === 0) {
      await batch.commit();
      batch = kv.atomic();
    }
  }
  await batch.commit();
  return true;
}
