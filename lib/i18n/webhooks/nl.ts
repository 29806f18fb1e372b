/** The webhook texts in Dutch (see ../webhooks.ts). */
import type { WebhookMailTexts } from "./en.ts";

export const webhookMailNl: WebhookMailTexts = {
  pausedSubject: "Webhook gepauzeerd: {url}",
  paused:
    "Bezorgingen aan de webhook {url} mislukken al {hours} uur, daarom is hij gepauzeerd: er worden geen nieuwe gebeurtenissen meer naartoe gestuurd. De laatste fout: {error}. Controleer de ontvanger en sla de webhook daarna opnieuw op onder Configuratie → Webhooks om hem te hervatten.",
  openWebhooks: "Naar de webhooks",
};
