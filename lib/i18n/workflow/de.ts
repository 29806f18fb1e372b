/** The workflow texts in German (see ../workflow.ts). */
import type { WorkflowMailTexts } from "./en.ts";

export const workflowMailDe: WorkflowMailTexts = {
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
  mentionSubject: "{author} hat Sie bei „{title}“ erwähnt",
  mention: "{author} hat Sie in einem Kommentar zum Entwurf von „{title}“ erwähnt:",
  openComment: "Kommentar öffnen",
};
