import { z } from "zod";
import { optionalText } from "../fields.ts";
import { defineBlock, joinText } from "./define.ts";

export const quote = defineBlock({
  id: "quote",
  label: "Quote",
  icon: "quote",
  description: "A quotation with the person who said it.",
  props: z.object({
    text: z.string({ error: "V_01" }).trim().min(1, { error: "V_01", abort: true }).max(2000, {
      error: "V_14",
    }),
    author: optionalText(),
    role: optionalText(),
  }),
  defaults: { text: "", author: "", role: "" },
  searchText: (props) => joinText(props.text, props.author, props.role),
});
