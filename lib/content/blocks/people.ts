/**
 * People: a section of team members under one heading (the home page's two profiles). Each
 * member has exactly the props of a team-member block, and is drawn by its renderer and edited
 * by its editor.
 */
import { z } from "zod";
import { requiredText } from "../fields.ts";
import { defineBlock, joinText } from "./define.ts";
import { teamMember } from "./team_member.ts";

export const MAX_PEOPLE = 12;

export const people = defineBlock({
  id: "people",
  label: "People",
  icon: "users",
  description: "Team members under a heading, side by side.",
  props: z.object({
    heading: requiredText(),
    members: z.array(teamMember.props, { error: "V_12" }).max(MAX_PEOPLE, { error: "V_12" })
      .default([]),
  }),
  defaults: { heading: "", members: [] },
  searchText: (props) =>
    joinText(props.heading, ...props.members.map((m) => teamMember.searchText(m))),
});
