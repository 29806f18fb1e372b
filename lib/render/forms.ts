/**
 * What form blocks are given to draw their forms (lib/render/blocks/form.tsx): the templates as
 * the public may see them (no receiving address), read once per state of the site
 * (lib/ops/site/public_forms.ts), and — for a form sent without JavaScript and answered again —
 * what the visitor sent and what was wrong with it.
 */
import type { PublicFormTemplate } from "../content/forms.ts";
import type { PublicFormErrors } from "../content/form_post.ts";

export interface PublicForms {
  templates: ReadonlyMap<number, PublicFormTemplate>;
  /** Changes whenever a template changes: part of the HTML cache key. */
  key: string;
}

/** A form sent without JavaScript, drawn again on its page (never cached: per visitor). */
export interface SentFormState {
  /** The key of the form block that was sent. */
  blockKey: string;
  values: Record<string, string>;
  errors: PublicFormErrors;
  /** A ticket for the captcha's no-script path (lib/ops/forms/form_ticket.ts). */
  ticket: string;
  /** The robot box was ticked with that ticket already: it comes back ticked. */
  human: boolean;
  /** A failure no field explains: the failure message shows. */
  failed: boolean;
  /** The failure was a busy store (G_02): the message says to send again in a moment. */
  busy?: boolean;
}
