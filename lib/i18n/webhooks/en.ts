/**
 * The webhook texts in English (see ../webhooks.ts). English defines the shapes; the other
 * languages follow them key for key.
 */

/** The mail to a webhook's creator when it is paused (lib/mail/webhook_templates.ts). */
export interface WebhookMailTexts {
  /** `{url}` is filled in. */
  pausedSubject: string;
  /** `{url}`, `{hours}` and `{error}` (the last failure) are filled in. */
  paused: string;
  openWebhooks: string;
}

export const webhookMailEn: WebhookMailTexts = {
  pausedSubject: "Webhook paused: {url}",
  paused:
    "Deliveries to the webhook {url} have failed for {hours} hours, so it has been paused: no new events are sent to it. The last failure: {error}. Check the receiver, then save the webhook again in Configuration → Webhooks to resume it.",
  openWebhooks: "Open the webhooks",
};
