/**
 * A visitor sends a form (issue 13). Called by the public form routes after their captcha,
 * rate-limit and honeypot checks; nothing here trusts the client:
 *
 * 1. The values are validated again from the template's fields (lib/content/form_validation.ts,
 *    the same rules as the island's). Invalid: `{ok: false, errors: {fieldID: code}}`.
 * 2. The submission (only the template's fields, cleaned) and the mail about it are stored in
 *    ONE commit, before anything else happens: nothing the visitor sent can be lost.
 * 3. The mail goes out from the queue (lib/mail/queue.ts): to the template's receiving address
 *    (every answer, escaped) and, when the form has an e-mail field, the template's
 *    confirmation to the sender. A mail server that is down only delays it: the queue retries.
 *
 * An unknown template is NF_01. The IP address is not kept: a submission holds what the visitor
 * typed and nothing more.
 */
import {
  cleanValues,
  type FieldErrors,
  type FormSubmission,
  type FormTemplate,
  type FormValues,
  senderEmailField,
  submittedField,
} from "../../content/forms.ts";
import { languageOf } from "../../content/locales.ts";
import { getFormTemplate } from "../../db/forms.ts";
import { queueMailIn } from "../../db/mail_queue.ts";
import { addWebhookEventIn, wakeWebhookWorker } from "../../db/webhook_queue.ts";
import { getPage } from "../../db/pages.ts";
import { getSettings, type Settings } from "../../db/settings.ts";
import { insertSubmission, insertSubmissionOnce } from "../../db/forms.ts";
import { apiError } from "../../http/errors.ts";
import { confirmationMail, submissionMail } from "../../mail/form_templates.ts";
import { deliverQueuedMail, type DeliveryReport } from "../../mail/queue.ts";
import { validateForm } from "../../content/form_validation.ts";
import type { Deps } from "../deps.ts";

export interface SubmitFormInput {
  templateID: number;
  /** Field id → value as sent (a ticked checkbox: any non-empty value but "false"). */
  values: FormValues;
  /** The page the form was sent from, when known. */
  pageID?: number | null;
  /** The sender's address, for the caller's rate limit; not stored. */
  ip?: string;
}

export type SubmitFormResult =
  | {
    ok: true;
    submissionID: number;
    confirmation: { title: string; text: string };
    /** The first delivery attempt of its mail, under way; callers need not wait for it. */
    mailDelivery: Promise<DeliveryReport>;
  }
  | { ok: false; errors: FieldErrors };

/** Where staff read a submission in the admin. */
export function submissionLink(publicUrl: string, templateID: number, id: number): string {
  return `${publicUrl}/cmsadmin/forms/${templateID}/submissions?submission=${id}`;
}

/**
 * What a caller already read, to store the submission in one commit with its own writes
 * (lib/ops/forms/send_public_form.ts: the rate limits' goes and the captcha's claim): not retried,
 * `CommitConflict` when anything checked moved on (nothing is stored then).
 */
export interface SubmitOnce {
  template: FormTemplate;
  /** The locale of the page the form was sent from (null: none). */
  pageLocale: string | null;
  settings: Settings;
  /** The submission id counter as read (`submissionCounter`). */
  counter: Deno.KvEntryMaybe<number>;
  /** Adds the caller's writes (and their checks) to the commit. */
  alsoIn(op: Deno.AtomicOperation): void;
}

export async function submitForm(
  deps: Deps,
  input: SubmitFormInput,
  once?: SubmitOnce,
): Promise<SubmitFormResult> {
  const template = once?.template ?? await getFormTemplate(deps.kv, input.templateID);
  if (!template) throw apiError("NF_01", "templateID");
  const errors = validateForm(template.fields, input.values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const values = cleanValues(template.fields, input.values);
  const pageID = typeof input.pageID === "number" && Number.isSafeInteger(input.pageID)
    ? input.pageID
    : null;
  const [settings, page] = once
    ? [once.settings, once.pageLocale === null ? null : { locale: once.pageLocale }]
    : await Promise.all([
      getSettings(deps.kv),
      pageID === null ? null : getPage(deps.kv, pageID),
    ]);
  const language = settings.displayLanguage ?? languageOf(page?.locale ?? settings.defaultLocale);
  const sender = senderEmailField(template.fields);
  const senderEmail = sender ? values[sender.id] : "";
  const mailIDs: string[] = [];
  const now = Date.now();

  const build = (id: number, op: Deno.AtomicOperation): FormSubmission => {
    once?.alsoIn(op);
    const s: FormSubmission = {
      id,
      templateID: template.id,
      values,
      fields: template.fields.map(submittedField),
      pageID: page ? pageID : null,
      createdAt: now,
      read: false,
    };
    // A retried commit builds again: only the last build's mail ids are the queued ones.
    mailIDs.length = 0;
    mailIDs.push(queueMailIn(
      op,
      submissionMail(template, s, {
        language,
        link: submissionLink(deps.config.publicUrl, template.id, id),
        replyTo: senderEmail || undefined,
      }),
      now,
    ));
    if (senderEmail) {
      mailIDs.push(queueMailIn(op, confirmationMail(template, { to: senderEmail, language }), now));
    }
    // Webhooks are told in the same commit; the answers go only to those that chose them.
    addWebhookEventIn(op, "form.submitted", {
      formID: template.id,
      submissionID: id,
      pageID: s.pageID,
      locale: page?.locale ?? null,
      answers: values,
    }, now);
    return s;
  };
  const submission = once
    ? await insertSubmissionOnce(deps.kv, once.counter, build)
    : await insertSubmission(deps.kv, build);

  wakeWebhookWorker(deps.kv);
  const mailDelivery = deliverQueuedMail(deps.kv, deps.mailer, { ids: [...mailIDs] });
  return {
    ok: true,
    submissionID: submission.id,
    confirmation: { title: template.confirmationTitle, text: template.confirmationText },
    mailDelivery,
  };
}
