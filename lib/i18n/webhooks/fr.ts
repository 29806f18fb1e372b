/** The webhook texts in French (see ../webhooks.ts). */
import type { WebhookMailTexts } from "./en.ts";

export const webhookMailFr: WebhookMailTexts = {
  pausedSubject: "Webhook en pause : {url}",
  paused:
    "Les envois au webhook {url} échouent depuis {hours} heures ; il a donc été mis en pause et ne reçoit plus de nouveaux événements. Dernier échec : {error}. Vérifiez le destinataire, puis enregistrez de nouveau le webhook dans Configuration → Webhooks pour le relancer.",
  openWebhooks: "Ouvrir les webhooks",
};
