/**
 * The newsletter's own pages (routes/newsletter.tsx), in the site's layout and display
 * language, never indexed: the answer to a signup sent without JavaScript (the mailbox hint, or
 * the form again with the values kept and the errors under their fields), and the pages of the
 * confirmation and unsubscribe links — each first a button (a GET changes nothing: mail scanners
 * fetch links), then what the button did, or a page that says the link no longer works.
 */
import type { VNode } from "preact";
import type { SignupError, SignupField } from "../content/newsletter_signup.ts";
import { NEWSLETTER_PATHS } from "../content/newsletter_signup.ts";
import { HOME_SLUG, publicPath } from "../content/slugs.ts";
import { NewsletterForm } from "../../islands/_newsletter_form.tsx";
import { privacyPathOf, type RenderContext } from "./context.ts";
import { formMessagesFor } from "../i18n/forms.ts";
import { renderDocument } from "./island.tsx";
import { type NewsletterMessages, newsletterMessagesFor } from "../i18n/newsletter.ts";
import { Document } from "./page.tsx";

export type NewsletterPage =
  | {
    kind: "signup";
    /** sent: the mail is on its way; errors: fields to correct; failed: refused ('Error'). */
    outcome: "sent" | "errors" | "failed";
    values: Record<SignupField, string>;
    errors: Partial<Record<SignupField, SignupError["code"]>>;
  }
  | { kind: "confirm" | "unsubscribe"; outcome: "ask" | "done" | "invalid"; action: string };

function site(text: string, ctx: RenderContext): string {
  return text.replaceAll("{site}", ctx.siteName);
}

function HomeLink(props: { ctx: RenderContext; t: NewsletterMessages }): VNode {
  const { ctx } = props;
  return (
    <p class="newsletter-page__home">
      <a href={publicPath(HOME_SLUG, ctx.locale, ctx.defaultLocale)}>{props.t.home}</a>
    </p>
  );
}

/** The title and body of a page, by what it is and how it came out. */
function content(
  page: NewsletterPage,
  ctx: RenderContext,
  t: NewsletterMessages,
): { heading: string; title?: string; body: VNode } {
  const home = <HomeLink ctx={ctx} t={t} />;
  if (page.kind === "signup") {
    if (page.outcome === "sent") {
      return {
        heading: t.sentTitle,
        body: (
          <>
            <p class="newsletter-page__text">{t.signup.success}</p>
            {home}
          </>
        ),
      };
    }
    const failed = page.outcome === "failed";
    return {
      heading: t.signupTitle,
      // A page answered with a mistake says so first in its title, as the public forms do.
      title: formMessagesFor(ctx.displayLanguage ?? ctx.locale).titlePrefix + t.signupTitle,
      body: (
        <>
          <p class="newsletter-page__problem" role="alert">
            {failed ? t.signup.failure : t.fixErrors}
          </p>
          <NewsletterForm
            id="newsletter-page"
            action={NEWSLETTER_PATHS.subscribe}
            locale={ctx.locale}
            values={page.values}
            errors={page.errors}
            state="idle"
            status=""
            text={t.signup}
            privacyPath={privacyPathOf(ctx)}
            focusFirstError
          />
        </>
      ),
    };
  }
  const confirm = page.kind === "confirm";
  if (page.outcome === "invalid") {
    return {
      heading: t.linkInvalidTitle,
      body: (
        <>
          <p class="newsletter-page__text">
            {confirm ? t.confirmInvalidText : t.unsubscribeInvalidText}
          </p>
          {home}
        </>
      ),
    };
  }
  if (page.outcome === "done") {
    return {
      heading: confirm ? t.confirmedTitle : t.unsubscribedTitle,
      body: (
        <>
          <p class="newsletter-page__text">
            {site(confirm ? t.confirmedText : t.unsubscribedText, ctx)}
          </p>
          {home}
        </>
      ),
    };
  }
  return {
    heading: confirm ? t.confirmTitle : t.unsubscribeTitle,
    body: (
      <form class="newsletter-page__form" method="post" action={page.action}>
        <p class="newsletter-page__text">
          {site(confirm ? t.confirmText : t.unsubscribeText, ctx)}
        </p>
        <p>
          <button type="submit" class="button button--primary">
            {confirm ? t.confirmButton : t.unsubscribeButton}
          </button>
        </p>
      </form>
    ),
  };
}

export function renderNewsletterPageHtml(page: NewsletterPage, ctx: RenderContext): string {
  const t = newsletterMessagesFor(ctx.displayLanguage ?? ctx.locale);
  const { heading, title = heading, body } = content(page, ctx, t);
  return renderDocument(
    <Document head={{ title, noindex: true }} ctx={ctx}>
      <section class="newsletter-page">
        <h1>{heading}</h1>
        {body}
      </section>
    </Document>,
    { locale: ctx.locale },
  );
}
