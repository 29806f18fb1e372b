import { z } from "zod";
import { optionalText } from "../fields.ts";
import { imageWithCropSchema } from "../media_refs.ts";
import { defineBlock, joinText, plainText } from "./define.ts";
import { richTextProps } from "./text.ts";

export const textImage = defineBlock({
  id: "text-image",
  label: "Text with image",
  icon: "layout-sidebar-right",
  description: "Rich text beside an image.",
  props: z.object({
    text: richTextProps(),
    image: imageWithCropSchema.nullable().default(null),
    altText: optionalText(),
    imagePosition: z.enum(["left", "right"], { error: "V_12" }).default("right"),
  }),
  defaults: { text: { html: "" }, image: null, altText: "", imagePosition: "right" },
  searchText: (props) => joinText(plainText(props.text.html), props.altText),
});
