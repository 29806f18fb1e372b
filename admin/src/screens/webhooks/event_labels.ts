/** Webhook events' and deliveries' names in the admin's language (keys written out: keys_test reads them). */
import type { TFunction } from "i18next";
import type { DeliveryStatus, WebhookEventType } from "../../../../lib/content/webhooks.ts";

/** "page.slug_changed" → "pageSlugChanged": the event's key in the strings. */
function eventKey(event: WebhookEventType): string {
  return event.replace(/[._]([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function eventLabel(t: TFunction, event: WebhookEventType): string {
  const labels: Record<string, string> = {
    pagePublished: t("webhooks.event.pagePublished"),
    pageUnpublished: t("webhooks.event.pageUnpublished"),
    pageDeleted: t("webhooks.event.pageDeleted"),
    pageSlugChanged: t("webhooks.event.pageSlugChanged"),
    mediaReplaced: t("webhooks.event.mediaReplaced"),
    mediaTrashed: t("webhooks.event.mediaTrashed"),
    mediaRestored: t("webhooks.event.mediaRestored"),
    formSubmitted: t("webhooks.event.formSubmitted"),
  };
  return labels[eventKey(event)] ?? event;
}

export function deliveryStatusLabel(t: TFunction, status: DeliveryStatus): string {
  const labels: Record<DeliveryStatus, string> = {
    pending: t("webhooks.deliveryState.pending"),
    retrying: t("webhooks.deliveryState.retrying"),
    delivered: t("webhooks.deliveryState.delivered"),
    failed: t("webhooks.deliveryState.failed"),
  };
  return labels[status];
}
