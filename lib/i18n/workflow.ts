/** Text for people: the publication workflow's e-mails, in the recipient's interface language. */
import type { Language } from "../content/locales.ts";

/** The publication workflow's e-mails (lib/mail/workflow_templates.ts). */
export interface WorkflowMailTexts {
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

export const WORKFLOW_MAIL_TEXTS: Record<Language, WorkflowMailTexts> = {
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
