import { z } from "zod";
import { optionalText, requiredText } from "../fields.ts";
import { isExternalUrl, isSiteOrWebLink } from "../links.ts";
import { imageWithCropSchema } from "../media_refs.ts";
import { defineBlock, joinText } from "./define.ts";

const optionalUrl = () =>
  optionalText(2000).refine((u) => u === "" || isExternalUrl(u), { error: "V_13" });

export const teamMember = defineBlock({
  id: "team-member",
  label: "Team member",
  icon: "user-circle",
  description: "A person with function, description, specialties and links.",
  props: z.object({
    name: requiredText(),
    function: optionalText(),
    description: optionalText(2000),
    specialties: z.array(requiredText(), { error: "V_12" }).max(20, { error: "V_12" }).default([]),
    linkedinUrl: optionalUrl(),
    email: optionalText().refine((e) => e === "" || z.email().safeParse(e).success, {
      error: "V_02",
    }),
    storyUrl: optionalText(2000).refine(
      (u) => u === "" || isSiteOrWebLink(u),
      { error: "V_13" },
    ),
    image: imageWithCropSchema.nullable().default(null),
  }),
  defaults: {
    name: "",
    function: "",
    description: "",
    specialties: [],
    linkedinUrl: "",
    email: "",
    storyUrl: "",
    image: null,
  },
  // Contact details and links are not words a visitor searches the site by.
  searchText: (props) => joinText(props.name, props.function, props.description, props.specialties),
});
