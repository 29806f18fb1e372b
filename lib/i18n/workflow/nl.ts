/** The workflow texts in Dutch (see ../workflow.ts). */
import type { WorkflowMailTexts } from "./en.ts";

export const workflowMailNl: WorkflowMailTexts = {
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
  mentionSubject: "{author} noemde je bij “{title}”",
  mention: "{author} noemde je in een opmerking bij het concept van “{title}”:",
  openComment: "Opmerking openen",
};
