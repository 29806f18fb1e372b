import { z } from "zod";
import { optionalText } from "../fields.ts";
import { defineBlock, joinText } from "./define.ts";

/**
 * The newsletter signup (name and e-mail address) with a heading and a short
 * introduction. Signing up is double opt-in (lib/ops/newsletter/subscribe.ts).
 */
export const newsletter = defineBlock({
  id: "newsletter",
  label: "Newsletter signup",
  icon: "mail",
  description: "A form to sign up for the newsletter: name and e-mail address.",
  props: z.object({
    /** Empty: the site's word for "newsletter" in its display language. */
    heading: optionalText(),
    intro: optionalText(500),
  }),
  defaults: { heading: "", intro: "" },
  searchText: (props) => joinText(props.heading, props.intro),
});
