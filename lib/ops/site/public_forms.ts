/**
 * The form templates as the public site draws them, for the form blocks (lib/render/forms.ts).
 * The public site reads them once per state of the site, like the menus (lib/site/state.ts
 * `formsOf`); their `key` is part of the HTML cache key, so a saved template shows on the pages
 * that use it as soon as the site revision moves on.
 */
import { createHash } from "node:crypto";
import { type PublicFormTemplate, publicFormTemplate } from "../../content/forms.ts";
import { listFormTemplates } from "../../db/forms.ts";
import type { PublicForms } from "../../render/forms.ts";
import type { Deps } from "../deps.ts";

export async function publicForms(deps: Deps): Promise<PublicForms> {
  const templates = new Map<number, PublicFormTemplate>();
  const hash = createHash("sha256");
  for (const t of await listFormTemplates(deps.kv)) {
    templates.set(t.id, publicFormTemplate(t));
    hash.update(`${t.id}\u0000${t.revision}\u0000`);
  }
  return { templates, key: hash.digest("base64url").slice(0, 22) };
}
