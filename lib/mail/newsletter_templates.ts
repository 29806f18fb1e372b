/**
 * The newsletter's e-mails, in the site's display language: the confirmation of a signup
 * (double opt-in) and the welcome once confirmed. Both carry the unsubscribe link in their text
 * and in their headers (lib/ops/newsletter/links.ts). The confirmation repeats nothing the
 * visitor typed — not even the name — so that the signup cannot be used to send chosen words to
 * someone else's address; nor does the welcome: the owner confirmed the address, not the name,
 * which whoever signed it up typed.
 */
import type { Language } from "../content/locales.ts";
import { escapeHtml } from "../content/escape_html.ts";
import { actionButton, mailPage } from "./_html.ts";
import type { Mail } from "./mailer.ts";
import { NEWSLETTER_MAIL_TEXTS, type NewsletterMailTexts } from "../i18n/newsletter.ts";

interface Common {
  to: string;
  language: Language;
  siteName: string;
  /** The subscriber's unsubscribe link, and the headers that carry it. */
  unsubscribeLink: string;
  headers: Record<string, string>;
}

function site(text: string, siteName: string): string {
  return text.replaceAll("{site}", siteName);
}

function footer(t: NewsletterMailTexts, link: string): { text: string; html: string } {
  const e = escapeHtml;
  return {
    text: `--\n${t.unsubscribe} ${link}`,
    html: `<hr style="border:0;border-top:1px solid #dee2e6;margin:24px 0 12px">
<p style="font-size:13px;color:#555">${e(t.unsubscribe)} <a href="${e(link)}">${e(link)}</a></p>`,
  };
}

/** A newsletter mail of `options`: its text and HTML body, each followed by the footer. */
function newsletterMail(options: Common, subject: string, text: string[], html: string): Mail {
  const t = NEWSLETTER_MAIL_TEXTS[options.language];
  const foot = footer(t, options.unsubscribeLink);
  return {
    to: options.to,
    subject,
    text: [...text, "", foot.text].join("\n"),
    html: mailPage(options.language, `${html}\n${foot.html}`),
    headers: options.headers,
  };
}

/** The double opt-in mail: the single-use confirmation link (in HTML also as a button). */
export function confirmationMail(options: Common & { confirmLink: string }): Mail {
  const t = NEWSLETTER_MAIL_TEXTS[options.language];
  const s = (text: string) => site(text, options.siteName);
  const e = escapeHtml;
  return newsletterMail(
    options,
    s(t.confirmSubject),
    [s(t.confirmBody), "", options.confirmLink, "", t.confirmExpiry, t.confirmIgnore],
    `<p>${e(s(t.confirmBody))}</p>
${actionButton(options.confirmLink, t.confirmAction)}
<p style="font-size:13px;color:#555">${e(t.confirmExpiry)} ${e(t.confirmIgnore)}</p>`,
  );
}

/** The welcome once the address's owner confirmed. */
export function welcomeMail(options: Common): Mail {
  const t = NEWSLETTER_MAIL_TEXTS[options.language];
  const s = (text: string) => site(text, options.siteName);
  const e = escapeHtml;
  return newsletterMail(
    options,
    s(t.welcomeSubject),
    [t.greeting, "", s(t.welcomeBody)],
    `<p>${e(t.greeting)}</p>
<p>${e(s(t.welcomeBody))}</p>`,
  );
}
