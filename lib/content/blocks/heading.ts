import { z } from "zod";
import { requiredText } from "../fields.ts";
import { defineBlock } from "./define.ts";

export const heading = defineBlock({
  id: "heading",
  label: "Heading",
  icon: "heading",
  description: "A section title.",
  props: z.object({
    text: requiredText(),
    level: z.number({ error: "V_12" }).int().min(1, { error: "V_12" }).max(6, { error: "V_12" })
      .default(2),
  }),
  defaults: { text: "", level: 2 },
  searchText: (props) => props.text,
});
