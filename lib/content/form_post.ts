/**
 * How a public form talks to the server (routes/public_forms.tsx), shared by the form's renderer,
 * its island and the route; plain TypeScript, no zod (the island bundles it).
 *
 * The form posts `application/x-www-form-urlencoded` to {@link FORM_SUBMIT_PATH}: each field's
 * value under its field id, plus the inputs of {@link FORM_INPUTS}, whose names hold a capital
 * letter so that they never meet a field id (`FIELD_ID` allows lower case only). Without
 * JavaScript the answer is a page; with `Accept: application/json` it is a {@link FormAnswer}.
 * Both paths start with "/_", which no page's slug can: they never hide a page.
 */
import type { ApiErrorItem } from "./errors.ts";
import type { FieldErrorCode } from "./form_validation.ts";

export const FORM_SUBMIT_PATH = "/_forms/submit";
/** GET: a new captcha challenge ({@link CaptchaChallenge}). */
export const FORM_CHALLENGE_PATH = "/_forms/challenge";

export const FORM_INPUTS = {
  /** The template's id. */
  template: "xbForm",
  /** The page the form is on, and the form block's key there (to answer that page again). */
  page: "xbPage",
  block: "xbBlock",
  /** The solved proof of work (base64 JSON of altcha's payload); errors are reported here too. */
  captcha: "xbCaptcha",
  /** Without JavaScript: the signed ticket of a form answered again, and its tick box. */
  ticket: "xbTicket",
  human: "xbHuman",
  /**
   * The honeypot: hidden from people, so a value means a robot filled it in. Its name is one
   * that browsers' autofill does not recognise (unlike "website" or "url"), so no person's
   * browser fills it by mistake.
   */
  honeypot: "xbExtra",
} as const;

/** Errors by input name: the fields' ids, and {@link FORM_INPUTS}.captcha for the captcha. */
export type PublicFormErrors = Record<string, FieldErrorCode>;

/**
 * The JSON answer of a submit: success with the template's thank-you, or the errors by input
 * name; `Success: false` without errors is a failure that no field explains (a limit, the server).
 */
export interface FormAnswer {
  Success: boolean;
  /** A failure with a catalogue code: G_02, the store was busy (nothing stored; send again). */
  Errors?: ApiErrorItem[];
  errors?: PublicFormErrors;
  confirmation?: FormConfirmation;
}

export interface FormConfirmation {
  title: string;
  text: string;
}

/** An altcha (v1) challenge: find `number` ≤ `maxnumber` with SHA-256(salt + number) = challenge. */
export interface CaptchaChallenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The paragraphs of a confirmation text (plain text; blank lines part paragraphs). */
export function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== "");
}
