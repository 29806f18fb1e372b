/**
 * The publication workflow's e-mails, in the recipient's interface language, as HTML and plain
 * text: a new (or resent) request to those who may review it, and the outcome to the requester.
 * Links are built by the caller from PUBLIC_URL only.
 */
import type { Language } from "../content/locales.ts";
import { actionButton, escapeHtml, mailPage, quote } from "./_html.ts";
import type { Mail } from "./mailer.ts";

interface Texts {
  greeting: (name: string) => string;
  /** A new request; `{requester}`, `{title}`, `{where}` (locale and address) are filled in. */
  requestSubject: string;
  request: string;
  resent: string;
  openReview: string;
  acceptedSubject: string;
  accepted: string;
  rejectedSubject: string;
  rejected: string;
  openPage: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    greeting: (n) => `Hello ${n},`,
    requestSubject: "Review requested: “{title}”",
    request: "{requester} asks you to review “{title}” ({where}) for publication. Their comment:",
    resent:
      "{requester} sent a new version of “{title}” ({where}) for review; it replaces the earlier request. Their comment:",
    openReview: "Open the review",
    acceptedSubject: "“{title}” was published",
    accepted:
      "{reviewer} accepted your request to publish “{title}”; it is now live. Their feedback:",
    rejectedSubject: "Publication of “{title}” was not accepted",
    rejected:
      "{reviewer} reviewed your request to publish “{title}” and did not accept it. Their feedback:",
    openPage: "Open the page",
  },
  nl: {
    greeting: (n) => `Hallo ${n},`,
    requestSubject: "Beoordeling gevraagd: “{title}”",
    request:
      "{requester} vraagt je “{title}” ({where}) te beoordelen voor publicatie. Het commentaar:",
    resent:
      "{requester} heeft een nieuwe versie van “{title}” ({where}) ter beoordeling gestuurd; die vervangt het eerdere verzoek. Het commentaar:",
    openReview: "Beoordeling openen",
    acceptedSubject: "“{title}” is gepubliceerd",
    accepted:
      "{reviewer} heeft je verzoek om “{title}” te publiceren geaccepteerd; de pagina staat nu live. De feedback:",
    rejectedSubject: "Publicatie van “{title}” is niet geaccepteerd",
    rejected:
      "{reviewer} heeft je verzoek om “{title}” te publiceren bekeken en niet geaccepteerd. De feedback:",
    openPage: "Pagina openen",
  },
  de: {
    greeting: (n) => `Hallo ${n},`,
    requestSubject: "Prüfung angefragt: „{title}“",
    request:
      "{requester} bittet Sie, „{title}“ ({where}) für die Veröffentlichung zu prüfen. Der Kommentar:",
    resent:
      "{requester} hat eine neue Version von „{title}“ ({where}) zur Prüfung geschickt; sie ersetzt die frühere Anfrage. Der Kommentar:",
    openReview: "Prüfung öffnen",
    acceptedSubject: "„{title}“ wurde veröffentlicht",
    accepted:
      "{reviewer} hat Ihre Anfrage, „{title}“ zu veröffentlichen, angenommen; die Seite ist jetzt online. Das Feedback:",
    rejectedSubject: "Veröffentlichung von „{title}“ wurde nicht angenommen",
    rejected:
      "{reviewer} hat Ihre Anfrage, „{title}“ zu veröffentlichen, geprüft und nicht angenommen. Das Feedback:",
    openPage: "Seite öffnen",
  },
  fr: {
    greeting: (n) => `Bonjour ${n},`,
    requestSubject: "Relecture demandée : « {title} »",
    request:
      "{requester} vous demande de relire « {title} » ({where}) en vue de sa publication. Son commentaire :",
    resent:
      "{requester} a envoyé une nouvelle version de « {title} » ({where}) à relire ; elle remplace la demande précédente. Son commentaire :",
    openReview: "Ouvrir la relecture",
    acceptedSubject: "« {title} » a été publiée",
    accepted:
      "{reviewer} a accepté votre demande de publication de « {title} » ; la page est en ligne. Son retour :",
    rejectedSubject: "La publication de « {title} » n'a pas été acceptée",
    rejected:
      "{reviewer} a examiné votre demande de publication de « {title} » et ne l'a pas acceptée. Son retour :",
    openPage: "Ouvrir la page",
  },
};

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
  const greeting = TEXTS[m.language].greeting(m.name);
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
  const t = TEXTS[options.language];
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
  const t = TEXTS[options.language];
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
