/**
 * The workflow texts in English (see ../workflow.ts). English defines the shapes; the other languages
 * follow them key for key.
 */

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
  /** A mention in a comment on a draft; `{author}`, `{title}` are filled in. */
  mentionSubject: string;
  mention: string;
  openComment: string;
}

export const workflowMailEn: WorkflowMailTexts = {
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
  mentionSubject: "{author} mentioned you on “{title}”",
  mention: "{author} mentioned you in a comment on the draft of “{title}”:",
  openComment: "Open the comment",
};
