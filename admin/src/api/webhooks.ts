/** Calls for Configuration → Webhooks (issue 32): the webhooks, their delivery logs, send again. */
import type { DeliveryItem, WebhookInput, WebhookItem } from "../../../lib/content/webhooks.ts";
import { request } from "./client.ts";

export type { DeliveryItem, WebhookInput, WebhookItem };

export async function listWebhooks(signal?: AbortSignal): Promise<WebhookItem[]> {
  return (await request<{ webhooks: WebhookItem[] }>("GET", "/webhooks", { signal })).webhooks;
}

/** Adds a webhook; its signing secret is in this answer only. */
export function createWebhook(input: WebhookInput) {
  return request<{ webhook: WebhookItem; secret: string }>("POST", "/webhooks", { body: input });
}

export async function updateWebhook(id: string, input: WebhookInput): Promise<WebhookItem> {
  return (await request<{ webhook: WebhookItem }>("PUT", `/webhooks/${id}`, { body: input }))
    .webhook;
}

export async function deleteWebhook(id: string): Promise<void> {
  await request("DELETE", `/webhooks/${id}`);
}

export async function listDeliveries(id: string, signal?: AbortSignal): Promise<DeliveryItem[]> {
  return (await request<{ deliveries: DeliveryItem[] }>("GET", `/webhooks/${id}/deliveries`, {
    signal,
  })).deliveries;
}

export async function resendDelivery(id: string, deliveryID: string): Promise<DeliveryItem> {
  return (await request<{ delivery: DeliveryItem }>(
    "POST",
    `/webhooks/${id}/deliveries/${deliveryID}/resend`,
  )).delivery;
}
