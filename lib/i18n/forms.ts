/**
 * What the public forms say, by display language (the field messages and the failure are part of
 * the API contract, verbatim in Dutch: docs/api.md, Forms). Kept beside lib/i18n/site.ts rather than
 * in it: the whole set is also handed to the form island (islands/PublicForm.tsx) as its props.
 */
import { type Language, languageOf } from "../content/locales.ts";
import type { FormMessages } from "../content/island_text.ts";
import { formMailEn, formMessagesEn, submissionsCsvEn } from "./forms/en.ts";
import type { FormMailTexts, SubmissionsCsvHeadings } from "./forms/en.ts";
import { formMailNl, formMessagesNl, submissionsCsvNl } from "./forms/nl.ts";
import { formMailDe, formMessagesDe, submissionsCsvDe } from "./forms/de.ts";
import { formMailFr, formMessagesFr, submissionsCsvFr } from "./forms/fr.ts";

export type { FormMessages };

const MESSAGES: Record<Language, FormMessages> = {
  en: formMessagesEn,
  nl: formMessagesNl,
  de: formMessagesDe,
  fr: formMessagesFr,
};

export function formMessagesFor(language: string): FormMessages {
  return MESSAGES[languageOf(language)];
}

export const FORM_MAIL_TEXTS: Record<Language, FormMailTexts> = {
  en: formMailEn,
  nl: formMailNl,
  de: formMailDe,
  fr: formMailFr,
};

export const SUBMISSIONS_CSV_HEADINGS: Record<Language, SubmissionsCsvHeadings> = {
  en: submissionsCsvEn,
  nl: submissionsCsvNl,
  de: submissionsCsvDe,
  fr: submissionsCsvFr,
};

export type { FormMailTexts, SubmissionsCsvHeadings };
