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
 *   404, 413, 429, 500 the page again with the failure message (SPEC.md section 8); 503 the page
 *   again with the values and the busy message. A submission is never dropped without saying so.
 *
 * CSRF: a visitor has nothing another site could abuse (no session, nothing but a new
 * submission can be done), so no token is needed; what is refused is a post made by another
 * site's page (Sec-Fetch-Site, else Origin: routes/_middleware.ts), which would pass the rate
 * limit off as the visitor's. Every answer is per visitor: `no-store`, and not indexed.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Context } from "hono";
import { FORM_INPUTS, type FormAnswer } from "../lib/content/form_post.ts";
import { publicPath } from "../lib/content/slugs.ts";
import { readTextLimited } from "../lib/http/body.ts";
import { ApiError } from "../lib/http/errors.ts";
import { logError } from "../lib/observe/log.ts";
import { clientAddress } from "../lib/http/client_address.ts";
import { parseInput } from "../lib/http/validate.ts";
import { mergeMedia } from "../lib/ops/site/collections.ts";
import { newCaptchaChallenge } from "../lib/ops/forms/captcha.ts";
import { issueTicket } from "../lib/ops/forms/form_ticket.ts";
import { publishedFormPage } from "../lib/ops/forms/form_placement.ts";
import {
  type PostedForm,
  postedID,
  type SendOutcome,
  sendPublicForm,
  StoreBusy,
} from "../lib/ops/forms/send_public_form.ts";
import { loadPublished } from "../lib/ops/pages/page_by_slug.ts";
import type { RenderContext } from "../lib/render/context.ts";
import { formMessagesFor } from "../lib/i18n/forms.ts";
import { renderFormNoticeHtml, renderFormPageHtml } from "../lib/render/form_pages.tsx";
import type { SentFormState } from "../lib/render/forms.ts";
import { htmlEntry } from "../lib/render/html_cache.ts";
import { renderPageHtml } from "../lib/render/page.tsx";
import type { AppEnv } from "./_env.ts";
import { collectionsOf, formsOf, menusOf, renderContext, siteStateOf } from "../lib/site/state.ts";

const challengeQuery = z.object({
  form: z.string({ error: "V_12" }).regex(/^[1-9]\d{0,15}$/, { error: "V_12" })
    .transform(Number).refine(Number.isSafeInteger, { error: "V_12" }).optional(),
});

/** A form's body: far more than any real form (50 fields, long texts of 10,000 characters). */
export const FORM_BODY_MAX_BYTES = 512 * 1024;

const PER_VISITOR = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

/** The posted inputs, the first value of each (a field is one input). */
function postedForm(body: string): PostedForm {
  const form: PostedForm = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(form, name)) form[name] = value;
  }
  return form;
}

/**
 * A post made by another site's page: by Sec-Fetch-Site, which every current browser sends;
 * else by Origin, where "null" is let through (the site's no-referrer policy makes browsers
 * send it for the site's own forms).
 */
function fromAnotherSite(c: Context, publicOrigin: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site === "cross-site" || site === "same-site";
  const origin = c.req.header("Origin");
  if (!origin || origin === "null") return false;
  return origin !== publicOrigin && origin !== new URL(c.req.url).origin;
}

function wantsJson(c: Context): boolean {
  return (c.req.header("Accept") ?? "").includes("application/json");
}

type Status = 200 | 400 | 403 | 404 | 408 | 413 | 422 | 429 | 500 | 503;

function json(c: Context, answer: FormAnswer, status: Status): Response {
  return c.json(answer, status, PER_VISITOR);
}

async function html(c: Context<AppEnv>, page: string, status: Status): Promise<Response> {
  const entry = await htmlEntry(page);
  return c.body(entry.body, status, {
    ...PER_VISITOR,
    "Content-Type": "text/html; charset=UTF-8",
    "Content-Security-Policy": entry.csp,
    "X-Frame-Options": "SAMEORIGIN",
  });
}

/**
 * Where the form was sent from — published data only, whatever page id was posted — and what is
 * needed to draw anything in its locale.
 */
async function pageContext(c: Context<AppEnv>, form: PostedForm) {
  const deps = c.get("deps");
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const live = await publishedFormPage(deps, postedID(form[FORM_INPUTS.page]));
  const locale = live && settings.availableLocales.includes(live.locale)
    ? live.locale
    : settings.defaultLocale;
  const [menus, collections, forms] = await Promise.all([
    menusOf(deps, state, locale, settings),
    collectionsOf(deps, state, locale, settings),
    formsOf(deps, state),
  ]);
  const ctx: RenderContext = {
    ...renderContext(deps, locale, settings),
    menus,
    collections,
    forms,
    media: collections.media,
  };
  return { deps, page: live, ctx };
}

/**
 * The page the form was sent from, drawn again for this visitor with `sent` in its form block;
 * when that page no longer shows this form, the form on a page of its own.
 */
