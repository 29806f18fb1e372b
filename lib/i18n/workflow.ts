/** Text for people: the publication workflow's e-mails, in the recipient's interface language. */
import type { Language } from "../content/locales.ts";
import { workflowMailEn } from "./workflow/en.ts";
import type { WorkflowMailTexts } from "./workflow/en.ts";
import { workflowMailNl } from "./workflow/nl.ts";
import { workflowMailDe } from "./workflow/de.ts";
import { workflowMailFr } from "./workflow/fr.ts";

export const WORKFLOW_MAIL_TEXTS: Record<Language, WorkflowMailTexts> = {
  en: workflowMailEn,
  nl: workflowMailNl,
  de: workflowMailDe,
  fr: workflowMailFr,
};

export type { WorkflowMailTexts };
