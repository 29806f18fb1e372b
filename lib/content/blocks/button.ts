import { z } from "zod";
import { requiredText } from "../fields.ts";
import { linkSchema } from "../links.ts";
import { defineBlock } from "./define.ts";

export const button = defineBlock({
  id: "button",
  label: "Button",
  icon: "click",
  description: "A call to action linking to a page, an anchor, a website, an e-mail or a phone.",
  props: z.object({
    label: requiredText(),
    link: linkSchema,
    style: z.enum(["primary", "secondary"], { error: "V_12" }).default("primary"),
  }),
  defaults: { label: "", link: { kind: "internal", value: "/" }, style: "primary" },
  searchText: (props) => props.label,
});
