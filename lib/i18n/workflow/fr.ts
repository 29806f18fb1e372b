/** The workflow texts in French (see ../workflow.ts). */
import type { WorkflowMailTexts } from "./en.ts";

export const workflowMailFr: WorkflowMailTexts = {
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
  mentionSubject: "{author} vous a mentionné sur « {title} »",
  mention: "{author} vous a mentionné dans un commentaire sur le brouillon de « {title} » :",
  openComment: "Ouvrir le commentaire",
};
