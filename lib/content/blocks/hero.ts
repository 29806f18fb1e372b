/**
 * The hero: the big opening of a page (usually the home page) — a heading, an intro, an optional
 * image beside it or behind it, and up to two calls to action, each a button's label, link and
 * style (so every link kind of a button works here too).
 */
import { z } from "zod";
import { optionalText, requiredText } from "../fields.ts";
import { imageWithCropSchema } from "../media_refs.ts";
import { button } from "./button.ts";
import { defineBlock, joinText } from "./define.ts";

export const MAX_HERO_ACTIONS = 2;

export const hero = defineBlock({
  id: "hero",
  label: "Hero",
  icon: "layout-navbar",
  description: "A page's opening: heading, intro, image and up to two calls to action.",
  props: z.object({
    heading: requiredText(),
    /** 1 at the top of a page (its one h1); lower when the hero is not the page's title. */
    level: z.number({ error: "V_12" }).int().min(1, { error: "V_12" }).max(3, { error: "V_12" })
      .default(1),
    text: optionalText(1000),
    image: imageWithCropSchema.nullable().default(null),
    /** The image's alternative text beside the text; an image behind the text is decoration. */
    altText: optionalText(),
    imagePosition: z.enum(["side", "background"], { error: "V_12" }).default("side"),
    actions: z.array(button.props, { error: "V_12" }).max(MAX_HERO_ACTIONS, { error: "V_12" })
      .default([]),
  }),
  defaults: {
    heading: "",
    level: 1,
    text: "",
    image: null,
    altText: "",
    imagePosition: "side",
    actions: [],
  },
  searchText: (props) =>
    joinText(props.heading, props.text, props.altText, props.actions.map((a) => a.label)),
});
