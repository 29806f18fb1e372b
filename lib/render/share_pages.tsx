/**
 * A share link's own pages (issue 32; lib/site/share_page.ts), in the site's frame and the
 * language of the page shared, never indexed: the password form, the page of a link that no
 * longer works (expired, withdrawn, its version gone), of a version since published (with the
 * way to the live page), and of an address that is no link at all. The version itself is drawn
 * by the page renderer (lib/ops/pages/preview_version.ts `sharedVersionHtml`).
 */
import type { VNode } from "preact";
import { HOME_SLUG, publicPath } from "../content/slugs.ts";
import type { ShareMessages } from "../i18n/share.ts";
import { htmlLang, type RenderContext } from "./context.ts";
import { renderDocument } from "./island.tsx";
import { Document } from "./page.tsx";

export type SharePage =
  | {
    kind: "password";
    action: string;
    /** What the last try came to: nothing yet, a wrong password, too many tries. */
    problem: "wrong" | "limited" | null;
  }
  | { kind: "gone"; why: "expired" | "revoked" | "deleted" }
  | { kind: "published"; livePath: string }
  | { kind: "not-found" };

function HomeLink(props: { ctx: RenderContext; t: ShareMessages }): VNode {
  const { ctx } = props;
  return (
    <p>
      <a href={publicPath(HOME_SLUG, ctx.locale, ctx.defaultLocale)}>{props.t.home}</a>
    </p>
  );
}

function content(page: SharePage, ctx: RenderContext, t: ShareMessages) {
  const home = <HomeLink ctx={ctx} t={t} />;
  switch (page.kind) {
    case "password":
      return {
        heading: t.passwordTitle,
        body: (
          <form class="share-page__form" method="post" action={page.action}>
            <p>{t.passwordText}</p>
            {page.problem
              ? (
                <p class="share-page__problem" role="alert" id="share-problem">
                  {page.problem === "wrong" ? t.passwordWrong : t.passwordLimited}
                </p>
              )
              : null}
            <p class="share-page__field">
              <label for="share-password">{t.passwordLabel}</label>
              <input
                id="share-password"
                name="password"
                type="password"
                autocomplete="off"
                required
                maxLength={200}
                aria-invalid={page.problem === "wrong" ? "true" : undefined}
                aria-describedby={page.problem ? "share-problem" : undefined}
                autofocus={page.problem !== null}
              />
            </p>
            <p>
              <button type="submit" class="button button--primary">{t.passwordSubmit}</button>
            </p>
          </form>
        ),
      };
    case "gone":
      return {
        heading: t.goneTitle,
        body: (
          <>
            <p>
              {page.why === "expired"
                ? t.expiredText
                : page.why === "revoked"
                ? t.revokedText
                : t.deletedText} {t.askAgain}
            </p>
            {home}
          </>
        ),
      };
    case "published":
      return {
        heading: t.publishedTitle,
        body: (
          <>
            <p>{t.publishedText}</p>
            <p>
              <a class="button button--primary" href={page.livePath}>{t.publishedLink}</a>
            </p>
          </>
        ),
      };
    case "not-found":
      return {
        heading: t.notFoundTitle,
        body: (
          <>
            <p>{t.notFoundText}</p>
            {home}
          </>
        ),
      };
  }
}

/** One of a share link's pages; `lang` is the language of the page shared (or the site's). */
export function renderSharePageHtml(
  page: SharePage,
  ctx: RenderContext,
  t: ShareMessages,
  lang: string,
): string {
  const { heading, body } = content(page, ctx, t);
  return renderDocument(
    <Document head={{ title: heading, noindex: true }} ctx={ctx} interfaceOnly>
      <section class="share-page" lang={htmlLang(lang)}>
        <h1>{heading}</h1>
        {body}
      </section>
    </Document>,
    { locale: ctx.locale },
  );
}
