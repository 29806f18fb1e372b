/**
 * The newsletter's e-mails, in the site's display language: the confirmation of a signup
 * (double opt-in) and the welcome once confirmed. Both carry the unsubscribe link in their text
 * and in their headers (lib/ops/newsletter/links.ts). The confirmation repeats nothing the
 * visitor typed — not even the name — so that the signup cannot be used to send chosen words to
 * someone else's address; nor does the welcome: the owner confirmed the address, not the name,
 * which whoever signed it up typed.
 */
import type { Language } from "../content/locales.ts";
import { actionButton, escapeHtml, mailPage } from "./_html.ts";
import type { Mail } from "./mailer.ts";

interface Texts {
  confirmSubject: string;
  /** Speaks of "the link below": the text version has only the link (the HTML one a button too). */
  confirmBody: string;
  confirmAction: string;
  confirmExpiry: string;
  confirmIgnore: string;
  welcomeSubject: string;
  greeting: string;
  welcomeBody: string;
  /** Before the unsubscribe link at the foot of every mail. */
  unsubscribe: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    confirmSubject: "Confirm your subscription to the {site} newsletter",
    confirmBody:
      "This e-mail address was signed up for the {site} newsletter. Confirm with the link below that you want to receive it.",
    confirmAction: "Confirm subscription",
    confirmExpiry: "This link is valid for 7 days and can be used once.",
    confirmIgnore:
      "Did you not sign up? Then you need not do anything: without confirmation you will not receive the newsletter.",
    welcomeSubject: "You are subscribed to the {site} newsletter",
    greeting: "Hello,",
    welcomeBody: "Thank you for confirming. From now on you will receive the {site} newsletter.",
    unsubscribe: "No longer want these e-mails? Unsubscribe:",
  },
  nl: {
    confirmSubject: "Bevestig uw inschrijving voor de nieuwsbrief van {site}",
    confirmBody:
      "Dit e-mailadres is aangemeld voor de nieuwsbrief van {site}. Bevestig via de link hieronder dat u de nieuwsbrief wilt ontvangen.",
    confirmAction: "Inschrijving bevestigen",
    confirmExpiry: "Deze link is 7 dagen geldig en kan één keer worden gebruikt.",
    confirmIgnore:
      "Heeft u zich niet aangemeld? Dan hoeft u niets te doen: zonder bevestiging ontvangt u de nieuwsbrief niet.",
    welcomeSubject: "U bent ingeschreven voor de nieuwsbrief van {site}",
    greeting: "Beste lezer,",
    welcomeBody: "Bedankt voor uw bevestiging. Vanaf nu ontvangt u de nieuwsbrief van {site}.",
    unsubscribe: "Wilt u deze e-mails niet meer ontvangen? Uitschrijven:",
  },
  de: {
    confirmSubject: "Bestätigen Sie Ihr Abonnement des {site}-Newsletters",
    confirmBody:
      "Diese E-Mail-Adresse wurde für den Newsletter von {site} angemeldet. Bestätigen Sie über den Link unten, dass Sie ihn erhalten möchten.",
    confirmAction: "Abonnement bestätigen",
    confirmExpiry: "Dieser Link ist 7 Tage gültig und kann einmal verwendet werden.",
    confirmIgnore:
      "Haben Sie sich nicht angemeldet? Dann müssen Sie nichts tun: Ohne Bestätigung erhalten Sie den Newsletter nicht.",
    welcomeSubject: "Sie haben den {site}-Newsletter abonniert",
    greeting: "Hallo,",
    welcomeBody: "Danke für Ihre Bestätigung. Ab jetzt erhalten Sie den Newsletter von {site}.",
    unsubscribe: "Sie möchten diese E-Mails nicht mehr erhalten? Abmelden:",
  },
  fr: {
    confirmSubject: "Confirmez votre inscription à la newsletter de {site}",
    confirmBody:
      "Cette adresse e-mail a été inscrite à la newsletter de {site}. Confirmez avec le lien ci-dessous que vous souhaitez la recevoir.",
    confirmAction: "Confirmer l’inscription",
    confirmExpiry: "Ce lien est valable 7 jours et ne peut servir qu’une fois.",
    confirmIgnore:
      "Vous ne vous êtes pas inscrit ? Vous n’avez rien à faire : sans confirmation, vous ne recevrez pas la newsletter.",
    welcomeSubject: "Vous êtes inscrit à la newsletter de {site}",
    greeting: "Bonjour,",
    welcomeBody: "Merci de votre confirmation. Vous recevrez désormais la newsletter de {site}.",
    unsubscribe: "Vous ne souhaitez plus recevoir ces e-mails ? Se désinscrire :",
  },
};

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

function footer(t: Texts, link: string): { text: string; html: string } {
  const e = escapeHtml;
  return {
    text: `--\n${t.unsubscribe} ${link}`,
    html: `<hr style="border:0;border-top:1px solid #dee2e6;margin:24px 0 12px">
<p style="font-size:13px;color:#555">${e(t.unsubscribe)} <a href="${e(link)}">${e(link)}</a></p>`,
  };
}

/** The double opt-in mail: the single-use confirmation link (in HTML also as a button). */
export function confirmationMail(options: Common & { confirmLink: string }): Mail {
  const t = TEXTS[options.language];
  const s = (text: string) => site(text, options.siteName);
  const foot = footer(t, options.unsubscribeLink);
  const e = escapeHtml;
  return {
    to: options.to,
    subject: s(t.confirmSubject),
    text: [
      s(t.confirmBody),
      "",
      options.confirmLink,
      "",
      t.confirmExpiry,
      t.confirmIgnore,
      "",
      foot.text,
    ]
      .join("\n"),
    html: mailPage(
      options.language,
      `<p>${e(s(t.confirmBody))}</p>
${actionButton(options.confirmLink, t.confirmAction)}
<p style="font-size:13px;color:#555">${e(t.confirmExpiry)} ${e(t.confirmIgnore)}</p>
${foot.html}`,
    ),
    headers: options.headers,
  };
}

/** The welcome once the address's owner confirmed. */
export function welcomeMail(options: Common): Mail {
  const t = TEXTS[options.language];
  const s = (text: string) => site(text, options.siteName);
  const foot = footer(t, options.unsubscribeLink);
  const e = escapeHtml;
  return {
    to: options.to,
    subject: s(t.welcomeSubject),
    text: [t.greeting, "", s(t.welcomeBody), "", foot.text].join("\n"),
    html: mailPage(
      options.language,
      `<p>${e(t.greeting)}</p>
<p>${e(s(t.welcomeBody))}</p>
${foot.html}`,
    ),
    headers: options.headers,
  };
}
