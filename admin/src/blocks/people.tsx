/** People block: a heading and team members, each edited with the team-member block's editor. */
import { Fieldset, Group, Stack, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockProps } from "../../../lib/content/blocks/index.ts";
import { MAX_PEOPLE } from "../../../lib/content/blocks/people.ts";
import { teamMember } from "../../../lib/content/blocks/team_member.ts";
import { TeamMemberEditor } from "./team_member.tsx";
import type { BlockEditorProps } from "./types.ts";
import { IconTextButton } from "../components/icon_text_button.tsx";

type Member = BlockProps["people"]["members"][number];

export function PeopleEditor(
  { value, onChange, error, blockKey, locale }: BlockEditorProps<"people">,
) {
  const { t } = useTranslation();
  const setMembers = (members: Member[]) => onChange({ ...value, members });
  const move = (i: number, by: number) => {
    const members = [...value.members];
    [members[i], members[i + by]] = [members[i + by], members[i]];
    setMembers(members);
  };
  return (
    <Stack gap="sm">
      <TextInput
        label={t("blocks.people.heading")}
        placeholder={t("blocks.placeholders.people")}
        required
        value={value.heading}
        onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
        error={error("heading", t("blocks.people.heading"))}
      />
      {value.members.map((member, i) => {
        const n = i + 1;
        const name = member.name.trim() || t("blocks.people.person", { n });
        return (
          <Fieldset key={i} legend={name} variant="filled">
            <Stack gap="sm">
              <TeamMemberEditor
                value={member}
                onChange={(next) => setMembers(value.members.map((m, j) => j === i ? next : m))}
                error={(path, label) => error(`members.${i}.${path}`, label)}
                blockKey={`${blockKey}-member${i}`}
                locale={locale}
              />
              <Group justify="flex-end" gap="xs">
                <IconTextButton
                  icon={IconArrowUp}
                  variant="subtle"
                  size="xs"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t("blocks.people.moveUp", { name })}
                >
                  {t("blocks.people.up")}
                </IconTextButton>
                <IconTextButton
                  icon={IconArrowDown}
                  variant="subtle"
                  size="xs"
                  disabled={i === value.members.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t("blocks.people.moveDown", { name })}
                >
                  {t("blocks.people.down")}
                </IconTextButton>
                <IconTextButton
                  icon={IconTrash}
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setMembers(value.members.filter((_, j) => j !== i))}
                  aria-label={t("blocks.people.remove", { name })}
                >
                  {t("blocks.people.removeShort")}
                </IconTextButton>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {value.members.length < MAX_PEOPLE
        ? (
          <Group>
            <IconTextButton
              icon={IconPlus}
              variant="light"
              size="xs"
              onClick={() =>
                setMembers([...value.members, structuredClone(teamMember.defaults) as Member])}
            >
              {t("blocks.people.add")}
            </IconTextButton>
          </Group>
        )
        : null}
    </Stack>
  );
}
