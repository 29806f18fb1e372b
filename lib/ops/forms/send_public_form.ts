/**
 * A visitor sends a public form (routes/public_forms.tsx, with or without JavaScript). In order:
 *
 * 1. The template named by the form must exist, and be shown by the form block the post names
 *    on a published page's published version (lib/ops/forms/form_placement.ts); else a failure,
 *    404, whatever else was sent — the honeypot too, which thus reveals no more than the form.
 * 2. The honeypot: filled in, the sender is a robot. It is told "thank you" like anyone, and
 *    nothing is stored or mailed (a robot learns nothing from the answer).
 * 3. The fields are validated from the template (the island did so too, but nothing from the
 *    client is trusted) and the captcha is checked: a proof of work (lib/ops/forms/captcha.ts),
 *    or without JavaScript a ticked box with a valid ticket (lib/ops/forms/form_ticket.ts). A
 *    missing or failed captcha is the required-field error on the captcha.
 *    Any error: answered with every error at once, nothing used up.
 * 4. The rate limits of the path it came by, proof of work or ticket (lib/ops/forms/
 *    form_limits.ts): spent, a failure (429).
 * 5. The captcha proof is claimed (single use); lost to a submission that sent the same proof
 *    at the same moment, it is the captcha error again.
 * 6. `submitForm` stores the submission and queues its mails in one commit.
 *
 * Round trips (issue 27: a post within 3 in sequence): everything the steps decide on is read
 * side by side first — the template, the placement (the page, then its pointer and manifest), the
 * captcha's secret, load and use, the two rate-limit records, the submission counter, the
 * settings — and steps 4–6 are then ONE commit, checked against what was read: the goes, the
 * claim, the submission and its mails, all or nothing. If anything moved on meanwhile (another
 * post took a go, used the proof or the next id), nothing was written, and steps 4–6 run again
 * one by one, each reading afresh, exactly as above.
 */
import {
  type FieldErrors,
  type FormTemplate,
  type FormValues,
  validateForm,
} from "../../content/forms.ts";
import {
  FORM_INPUTS,
  type FormConfirmation,
  type PublicFormErrors,
} from "../../content/form_post.ts";
import { getFormTemplate, submissionCounter } from "../../db/forms.ts";
import { claimFormProofIn } from "../../db/form_proofs.ts";
import { CommitConflict } from "../../db/kv.ts";
import { siteView } from "../../db/site_revision.ts";
import type { Deps } from "../deps.ts";
import { inBackground } from "../background.ts";
import { captchaClaim, captchaSolved, claimCaptcha, type ProofClaim } from "./captcha.ts";
import { formPlacement, type PublishedFormPage } from "./form_placement.ts";
import { readSubmissionGoes, takeSubmissionGo } from "./_form_limits.ts";
import { claimTicket, issueTicket, ticketClaim, ticketValid } from "./form_ticket.ts";
import { submitForm, type SubmitFormResult } from "./_submit_form.ts";
import { logError } from "../../observe/log.ts";

/** A form as posted: its inputs by name (the first value of each). */
/** A store that stayed busy (503 for the route): what a caller of sendPublicForm may meet. */
export { StoreBusy } from "../../db/kv.ts";

export type PostedForm = Record<string, string>;

export type SendOutcome =
  | {
    kind: "sent";
    template: FormTemplate;
    /** The published page the form was sent from. */
    page: PublishedFormPage;
    confirmation: FormConfirmation;
    /** False when the honeypot caught it: nothing was stored. */
    stored: boolean;
  }
  | {
    kind: "invalid";
    template: FormTemplate;
    errors: PublicFormErrors;
    /** The values to show again, by field id, as sent. */
    values: Record<string, string>;
    /** A ticket for the no-script captcha of the form answered again. */
    ticket: string;
    /**
     * The box was ticked with a good ticket and only other fields were wrong: the form comes
     * back with the box ticked and that same ticket (a person need not prove it twice).
     */
    human: boolean;
  }
  | { kind: "failed"; status: 404 | 429 };

