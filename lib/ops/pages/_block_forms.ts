/**
 * A form block must name a template that exists (lib/content/blocks/form.ts): checked when a
 * version is created or stored, since the block's schema cannot read the store. A template that
 * is deleted later is not a worry here: deleting one that a page shows is refused
 * (lib/ops/forms/form_templates.ts), and the renderer skips a form whose template is gone.
 */
import type { Block } from "../../content/blocks/index.ts";
import { existingFormTemplateIDs } from "../../db/forms.ts";
import { ApiError } from "../../http/errors.ts";

/** Throws V_12 at `{field}.{i}.props.templateID` for each form block whose template is missing. */
export async function checkFormTemplates(kv: Deno.Kv, blocks: Block[], field: string) {
  const forms = blocks.map((b, i) => ({ b, i })).filter(({ b }) => b.type === "form");
  if (forms.length === 0) return;
  const ids = [...new Set(forms.map(({ b }) => (b as Block<"form">).props.templateID))];
  const exists = await existingFormTemplateIDs(kv, ids);
  const errors = forms
    .filter(({ b }) => !exists.has((b as Block<"form">).props.templateID))
    .map(({ i }) => ({ property: `${field}.${i}.props.templateID`, code: "V_12" }));
  if (errors.length) throw new ApiError(errors, 400);
}
