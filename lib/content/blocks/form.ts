/**
 * The form block: places a form template (lib/content/forms.ts) on a page, under an optional
 * heading and introduction. The fields are drawn from the template when the page is rendered, so
 * a template edit shows on every page that uses it; the visitor's answers go to the public submit
 * route (routes/public_forms.tsx). A template that does not exist is refused when the version is
 * stored (V_12, lib/ops/pages/_block_forms.ts).
 */
import { z } from "zod";
import { optionalText } from "../fields.ts";
import { defineBlock, joinText } from "./define.ts";

export const MAX_FORM_INTRO = 1000;

export const formBlock = defineBlock({
  id: "form",
  label: "Form",
  icon: "forms",
  description: "A form made from a form template, such as the contact or complaints form.",
  props: z.object({
    templateID: z.number({ error: "V_01" }).int({ error: "V_12" }).min(1, { error: "V_01" })
      .max(Number.MAX_SAFE_INTEGER, { error: "V_12" }),
    heading: optionalText(),
    intro: optionalText(MAX_FORM_INTRO),
  }),
  // No template is chosen yet: storing the block asks for one (V_01).
  defaults: { templateID: 0, heading: "", intro: "" },
  // The questions are the template's, not the page's words.
  searchText: (props) => joinText(props.heading, props.intro),
});