/** A positive whole number posted as text, or null. */
export function postedID(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** The template's fields' values as posted (absent: not sent, such as an unticked box). */
function fieldValues(template: FormTemplate, form: PostedForm): FormValues {
  const values: FormValues = {};
  for (const field of template.fields) {
    if (Object.hasOwn(form, field.id)) values[field.id] = form[field.id];
  }
  return values;
}

/** Whether the captcha passes: a proof of work, or (no script) a ticked box and a ticket. */
async function captchaPasses(deps: Deps, templateID: number, form: PostedForm) {
  const proof = form[FORM_INPUTS.captcha] ?? "";
  if (proof) return await captchaSolved(deps, proof, templateID);
  const ticket = form[FORM_INPUTS.ticket] ?? "";
  return !!ticket && !!form[FORM_INPUTS.human] && await ticketValid(deps, ticket, templateID);
}

function claimProof(deps: Deps, form: PostedForm): Promise<boolean> {
  const proof = form[FORM_INPUTS.captcha] ?? "";
  return proof ? claimCaptcha(deps, proof) : claimTicket(deps, form[FORM_INPUTS.ticket] ?? "");
}

export async function sendPublicForm(
  deps: Deps,
  form: PostedForm,
  options: { address: string },
): Promise<SendOutcome> {
  const templateID = postedID(form[FORM_INPUTS.template]);
  if (templateID === null) return { kind: "failed", status: 404 };
  const path = form[FORM_INPUTS.captcha] ? "proof" : "ticket";
  // Everything the post is decided on, read side by side (see the header).
  const [template, page, captchaPassed, goes, counter, settings] = await Promise.all([
    getFormTemplate(deps.kv, templateID),
    formPlacement(deps, {
      pageID: postedID(form[FORM_INPUTS.page]),
      blockKey: form[FORM_INPUTS.block],
      templateID,
    }),
    captchaPasses(deps, templateID, form),
    readSubmissionGoes(deps, templateID, options.address, path),
    submissionCounter(deps.kv),
    Promise.resolve(siteView(deps.kv).current()).then((state) => state.settings()),
  ]);
  if (!template || !page) return { kind: "failed", status: 404 };
  const confirmation = { title: template.confirmationTitle, text: template.confirmationText };
  if ((form[FORM_INPUTS.honeypot] ?? "") !== "") {
    return { kind: "sent", template, page, confirmation, stored: false };
  }

  const values = fieldValues(template, form);
  /** `keptTicket`: the posted ticket, unused and good, to answer again with the box ticked. */
  const invalid = async (errors: FieldErrors, keptTicket = ""): Promise<SendOutcome> => ({
    kind: "invalid",
    template,
    errors,
    values: Object.fromEntries(
      Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined),
    ),
    ticket: keptTicket || await issueTicket(deps, template.id),
    human: keptTicket !== "",
  });
  const captchaError = { [FORM_INPUTS.captcha]: "required" as const };

  const errors: PublicFormErrors = validateForm(template.fields, values);
  if (!captchaPassed) Object.assign(errors, captchaError);
  if (Object.keys(errors).length > 0) {
    const ticketPassed = captchaPassed && !form[FORM_INPUTS.captcha];
    return await invalid(errors, ticketPassed ? form[FORM_INPUTS.ticket] : "");
  }

  if (!goes.free) return { kind: "failed", status: 429 };
  const claim = proofClaim(form);
  if (!claim) return await invalid(captchaError);
  const input = { templateID: template.id, values, pageID: page.pageID, ip: options.address };
  let result: SubmitFormResult;
  try {
    result = await submitForm(deps, input, {
      template,
      pageLocale: page.locale,
      settings,
      counter,
      alsoIn(op) {
        goes.takeIn(op);
        claimFormProofIn(op, claim.kind, claim.signature, claim.expireIn);
      },
    });
  } catch (err) {
    if (!(err instanceof CommitConflict)) throw err;
    // Something moved on since the reads: nothing was written; the steps one by one.
    if (!await takeSubmissionGo(deps, template.id, options.address, path)) {
      return { kind: "failed", status: 429 };
    }
    if (!await claimProof(deps, form)) return await invalid(captchaError);
    result = await submitForm(deps, input);
  }
  if (!result.ok) return await invalid(result.errors);
  // The mail goes out from the queue; the visitor does not wait for the mail server.
  inBackground(result.mailDelivery.catch((err) => logError("form mail failed", err)));
  return { kind: "sent", template, page, confirmation: result.confirmation, stored: true };
}

/** The claim of the proof the post was sent with (null: none well formed). */
function proofClaim(form: PostedForm): ProofClaim | null {
  const proof = form[FORM_INPUTS.captcha] ?? "";
  return proof ? captchaClaim(proof) : ticketClaim(form[FORM_INPUTS.ticket] ?? "");
}
