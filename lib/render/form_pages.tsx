/**
 * The pages the public form route answers to one visitor (lib/site/form_post_answers.ts), never cached
 * and not indexed: the thank-you page of a form sent without JavaScript (or a failure's notice),
 * and a form drawn on a page of its own when the page it was sent from no longer shows it (republished meanwhile).
 * The page a form was sent from, answered again with the errors, is that page's own renderer
 * (lib/render/page.tsx) with `ctx.sentForm`.
 */
import type { Block } from "../content/blocks/index.ts";
import type { FormConfirmation } from "../content/form_post.ts";
import { paragraphs } from "../content/form_post.ts";
import { renderBlock } from "./block_list.tsx";
import type { RenderContext } from "./context.ts";
import { formMessagesFor } from "../i18n/forms.ts";
import { renderDocument } from "./island.tsx";
import { Document } from "./page.tsx";

/**
 * The thank-you page: the template's confirmation title and text, and the way back. Also the
 * page of a failure that has no form to show it on (the failure message as its title).
 */
export function renderFormNoticeHtml(
  confirmation: FormConfirmation,
  ctx: RenderContext,
  back: { href: string; title: string } | null,
): string {
  const t = formMessagesFor(ctx.displayLanguage ?? ctx.locale);
  return renderDocument(
    <Document head={{ title: confirmation.title, noindex: true }} ctx={ctx}>
      <section class="block form-thanks-page">
        <h1>{confirmation.title}</h1>
        {paragraphs(confirmation.text).map((p, i) => <p key={i}>{p}</p>)}
        {back
          ? (
            <p>
              <a href={back.href}>{t.backTo.replace("{page}", back.title)}</a>
            </p>
          )
          : null}
      </section>
    </Document>,
    { locale: ctx.locale },
  );
}

/**
 * A form on a page of its own, titled with the template's name: answered again (with
 * `ctx.sentForm`) when the page it was sent from is gone or no longer has it.
 */
export function renderFormPageHtml(
  form: { templateID: number; name: string; blockKey: string },
  ctx: RenderContext,
  options: { titlePrefix?: string } = {},
): string {
  const block = {
    type: "form",
    key: form.blockKey,
    props: { templateID: form.templateID, heading: "", intro: "" },
    anchorPoint: "",
    __images: {},
    __files: {},
  } as Block<"form">;
  return renderDocument(
    <Document head={{ title: (options.titlePrefix ?? "") + form.name, noindex: true }} ctx={ctx}>
      <h1 class="form-page__title">{form.name}</h1>
      {renderBlock(block as Block, ctx)}
    </Document>,
    { locale: ctx.locale },
  );
}
