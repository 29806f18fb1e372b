/**
 * What a public form post is answered with (routes/public_forms.tsx has the contract): JSON for
 * the island (a FormAnswer), or, for a form sent without JavaScript, a page — the thank-you page,
 * the page the form was sent from again with the errors next to their fields and the values
 * kept, or that page with the failure or busy message. Every answer is per visitor: `no-store`,
 * and not indexed. Where the form was sent from is read from published data only, whatever page
 * id was posted.
 */
import { FORM_INPUTS, type FormAnswer } from "../content/form_post.ts";
import { publicPath } from "../content/slugs.ts";
import { formMessagesFor } from "../i18n/forms.ts";
import type { Deps } from "../ops/deps.ts";
import { issueTicket } from "../ops/forms/form_ticket.ts";
import { publishedFormPage } from "../ops/forms/form_placement.ts";
import { type PostedForm, postedID, type SendOutcome } from "../ops/forms/send_public_form.ts";
import { loadPublished } from "../ops/site/page_by_slug.ts";
import { mergeMedia } from "../ops/site/collections.ts";
import type { RenderContext } from "../render/context.ts";
import { renderFormNoticeHtml, renderFormPageHtml } from "../render/form_pages.tsx";
import type { SentFormState } from "../render/forms.ts";
import { htmlEntry } from "../render/html_cache.ts";
import { renderPageHtml } from "../render/page.tsx";
import { collectionsOf, formsOf, menusOf, renderContext, siteStateOf } from "./state.ts";

export type FormStatus = 200 | 400 | 403 | 404 | 408 | 413 | 422 | 429 | 500 | 503;

/** Who asked: the island (`json`) or a form without JavaScript. */
export interface FormRequest {
  deps: Deps;
  json: boolean;
}

export const PER_VISITOR = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

/** The catalogue's answer to a store that stayed busy (lib/db/kv.ts). */
const BUSY = [{ property: "", code: "G_02" }];

function json(answer: FormAnswer, status: FormStatus, extra: Record<string, string> = {}) {
  return Response.json(answer, { status, headers: { ...PER_VISITOR, ...extra } });
}

async function html(page: string, status: FormStatus, extra: Record<string, string> = {}) {
  const entry = await htmlEntry(page);
  return new Response(entry.body, {
    status,
    headers: {
      ...PER_VISITOR,
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Security-Policy": entry.csp,
      "X-Frame-Options": "SAMEORIGIN",
      ...extra,
    },
  });
}

/** The answer to a post the operation took (sent, or refused field by field). */
export async function formAnswer(
  req: FormRequest,
  form: PostedForm,
  outcome: SendOutcome,
): Promise<Response> {
  switch (outcome.kind) {
    case "sent": {
      if (req.json) return json({ Success: true, confirmation: outcome.confirmation }, 200);
      const { page, ctx } = await pageContext(req.deps, form);
      const back = page && {
        href: publicPath(page.slug, page.locale, ctx.defaultLocale),
        title: page.title,
      };
      return html(renderFormNoticeHtml(outcome.confirmation, ctx, back), 200);
    }
    case "invalid": {
      if (req.json) return json({ Success: false, errors: outcome.errors }, 422);
      const { values, errors, ticket, human } = outcome;
      const again = { values, errors, ticket, human, failed: false };
      return formAgain(req.deps, form, outcome.template, again, 422, {});
    }
    case "failed":
      return formFailure(req, form, outcome.status);
  }
}

/**
 * A failure no field explains, as JSON, or on the form's page with the failure message and the
 * values kept (nothing typed is lost); without a known template, a page with the message alone.
 */
export async function formFailure(
  req: FormRequest,
  form: PostedForm,
  status: FormStatus,
): Promise<Response> {
  const busy = status === 503;
  const extra: Record<string, string> = busy ? { "Retry-After": "1" } : {};
  if (req.json) {
    return json(busy ? { Success: false, Errors: BUSY } : { Success: false }, status, extra);
  }
  // 404: the form is on no published page (or no such template): nothing of it is drawn.
  const template = status === 404 ? null : await publicTemplateOf(req.deps, form).catch(() => null);
  if (!template) {
    const { ctx } = await pageContext(req.deps, form);
    const t = formMessagesFor(ctx.displayLanguage ?? ctx.locale);
    const title = busy ? t.busy : t.failure;
    return html(renderFormNoticeHtml({ title, text: "" }, ctx, null), status, extra);
  }
  const values: Record<string, string> = {};
  for (const f of template.fields) if (Object.hasOwn(form, f.id)) values[f.id] = form[f.id];
  // After a busy store, a visitor without JavaScript gets a fresh ticket: ticking its box and
  // sending again is all it takes (a ticket is signed, not stored; the secret is only read).
  const ticket = busy ? await issueTicket(req.deps, template.id).catch(() => "") : "";
  const again = { values, errors: {}, ticket, human: false, failed: true, busy };
  return formAgain(req.deps, form, template, again, status, extra);
}

/** Where the form was sent from, and what is needed to draw anything in its locale. */
async function pageContext(deps: Deps, form: PostedForm) {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const live = await publishedFormPage(deps, postedID(form[FORM_INPUTS.page]));
  const locale = live && settings.availableLocales.includes(live.locale)
    ? live.locale
    : settings.defaultLocale;
  const [menus, collections, forms] = await Promise.all([
    menusOf(deps, state, locale, settings),
    collectionsOf(deps, state, locale, settings),
    formsOf(deps, state, locale),
  ]);
  const ctx: RenderContext = {
    ...renderContext(deps, locale, settings),
    menus,
    collections,
    forms,
    media: collections.media,
  };
  return { page: live, ctx };
}

/**
 * The page the form was sent from, drawn again for this visitor with `sent` in its form block;
 * when that page no longer shows this form, the form on a page of its own.
 */
async function formAgain(
  deps: Deps,
  form: PostedForm,
  template: { id: number; name: string },
  sent: Omit<SentFormState, "blockKey">,
  status: FormStatus,
  extra: Record<string, string>,
): Promise<Response> {
  const { page, ctx } = await pageContext(deps, form);
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
    return html(renderPageHtml(found, pageCtx, { noindex: true, titlePrefix }), status, extra);
  }
  const own = { templateID: template.id, name: template.name, blockKey };
  return html(renderFormPageHtml(own, { ...ctx, sentForm }, { titlePrefix }), status, extra);
}

/** The template a post named, as the public site draws it (null: none). */
async function publicTemplateOf(deps: Deps, form: PostedForm) {
  const id = postedID(form[FORM_INPUTS.template]);
  if (id === null) return null;
  const forms = await formsOf(deps, await siteStateOf(deps));
  return forms.templates.get(id) ?? null;
}
