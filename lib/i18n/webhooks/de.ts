/** The webhook texts in German (see ../webhooks.ts). */
import type { WebhookMailTexts } from "./en.ts";

export const webhookMailDe: WebhookMailTexts = {
  pausedSubject: "Webhook pausiert: {url}",
  paused:
    "Zustellungen an den Webhook {url} schlagen seit {hours} Stunden fehl, deshalb wurde er pausiert: Neue Ereignisse werden ihm nicht mehr gesendet. Der letzte Fehler: {error}. Prüfen Sie den Empfänger und speichern Sie den Webhook dann unter Konfiguration → Webhooks erneut, um ihn fortzusetzen.",
  openWebhooks: "Zu den Webhooks",
};
