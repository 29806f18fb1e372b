/**
 * The publication workflow's e-mails, in the recipient's interface language, as HTML and plain
 * text: a new (or resent) request to those who may review it, and the outcome to the requester.
 * Links are built by the caller from PUBLIC_URL only.
 */
import type { Language } from "../content/locales.ts";
import { escapeHtml } from "../content/escape_html.ts";
import { actionButton, mailPage, quote } from "./_html.ts";
import type { Mail } from "./mailer.ts";
import { WORKFLOW_MAIL_TEXTS } from "../i18n/workflow.ts";

interface Message {
  to: string;
  name: string;
  language: Language;
  subject: string;
  intro: string;
  /** The comment or feedback quoted. */
  words: string;
  link: string;
  action: string;
}

function compose(m: Message): Mail {
  const greeting = WORKFLOW_MAIL_TEXTS[m.language].greeting(m.name);
  const text = [greeting, "", m.intro, "", m.words || "—", "", m.link].join("\n");
  const html = mailPage(
    m.language,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
${quote(m.words)}
${actionButton(m.link, m.action)}`,
  );
  return { to: m.to, subject: m.subject, text, html };
}

function fill(s: string, values: Record<string, string>): string {
  return s.replace(/\{(\w+)\}/g, (all, name) => values[name] ?? all);
}

interface Recipient {
  to: string;
  name: string;
  language: Language;
}

/** Asks someone who may publish the page to review a request (`resent`: it replaces one). */
export function reviewRequestMail(
  options: Recipient & {
    requester: string;
    title: string;
    /** The page's locale and public address, e.g. "nl-nl, /nl-nl/over-ons". */
    where: string;
    comment: string;
    resent: boolean;
    link: string;
  },
): Mail {
  const t = WORKFLOW_MAIL_TEXTS[options.language];
  const values = { requester: options.requester, title: options.title, where: options.where };
  return compose({
    ...options,
    subject: fill(t.requestSubject, values),
    intro: fill(options.resent ? t.resent : t.request, values),
    words: options.comment,
    action: t.openReview,
  });
}

/** Tells a requester how their request ended, with the reviewer's feedback. */
export function reviewOutcomeMail(
  options: Recipient & {
    outcome: "accepted" | "rejected";
    reviewer: string;
    title: string;
    feedback: string;
    link: string;
  },
): Mail {
  const t = WORKFLOW_MAIL_TEXTS[options.language];
  const values = { reviewer: options.reviewer, title: options.title };
  const accepted = options.outcome === "accepted";
  return compose({
    ...options,
    subject: fill(accepted ? t.acceptedSubject : t.rejectedSubject, values),
    intro: fill(accepted ? t.accepted : t.rejected, values),
    words: options.feedback,
    action: t.openPage,
  });
}

/** Tells a colleague they were mentioned in a comment on a draft, with the comment quoted. */
export function mentionMail(
  options: Recipient & { author: string; title: string; text: string; link: string },
): Mail {
  const t = WORKFLOW_MAIL_TEXTS[options.language];
  const values = { author: options.author, title: options.title };
  return compose({
    ...options,
    subject: fill(t.mentionSubject, values),
    intro: fill(t.mention, values),
    words: options.text,
    action: t.openComment,
  });
}
