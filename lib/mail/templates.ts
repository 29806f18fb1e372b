/**
 * The account e-mails (activation, password reset, e-mail address changed) in the recipient's
 * interface language, as HTML and plain text. Links are built by the caller from PUBLIC_URL only.
 * The publication workflow's e-mails are in workflow_templates.ts.
 */
import type { Language } from "../content/locales.ts";
import { escapeHtml } from "../content/escape_html.ts";
import { actionButton, mailPage } from "./_html.ts";
import type { Mail } from "./mailer.ts";
import {
  ACCOUNT_MAIL_TEXTS,
  type AccountMailKind,
  EMAIL_CHANGED_TEXTS,
  type EmailChangedTexts,
  SECOND_FACTOR_RESET_TEXTS,
} from "../i18n/accounts.ts";

export function accountMail(
  kind: AccountMailKind,
  options: { to: string; name: string; link: string; language: Language; siteName: string },
): Mail {
  const t = ACCOUNT_MAIL_TEXTS[options.language][kind];
  const subject = t.subject.replace("{site}", options.siteName);
  const text = [t.greeting(options.name), "", t.body, "", options.link, "", t.expiry, t.ignore]
    .join("\n");
  const e = escapeHtml;
  const html = mailPage(
    options.language,
    `<p>${e(t.greeting(options.name))}</p>
<p>${e(t.body)}</p>
${actionButton(options.link, t.action)}
<p style="font-size:13px;color:#555">${e(t.expiry)} ${e(t.ignore)}</p>`,
  );
  return { to: options.to, subject, text, html };
}

/** The notice to an account's previous address that its address was changed. */
export function emailChangedMail(options: NoticeOptions): Mail {
  return noticeMail(EMAIL_CHANGED_TEXTS[options.language], options);
}

/** The notice to an account that a user manager reset its second factor (issue 31). */
export function secondFactorResetMail(options: NoticeOptions): Mail {
  return noticeMail(SECOND_FACTOR_RESET_TEXTS[options.language], options);
}

type NoticeOptions = { to: string; name: string; language: Language; siteName: string };

/** A notice of a change to the account: a greeting, what happened, what to do if unexpected. */
function noticeMail(t: EmailChangedTexts, options: NoticeOptions): Mail {
  const greeting = ACCOUNT_MAIL_TEXTS[options.language].reset.greeting(options.name);
  const site = (s: string) => s.replaceAll("{site}", options.siteName);
  const text = [greeting, "", site(t.body), "", t.advice].join("\n");
  const e = escapeHtml;
  const html = mailPage(
    options.language,
    `<p>${e(greeting)}</p>
<p>${e(site(t.body))}</p>
<p>${e(t.advice)}</p>`,
  );
  return { to: options.to, subject: site(t.subject), text, html };
}
