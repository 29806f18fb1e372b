/**
 * Hero block: heading and its level, intro, image (beside or behind the text) and up to two
 * calls to action, each edited with the button block's own editor.
 */
import {
  Fieldset,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { button } from "../../../lib/content/blocks/button.ts";
import { MAX_HERO_ACTIONS } from "../../../lib/content/blocks/hero.ts";
import type { BlockProps } from "../../../lib/content/blocks/index.ts";
import { ImageField } from "../components/media/image_field.tsx";
import { ButtonEditor } from "./button.tsx";
import type { BlockEditorProps } from "./types.ts";
import { AltTextField } from "./alt_text_field.tsx";
import { IconTextButton } from "../components/icon_text_button.tsx";

type Action = BlockProps["hero"]["actions"][number];

export function HeroEditor({ value, onChange, error, blockKey, locale }: BlockEditorProps<"hero">) {
  const { t } = useTranslation();
  const positionLabel = `hero-position-${blockKey}`;
  const setAction = (i: number, next: Action) =>
    onChange({ ...value, actions: value.actions.map((a, j) => j === i ? next : a) });
  const addAction = () => {
    const first = value.actions.length === 0;
    const action = structuredClone(button.defaults) as Action;
    action.style = first ? "primary" : "secondary";
    onChange({ ...value, actions: [...value.actions, action] });
  };
  return (
    <Stack gap="sm">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <TextInput
          label={t("blocks.hero.heading")}
          placeholder={t("blocks.placeholders.hero")}
          required
          value={value.heading}
          onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
          error={error("heading", t("blocks.hero.heading"))}
          style={{ flex: "1 1 280px" }}
        />
        <NativeSelect
          label={t("blocks.heading.level")}
          data-field="level"
          description={t("blocks.hero.levelHint")}
          data={[1, 2, 3].map((n) => ({ value: String(n), label: `H${n}` }))}
          value={String(value.level)}
          onChange={(e) => onChange({ ...value, level: Number(e.currentTarget.value) })}
          error={error("level", t("blocks.heading.level"))}
          w={160}
        />
      </Group>
      <Textarea
        label={t("blocks.hero.text")}
        autosize
        minRows={2}
        maxLength={1000}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        error={error("text", t("blocks.hero.text"))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ImageField
          value={value.image}
          onChange={(image) => onChange({ ...value, image })}
          label={t("blocks.image.image")}
          error={error("image", t("blocks.image.image"))}
        />
        <Stack gap="sm">
          <div>
            <Text size="sm" fw={500} id={positionLabel} mb={4}>{t("blocks.hero.position")}</Text>
            <SegmentedControl
              aria-labelledby={positionLabel}
              value={value.imagePosition}
              onChange={(p) => onChange({ ...value, imagePosition: p as "side" | "background" })}
              data={[
                { value: "side", label: t("blocks.hero.side") },
                { value: "background", label: t("blocks.hero.background") },
              ]}
            />
          </div>
          {value.imagePosition === "side"
            ? (
              <AltTextField
                value={value.altText}
                onChange={(altText) => onChange({ ...value, altText })}
                error={error}
              />
            )
            : <Text size="sm" c="dimmed">{t("blocks.hero.backgroundHint")}</Text>}
        </Stack>
      </SimpleGrid>
      {value.actions.map((action, i) => (
        <Fieldset
          key={i}
          legend={t("blocks.hero.action", { n: i + 1 })}
          variant="filled"
          data-field={`actions.${i}`}
        >
          <Stack gap="sm">
            <ButtonEditor
              value={action}
              onChange={(next) => setAction(i, next)}
              error={(path, label) => error(`actions.${i}.${path}`, label)}
              blockKey={`${blockKey}-action${i}`}
              locale={locale}
            />
            <Group justify="flex-end">
              <IconTextButton
                icon={IconTrash}
                variant="subtle"
                color="red"
                size="xs"
                onClick={() =>
                  onChange({
                    ...value,
                    actions: value.actions.filter((_, j) => j !== i),
                  })}
              >
                {t("blocks.hero.removeAction", { n: i + 1 })}
              </IconTextButton>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      {value.actions.length < MAX_HERO_ACTIONS
        ? (
          <Group>
            <IconTextButton icon={IconPlus} variant="light" size="xs" onClick={addAction}>
              {t("blocks.hero.addAction")}
            </IconTextButton>
          </Group>
        )
        : null}
    </Stack>
  );
}
