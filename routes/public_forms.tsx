/**
 * The public forms' two calls (lib/content/form_post.ts). Outside /api: the site's visitors have
 * no session and a page without JavaScript cannot send the API's CSRF header.
 *
 * - `GET /_forms/challenge?form=<template id>`: a new captcha challenge for that form, as hard
 *   as its recent load asks (lib/ops/forms/captcha.ts), JSON; a bad `form` is 400 V_12.
 * - `POST /_forms/submit`: a form, urlencoded (lib/ops/forms/send_public_form.ts). With
 *   `Accept: application/json` (the island) the answer is a FormAnswer: 200
 *   `{Success: true, confirmation: {title, text}}`, 422 `{Success: false, errors: {name: code}}`,
 *   or `{Success: false}` with 403, 404, 413, 429 or 500, or `{Success: false, Errors: [G_02]}`
 *   with 503 when the store stayed busy (nothing stored: the island keeps the values and says to
 *   send again in a moment). Otherwise (a form without JavaScript)
 *   a page: 200 the thank-you page; 422 the page the form was sent from again, with the errors
 *   next to their fields, a summary of them at the top of the form, and the values kept; 403,
 *   404, 413, 429, 500 the page again with the failure message; 503 the page
 *   again with the values and the busy message. A submission is never dropped without saying so.
 *
 * CSRF: a visitor has nothing another site could abuse (no session, nothing but a new
 * submission can be done), so no token is needed; what is refused is a post made by another
 * site's page (Sec-Fetch-Site, else Origin: routes/_middleware.ts), which would pass the rate
 * limit off as the visitor's. The answers are drawn in lib/site/form_post_answers.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import { readTextLimited } from "../lib/http/body.ts";
import { clientAddress } from "../lib/http/client_address.ts";
import { ApiError } from "../lib/http/errors.ts";
import { crossSiteForm } from "../lib/http/form_origin.ts";
import { parseInput } from "../lib/http/validate.ts";
import { logError } from "../lib/observe/log.ts";
import { newCaptchaChallenge } from "../lib/ops/forms/captcha.ts";
import { type PostedForm, sendPublicForm, StoreBusy } from "../lib/ops/forms/send_public_form.ts";
import {
  formAnswer,
  formFailure,
  type FormRequest,
  PER_VISITOR,
} from "../lib/site/form_post_answers.ts";
import type { AppEnv } from "./_env.ts";

const challengeQuery = z.object({
  form: z.string({ error: "V_12" }).regex(/^[1-9]\d{0,15}$/, { error: "V_12" })
    .transform(Number).refine(Number.isSafeInteger, { error: "V_12" }).optional(),
});

/** A form's body: far more than any real form (50 fields, long texts of 10,000 characters). */
export const FORM_BODY_MAX_BYTES = 512 * 1024;

/** The posted inputs, the first value of each (a field is one input). */
function postedForm(body: string): PostedForm {
  const form: PostedForm = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(form, name)) form[name] = value;
  }
  return form;
}

export const publicForms = new Hono<AppEnv>()
  .get("/_forms/challenge", async (c) => {
    const { form } = parseInput(challengeQuery, { form: c.req.query("form") });
    const challenge = await newCaptchaChallenge(c.var.deps, Date.now(), { templateID: form });
    return c.json(challenge, 200, PER_VISITOR);
  })
  .post("/_forms/submit", async (c) => {
    const deps = c.var.deps;
    const req: FormRequest = {
      deps,
      json: (c.req.header("Accept") ?? "").includes("application/json"),
    };
    let form: PostedForm = {};
    try {
      if (crossSiteForm(c.req.raw, new URL(deps.config.publicUrl).origin)) {
        return await formFailure(req, form, 403);
      }
      if (!(c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded")) {
        return await formFailure(req, form, 422);
      }
      form = postedForm(
        await readTextLimited(c.req.raw, {
          maxBytes: FORM_BODY_MAX_BYTES,
          totalMs: 60_000,
          property: "form",
        }),
      );
      const outcome = await sendPublicForm(deps, form, { address: clientAddress(c) });
      return await formAnswer(req, form, outcome);
    } catch (err) {
      // A body too large, too slow or broken off is the client's; a store that stayed busy
      // asks for the same post again; anything else is ours.
      const status = err instanceof ApiError && [400, 408, 413].includes(err.status)
        ? err.status as 400 | 408 | 413
        : err instanceof StoreBusy
        ? 503
        : 500;
      if (status === 500) logError("form submit failed", err);
      return await formFailure(req, form, status);
    }
  });
