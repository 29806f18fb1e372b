import type { VNode } from "preact";
import { Island } from "../island.tsx";
import { formMessagesFor } from "../../i18n/forms.ts";
import type { BlockRendererProps } from "./_types.ts";
import { privacyPathOf } from "../context.ts";

/**
 * A form template on a page: the block's heading and introduction, then the form itself, drawn
 * by the form island (islands/PublicForm.tsx) from the template as it is now — a real
 * `<form method="post">` that works without JavaScript. On the page as published the form is
 * empty; a form sent without JavaScript and answered again (`ctx.sentForm`, for this block only)
 * shows what was sent and what was wrong. A template that is gone draws nothing (a notice in the
 * admin's preview).
 */
export function Form({ block, ctx }: BlockRendererProps<"form">): VNode | null {
  const { templateID, heading, intro } = block.props;
  const template = ctx.forms?.templates.get(templateID);
  if (!template) {
    return ctx.preview
      ? <p class="block block-form">Form template {templateID} not found.</p>
      : null;
  }
  const t = formMessagesFor(ctx.displayLanguage ?? ctx.locale);
  const sent = ctx.sentForm?.blockKey === block.key ? ctx.sentForm : undefined;
  const id = `form-${block.key}`;
  return (
    <section class="block block-form" aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading ? <h2 class="block-form__heading" id={`${id}-heading`}>{heading}</h2> : null}
      {intro ? <p class="block-form__intro">{intro}</p> : null}
      <Island
        name="PublicForm"
        props={{
          id,
          fields: template.fields,
          template: template.id,
          page: ctx.pageID ?? null,
          block: block.key,
          values: sent?.values ?? {},
          errors: sent?.errors ?? {},
          ticket: sent?.ticket ?? "",
          human: sent?.human ?? false,
          failed: sent?.failed ?? false,
          busy: sent?.busy ?? false,
          level: heading ? 3 : 2,
          text: t,
          privacyPath: privacyPathOf(ctx),
        }}
      />
    </section>
  );
}
