/** Text for people: the webhooks' e-mail, in the recipient's interface language. */
import type { Language } from "../content/locales.ts";
import { webhookMailEn } from "./webhooks/en.ts";
import type { WebhookMailTexts } from "./webhooks/en.ts";
import { webhookMailNl } from "./webhooks/nl.ts";
import { webhookMailDe } from "./webhooks/de.ts";
import { webhookMailFr } from "./webhooks/fr.ts";

export const WEBHOOK_MAIL_TEXTS: Record<Language, WebhookMailTexts> = {
  en: webhookMailEn,
  nl: webhookMailNl,
  de: webhookMailDe,
  fr: webhookMailFr,
};

export type { WebhookMailTexts };