async function formAgain(
  c: Context<AppEnv>,
  form: PostedForm,
  template: { id: number; name: string },
  sent: Omit<SentFormState, "blockKey">,
  status: Status,
): Promise<Response> {
  const { deps, page, ctx } = await pageContext(c, form);
  const blockKey = /^[A-Za-z0-9_-]{1,64}$/.test(form[FORM_INPUTS.block] ?? "")
    ? form[FORM_INPUTS.block]
    : "form";
  const t = formMessagesFor(ctx.displayLanguage ?? ctx.locale);
  const titlePrefix = Object.keys(sent.errors).length > 0 ? t.titlePrefix : undefined;
  const sentForm: SentFormState = { ...sent, blockKey };
  const found = page && await loadPublished(deps, page);
  const shows = found?.blocks.some((b) =>
    b.type === "form" && b.key === blockKey &&
    (b.props as { templateID?: unknown }).templateID === template.id
  );
  if (found && shows) {
    const pageCtx = {
      ...ctx,
      media: mergeMedia(found.media, ctx.collections?.media),
      pageID: found.page.id,
      sentForm,
    };
    return html(c, renderPageHtml(found, pageCtx, { noindex: true, titlePrefix }), status);
  }
  const own = { templateID: template.id, name: template.name, blockKey };
  return html(c, renderFormPageHtml(own, { ...ctx, sentForm }, { titlePrefix }), status);
}

/**
 * A failure no field explains, as JSON, or on the form's page with the failure message and the
 * values kept (nothing typed is lost); without a known template, a page with the message alone.
 */
async function failed(c: Context<AppEnv>, form: PostedForm, status: Status): Promise<Response> {
  const busy = status === 503;
  if (busy) c.header("Retry-After", "1");
  if (wantsJson(c)) {
    return json(c, busy ? { Success: false, Errors: BUSY } : { Success: false }, status);
  }
  // 404: the form is on no published page (or no such template): nothing of it is drawn.
  const template = status === 404 ? null : await publicTemplateOf(c, form).catch(() => null);
  if (!template) {
    const { ctx } = await pageContext(c, form);
    const t = formMessagesFor(ctx.displayLanguage ?? ctx.locale);
    const title = busy ? t.busy : t.failure;
    return html(c, renderFormNoticeHtml({ title, text: "" }, ctx, null), status);
  }
  const values: Record<string, string> = {};
  for (const f of template.fields) if (Object.hasOwn(form, f.id)) values[f.id] = form[f.id];
  // After a busy store, a visitor without JavaScript gets a fresh ticket: ticking its box and
  // sending again is all it takes (a ticket is signed, not stored; the secret is only read).
  const ticket = busy ? await issueTicket(c.get("deps"), template.id).catch(() => "") : "";
  const again = { values, errors: {}, ticket, human: false, failed: true, busy };
  return formAgain(c, form, template, again, status);
}

/** The catalogue's answer to a store that stayed busy (lib/db/kv.ts). */
const BUSY = [{ property: "", code: "G_02" }];

async function answer(c: Context<AppEnv>, form: PostedForm, outcome: SendOutcome) {
  switch (outcome.kind) {
    case "sent": {
      if (wantsJson(c)) {
        return json(c, { Success: true, confirmation: outcome.confirmation }, 200);
      }
      const { page, ctx } = await pageContext(c, form);
      const back = page && {
        href: publicPath(page.slug, page.locale, ctx.defaultLocale),
        title: page.title,
      };
      return html(c, renderFormNoticeHtml(outcome.confirmation, ctx, back), 200);
    }
    case "invalid": {
      if (wantsJson(c)) return json(c, { Success: false, errors: outcome.errors }, 422);
      const { values, errors, ticket, human } = outcome;
      const again = { values, errors, ticket, human, failed: false };
      return formAgain(c, form, outcome.template, again, 422);
    }
    case "failed":
      return failed(c, form, outcome.status);
  }
}

export const publicForms = new Hono<AppEnv>()
  .get("/_forms/challenge", async (c) => {
    const { form } = parseInput(challengeQuery, { form: c.req.query("form") });
    const challenge = await newCaptchaChallenge(c.get("deps"), Date.now(), { templateID: form });
    return c.json(challenge, 200, PER_VISITOR);
  })
  .post("/_forms/submit", async (c) => {
    const deps = c.get("deps");
    const type = c.req.header("Content-Type") ?? "";
    let form: PostedForm = {};
    try {
      if (fromAnotherSite(c, new URL(deps.config.publicUrl).origin)) {
        return await failed(c, form, 403);
      }
      if (!type.startsWith("application/x-www-form-urlencoded")) {
        return await failed(c, form, 422);
      }
      form = postedForm(
        await readTextLimited(c.req.raw, {
          maxBytes: FORM_BODY_MAX_BYTES,
          totalMs: 60_000,
          property: "form",
        }),
      );
      const outcome = await sendPublicForm(deps, form, { address: clientAddress(c) });
      return await answer(c, form, outcome);
    } catch (err) {
      // A body too large, too slow or broken off is the client's; a store that stayed busy
      // asks for the same post again; anything else is ours.
      const status = err instanceof ApiError && [400, 408, 413].includes(err.status)
        ? err.status as 400 | 408 | 413
        : err instanceof StoreBusy
        ? 503
        : 500;
      if (status === 500) logError("form submit failed", err);
      return await failed(c, form, status);
    }
  });

/** The template a post named, as the public site draws it (null: none). */
async function publicTemplateOf(c: Context<AppEnv>, form: PostedForm) {
  const id = postedID(form[FORM_INPUTS.template]);
  if (id === null) return null;
  const forms = await formsOf(c.get("deps"), await siteStateOf(c.get("deps")));
  return forms.templates.get(id) ?? null;
}
