/**
 * What form blocks are given to draw their forms (lib/render/blocks/form.tsx): the templates as
 * the public may see them (no receiving address), read once per state of the site
 * (lib/ops/site/public_forms.ts), and — for a form sent without JavaScript and answered again —
 * what the visitor sent and what was wrong with it.
 */
import type { PublicFormTemplate } from "../content/forms.ts";
import type { PublicFormProps } from "../../islands/PublicForm.tsx";

export interface PublicForms {
  templates: ReadonlyMap<number, PublicFormTemplate>;
  /** Changes whenever a template changes: part of the HTML cache key. */
  key: string;
}

/**
 * A form sent without JavaScript, drawn again on its page (never cached: per visitor): the key
 * of the form block that was sent, and what the form island is given back (its props say what
 * each means; the ticket is lib/ops/forms/form_ticket.ts's).
 */
export type SentFormState =
  & { blockKey: string }
  & Pick<PublicFormProps, "values" | "errors" | "ticket" | "human" | "failed" | "busy">;
