/**
 * The newsletter's public pages (lib/render/newsletter_pages.tsx): the signup form without
 * JavaScript, and the pages of the confirm and unsubscribe links. Every answer depends on the
 * request (what was sent, which link), so none is cached (`no-store`) or indexed.
 *
 * The signup is answered with the mailbox hint (200) — the same for every state of the address,
 * as the API's signup (lib/ops/newsletter/subscribe.ts) — or the form again with the values kept
 * and the errors under their fields (400), or 'Error' when refused (another site's form 403, too
 * many signups 429). The public pages are cached for everyone and so cannot carry a per-browser
 * CSRF token; a post from another site is refused by the browser's own word on where it comes
 * from (lib/http/form_origin.ts).
 */
import { type SignupError, type SignupField } from "../content/newsletter_signup.ts";
import { subscribeBody } from "../content/newsletter.ts";
import { ApiError } from "../http/errors.ts";
import { crossSiteForm } from "../http/form_origin.ts";
import { parseInput } from "../http/validate.ts";
import type { Deps } from "../ops/deps.ts";
import type { LinkTarget } from "../ops/newsletter/links.ts";
import { acceptSignup } from "../ops/newsletter/subscribe.ts";
import { htmlEntry } from "../render/html_cache.ts";
import { type NewsletterPage, renderNewsletterPageHtml } from "../render/newsletter_pages.tsx";
import { menusOf, renderContext, siteStateOf } from "./state.ts";
import { uncachedHtml } from "./uncached_html.ts";

/** A newsletter page drawn in `locale` (the site's default when it has no such locale). */
async function newsletterPage(
  deps: Deps,
  page: NewsletterPage,
  options: { locale?: string; status: 200 | 400 | 403 | 410 | 429 },
): Promise<Response> {
  const state = await siteStateOf(deps);
  const settings = await state.settings();
  const locale = options.locale && settings.availableLocales.includes(options.locale)
    ? options.locale
    : settings.defaultLocale;
  const ctx = {
    ...renderContext(deps, locale, settings),
    menus: await menusOf(deps, state, locale, settings),
  };
  return uncachedHtml(
    await htmlEntry(renderNewsletterPageHtml(page, ctx)),
    options.status,
    "no-store",
  );
}

/** What a link's page says: the button, what the button did, or that the link does not work. */
export function linkPage(
  deps: Deps,
  kind: "confirm" | "unsubscribe",
  action: string,
  target: LinkTarget | null,
  outcome: "ask" | "done",
): Promise<Response> {
  return newsletterPage(
    deps,
    { kind, outcome: target ? outcome : "invalid", action },
    { locale: target?.locale, status: target ? 200 : 410 },
  );
}

/** `POST /newsletter/subscribe`: the signup form without JavaScript, as sent (form-encoded). */
export async function signupPage(
  deps: Deps,
  request: Request,
  form: Record<string, string>,
  clientAddress: string,
): Promise<Response> {
  const values = { name: form.name ?? "", email: form.email ?? "" };
  const locale = form.locale;
  const page = (outcome: "sent" | "errors" | "failed", errors: SignupErrors = {}) => ({
    kind: "signup" as const,
    outcome,
    values,
    errors,
  });
  if (crossSiteForm(request, new URL(deps.config.publicUrl).origin)) {
    return newsletterPage(deps, page("failed"), { locale, status: 403 });
  }
  let input;
  try {
    input = parseInput(subscribeBody, form);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return newsletterPage(deps, page("errors", fieldErrors(err)), { locale, status: 400 });
  }
  if (!(await acceptSignup(deps, input, clientAddress))) {
    return newsletterPage(deps, page("failed"), { locale, status: 429 });
  }
  const sent = { ...page("sent"), values: { name: "", email: "" } };
  return newsletterPage(deps, sent, { locale, status: 200 });
}

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
