/**
 * The account e-mails (activation, password reset, e-mail address changed) in the recipient's
 * interface language, as HTML and plain text. Links are built by the caller from PUBLIC_URL only.
 * The publication workflow's e-mails are in workflow_templates.ts.
 */
import type { Language } from "../content/locales.ts";
import { escapeHtml } from "../content/escape_html.ts";
import { actionButton, mailPage } from "./_html.ts";
import type { Mail } from "./mailer.ts";
import { ACCOUNT_MAIL_TEXTS, type AccountMailKind } from "../i18n/accounts.ts";

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

interface NoticeTexts {
  subject: string;
  body: string;
  advice: string;
}

/** Sent to the OLD address when an account's e-mail address changes. It names no new address. */
const EMAIL_CHANGED: Record<Language, NoticeTexts> = {
  en: {
    subject: "The e-mail address of your {site} account has changed",
    body:
      "The e-mail address of your {site} account has been changed. E-mails for the account now go to the new address, and links sent to this address no longer work.",
    advice: "If you did not expect this change, contact your administrator.",
  },
  nl: {
    subject: "Het e-mailadres van je {site}-account is gewijzigd",
    body:
      "Het e-mailadres van je {site}-account is gewijzigd. E-mails voor het account gaan nu naar het nieuwe adres, en links die naar dit adres zijn gestuurd werken niet meer.",
    advice: "Verwachtte je deze wijziging niet, neem dan contact op met je beheerder.",
  },
  de: {
    subject: "Die E-Mail-Adresse Ihres {site}-Kontos wurde geändert",
    body:
      "Die E-Mail-Adresse Ihres {site}-Kontos wurde geändert. E-Mails zum Konto gehen jetzt an die neue Adresse, und an diese Adresse gesendete Links funktionieren nicht mehr.",
    advice: "Wenn Sie diese Änderung nicht erwartet haben, wenden Sie sich an Ihre Administration.",
  },
  fr: {
    subject: "L'adresse e-mail de votre compte {site} a été modifiée",
    body:
      "L'adresse e-mail de votre compte {site} a été modifiée. Les e-mails du compte sont désormais envoyés à la nouvelle adresse, et les liens envoyés à cette adresse ne fonctionnent plus.",
    advice: "Si vous ne vous attendiez pas à ce changement, contactez votre administrateur.",
  },
};

/** The notice to an account's previous address that its address was changed. */
export function emailChangedMail(
  options: { to: string; name: string; language: Language; siteName: string },
): Mail {
  const t = EMAIL_CHANGED[options.language];
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
