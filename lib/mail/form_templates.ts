/**
 * The e-mails of a form submission (issue 13), in the site's display language: every answer to
 * the template's receiving address, and the template's confirmation to the sender. Everything a
 * visitor typed is escaped in the HTML. The confirmation repeats none of it, so that the form
 * cannot be used to send chosen text to someone else's address.
 */
import {
  CHECK_KINDS,
  FORMS_TIME_ZONE,
  type FormSubmission,
  type FormTemplate,
} from "../content/forms.ts";
import type { Language } from "../content/locales.ts";
import { escapeHtml } from "../content/escape_html.ts";
import { actionButton, mailPage } from "./_html.ts";
import type { Mail } from "./mailer.ts";
import { FORM_MAIL_TEXTS } from "../i18n/forms.ts";

const LOCALE_OF: Record<Language, string> = { en: "en-GB", nl: "nl-NL", de: "de-DE", fr: "fr-FR" };

/** A submitted value as people read it: ticked boxes as yes or no. */
export function displayValue(
  kind: string,
  value: string | undefined,
  language: Language,
): string {
  const t = FORM_MAIL_TEXTS[language];
  if ((CHECK_KINDS as readonly string[]).includes(kind)) return value ? t.yes : t.no;
  return value ?? "";
}

/** Every answer of a submission, to the template's receiving address. */
export function submissionMail(
  template: Pick<FormTemplate, "name" | "receiverEmail">,
  submission: FormSubmission,
  options: { language: Language; link: string; replyTo?: string },
): Mail {
  const { language } = options;
  const t = FORM_MAIL_TEXTS[language];
  const date = new Intl.DateTimeFormat(LOCALE_OF[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: FORMS_TIME_ZONE,
  }).format(submission.createdAt);
  const intro = t.intro.replace("{form}", template.name).replace("{date}", date);
  const rows = submission.fields.map((f) => ({
    label: f.label,
    value: displayValue(f.kind, submission.values[f.id], language),
  }));
  const e = escapeHtml;
  const html = `<p>${e(intro)}</p>
<table style="border-collapse:collapse">
${
    rows.map((r) =>
      `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${
        e(r.label)
      }</th><td style="padding:4px 0;white-space:pre-wrap">${
        r.value ? e(r.value) : `<span style="color:#666">${e(t.empty)}</span>`
      }</td></tr>`
    ).join("\n")
  }
</table>
${actionButton(options.link, t.open)}`;
  const text = [
    intro,
    "",
    ...rows.map((r) => `${r.label}:\n${r.value || t.empty}\n`),
    `${t.open}: ${options.link}`,
  ].join("\n");
  return {
    to: template.receiverEmail,
    subject: t.subject.replace("{form}", oneLine(template.name)),
    text,
    html: mailPage(language, html),
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
  };
}

/** The template's confirmation title and text, to the address the sender gave. */
export function confirmationMail(
  template: Pick<FormTemplate, "confirmationTitle" | "confirmationText">,
  options: { to: string; language: Language },
): Mail {
  const e = escapeHtml;
  const html = `<h1 style="font-size:20px">${e(template.confirmationTitle)}</h1>
${
    template.confirmationText
      ? `<p style="white-space:pre-wrap">${e(template.confirmationText)}</p>`
      : ""
  }`;
  return {
    to: options.to,
    subject: oneLine(template.confirmationTitle),
    text: [template.confirmationTitle, "", template.confirmationText].join("\n").trim(),
    html: mailPage(options.language, html),
  };
}

/** A subject is one line. */
function oneLine(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}
