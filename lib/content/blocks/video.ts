import { z } from "zod";
import { optionalText } from "../fields.ts";
import { parseVideo } from "../video.ts";
import { defineBlock } from "./define.ts";

export const video = defineBlock({
  id: "video",
  label: "Video",
  icon: "brand-youtube",
  description: "A YouTube or Vimeo video, embedded without tracking until it is played.",
  props: z.object({
    url: z.string({ error: "V_01" }).trim().min(1, { error: "V_01", abort: true }).max(500, {
      error: "V_11",
    }).refine((u) => parseVideo(u) !== null, { error: "V_13" }),
    title: optionalText(),
  }),
  defaults: { url: "", title: "" },
  searchText: (props) => props.title,
});
