/**
 * The forms texts in English (see ../forms.ts). English defines the shapes; the other languages
 * follow them key for key.
 */
export type { FormMessages } from "../../content/island_text.ts";
import type { FormMessages } from "../../content/island_text.ts";

/** The e-mails of a form submission (lib/mail/form_templates.ts). */
export interface FormMailTexts {
  subject: string;
  intro: string;
  yes: string;
  no: string;
  empty: string;
  open: string;
}

/** The headings of a template's submissions as CSV (lib/ops/forms/submissions_csv.ts). */
export interface SubmissionsCsvHeadings {
  id: string;
  date: string;
  read: string;
  yes: string;
  no: string;
}

export const formMessagesEn: FormMessages = {
  errors: {
    required: "This field is required",
    limit: "Character limit reached",
    email: "Invalid e-mail address",
    phone: "Invalid phone number",
    invalid: "This value is not valid",
  },
  consent: "Tick this box to send the form",
  failure: "Something went wrong. Please try again later.",
  busy: "The site is busy and your form was not sent yet. Please send it again in a moment.",
  submit: "Send",
  privacy: "We use what you fill in only to deal with your message.",
  privacyLink: "Read our privacy statement.",
  sending: "Sending…",
  requiredNote: "Fields marked * are required.",
  optional: "optional",
  choose: "Make a choice",
  charactersLeft: "{count} characters left",
  oneCharacterLeft: "1 character left",
  summaryTitle: "Please correct the following",
  summaryCount: "The form has {count} errors",
  summaryOne: "The form has 1 error",
  titlePrefix: "Error: ",
  captchaLabel: "Spam check",
  captchaIdle: "Runs by itself while you fill in the form.",
  captchaWorking: "Checking that you are not a robot…",
  captchaDone: "Check complete",
  captchaNoScript:
    "Without JavaScript this form asks you to confirm once more that you are not a robot after you send it.",
  captchaHuman: "I am not a robot",
  honeypot: "Leave this field empty",
  backTo: "Back to {page}",
};

export const formMailEn: FormMailTexts = {
  subject: "New submission: {form}",
  intro: "The form “{form}” was sent on {date}.",
  yes: "Yes",
  no: "No",
  empty: "(not filled in)",
  open: "Open in the admin",
};

export const submissionsCsvEn: SubmissionsCsvHeadings = {
  id: "ID",
  date: "Date",
  read: "Read",
  yes: "Yes",
  no: "No",
};
