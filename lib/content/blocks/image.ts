import { z } from "zod";
import { optionalText } from "../fields.ts";
import { imageWithCropSchema } from "../media_refs.ts";
import { defineBlock, joinText } from "./define.ts";

export const image = defineBlock({
  id: "image",
  label: "Image",
  icon: "photo",
  description: "An image from the media library, cropped, with alternative text.",
  props: z.object({
    image: imageWithCropSchema.nullable().default(null),
    altText: optionalText(),
    caption: optionalText(),
  }),
  defaults: { image: null, altText: "", caption: "" },
  searchText: (props) => joinText(props.caption, props.altText),
});
