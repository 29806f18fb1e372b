/** Webhook events' and deliveries' names in the admin's language (keys written out: keys_test reads them). */
import type { TFunction } from "i18next";
import type { DeliveryStatus, WebhookEventType } from "../../../../lib/content/webhooks.ts";

export function eventLabel(t: TFunction, event: WebhookEventType): string {
  const labels: Record<WebhookEventType, string> = {
    "page.published": t("webhooks.event.pagePublished"),
    "page.unpublished": t("webhooks.event.pageUnpublished"),
    "page.deleted": t("webhooks.event.pageDeleted"),
    "page.slug_changed": t("webhooks.event.pageSlugChanged"),
    "media.replaced": t("webhooks.event.mediaReplaced"),
    "media.trashed": t("webhooks.event.mediaTrashed"),
    "media.restored": t("webhooks.event.mediaRestored"),
    "form.submitted": t("webhooks.event.formSubmitted"),
  };
  return labels[event];
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
