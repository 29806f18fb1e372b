/**
 * The webhooks' e-mail (issue 32): to a webhook's creator, in their interface language, when it
 * is paused after failing for a day. The link is built by the caller from PUBLIC_URL only.
 */
import type { Language } from "../content/locales.ts";
import { escapeHtml } from "../content/escape_html.ts";
import { WEBHOOK_MAIL_TEXTS } from "../i18n/webhooks.ts";
import { WORKFLOW_MAIL_TEXTS } from "../i18n/workflow.ts";
import { actionButton, mailPage } from "./_html.ts";
import type { Mail } from "./mailer.ts";

function fill(s: string, values: Record<string, string>): string {
  return s.replace(/\{(\w+)\}/g, (all, name) => values[name] ?? all);
}

export function webhookPausedMail(options: {
  to: string;
  name: string;
  language: Language;
  url: string;
  hours: number;
  error: string;
  link: string;
}): Mail {
  const t = WEBHOOK_MAIL_TEXTS[options.language];
  // The greeting is the workflow mails' (one home for a text said alike).
  const greeting = WORKFLOW_MAIL_TEXTS[options.language].greeting(options.name);
  const values = { url: options.url, hours: String(options.hours), error: options.error };
  const body = fill(t.paused, values);
  return {
    to: options.to,
    subject: fill(t.pausedSubject, values),
    text: [greeting, "", body, "", options.link].join("\n"),
    html: mailPage(
      options.language,
      `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${actionButton(options.link, t.openWebhooks)}`,
    ),
  };
}
