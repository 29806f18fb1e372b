/**
 * The newsletter's public pages (lib/render/newsletter_pages.tsx). Every answer depends on the
 * request (what was sent, which link), so none is cached (`no-store`) or indexed.
 *
 * - `POST /newsletter/subscribe`: the signup form without JavaScript (name, email, locale and
 *   the honeypot, form-encoded). Answered with the mailbox hint (200) — the same for every state
 *   of the address, as the API's signup (lib/ops/newsletter/subscribe.ts) — or the form again
 *   with the values kept and the errors under their fields (400), or 'Error' when refused
 *   (another site's form 403, too many signups 429). The public pages are cached for everyone
 *   and so cannot carry a per-browser CSRF token; a post from another site is refused by the
 *   browser's own word on where it comes from (lib/http/form_origin.ts).
 * - `GET /newsletter/confirm/{token}`: a button (the link still works) or "this link no longer
 *   works" (410); its `POST` confirms (lib/ops/newsletter/confirm.ts).
 * - `GET /newsletter/unsubscribe/{token}`: a button, or 410; its `POST` unsubscribes. That POST
 *   is also the RFC 8058 one-click address of every newsletter mail's `List-Unsubscribe` header:
 *   mail providers post `List-Unsubscribe=One-Click` to it from their servers, without cookies
 *   or an Origin of ours, so nothing but the token is asked for.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import { type SignupError, type SignupField } from "../lib/content/newsletter_signup.ts";
import { SIGNUP_BODY_MAX_BYTES, subscribeBody } from "../lib/content/newsletter.ts";
import { readTextLimited } from "../lib/http/body.ts";
import { clientAddress } from "../lib/http/client_address.ts";
import { ApiError } from "../lib/http/errors.ts";
import { crossSiteForm } from "../lib/http/form_origin.ts";
import { parseInput } from "../lib/http/validate.ts";
import { confirmLinkTarget, confirmSubscription } from "../lib/ops/newsletter/confirm.ts";
import type { LinkTarget } from "../lib/ops/newsletter/links.ts";
import { acceptSignup } from "../lib/ops/newsletter/subscribe.ts";
import { unsubscribe, unsubscribeLinkTarget } from "../lib/ops/newsletter/unsubscribe.ts";
import { htmlEntry } from "../lib/render/html_cache.ts";
import { type NewsletterPage, renderNewsletterPageHtml } from "../lib/render/newsletter_pages.tsx";
import type { AppEnv } from "./_env.ts";
import { menusOf, renderContext, siteStateOf } from "../lib/site/state.ts";

/** Sends a newsletter page drawn in `locale` (the site's default when it has no such locale). */
async function answer(
  c: Context<AppEnv>,
  page: NewsletterPage,
  options: { locale?: string; status: 200 | 400 | 403 | 410 | 429 },
): Promise<Response> {
  const deps = c.var.deps;
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const locale = options.locale && settings.availableLocales.includes(options.locale)
    ? options.locale
    : settings.defaultLocale;
  const ctx = {
    ...renderContext(deps, locale, settings),
    menus: await menusOf(deps, state, locale, settings),
  };
  const entry = await htmlEntry(renderNewsletterPageHtml(page, ctx));
  return c.body(entry.body, options.status, {
    "Content-Type": "text/html; charset=UTF-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": entry.csp,
    "X-Robots-Tag": "noindex",
  });
}

/** What a link's page says: the button, what the button did, or that the link does not work. */
function linkPage(
  c: Context<AppEnv>,
  kind: "confirm" | "unsubscribe",
  target: LinkTarget | null,
  outcome: "ask" | "done",
): Promise<Response> {
  return answer(
    c,
    { kind, outcome: target ? outcome : "invalid", action: c.req.path },
    { locale: target?.locale, status: target ? 200 : 410 },
  );
}

export const newsletterPages = new Hono<AppEnv>()
  .post("/newsletter/subscribe", async (c) => {
    const text = await readTextLimited(c.req.raw, {
      maxBytes: SIGNUP_BODY_MAX_BYTES,
      totalMs: 30_000,
    });
    const form = Object.fromEntries(new URLSearchParams(text));
    const values = { name: form.name ?? "", email: form.email ?? "" };
    const locale = form.locale;
    const page = (outcome: "sent" | "errors" | "failed", errors: SignupErrors = {}) => ({
      kind: "signup" as const,
      outcome,
      values,
      errors,
    });
    if (crossSiteForm(c.req.raw, new URL(c.var.deps.config.publicUrl).origin)) {
      return answer(c, page("failed"), { locale, status: 403 });
    }
    let input;
    try {
      input = parseInput(subscribeBody, form);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return answer(c, page("errors", fieldErrors(err)), { locale, status: 400 });
    }
    if (!(await acceptSignup(c.var.deps, input, clientAddress(c)))) {
      return answer(c, page("failed"), { locale, status: 429 });
    }
    return answer(c, { ...page("sent"), values: { name: "", email: "" } }, { locale, status: 200 });
  })
  .get(
    "/newsletter/confirm/:token",
    async (c) =>
      linkPage(c, "confirm", await confirmLinkTarget(c.var.deps, c.req.param("token")), "ask"),
  )
  // The token is the only authority here (it came in the mail), so no origin is asked for.
  .post(
    "/newsletter/confirm/:token",
    async (c) =>
      linkPage(c, "confirm", await confirmSubscription(c.var.deps, c.req.param("token")), "done"),
  )
  .get(
    "/newsletter/unsubscribe/:token",
    async (c) =>
      linkPage(
        c,
        "unsubscribe",
        await unsubscribeLinkTarget(c.var.deps, c.req.param("token")),
        "ask",
      ),
  )
  .post("/newsletter/unsubscribe/:token", async (c) => {
    // The body (`List-Unsubscribe=One-Click` from a mail provider, empty from the page's
    // button) says nothing the token does not: it is not read.
    await c.req.raw.body?.cancel();
    return linkPage(c, "unsubscribe", await unsubscribe(c.var.deps, c.req.param("token")), "done");
  });

type SignupErrors = Partial<Record<SignupField, SignupError["code"]>>;

/** The field errors of a refused signup, the first per field. */
function fieldErrors(err: ApiError): SignupErrors {
  const out: SignupErrors = {};
  for (const e of err.errors) {
    if (e.property === "name" || e.property === "email") {
      out[e.property] ??= e.code as SignupError["code"];
    }
  }
  return out;
}
