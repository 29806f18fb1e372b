/** Text with image block: rich text beside an image, its alternative text and its side. */
import { Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ImageField } from "../components/media/image_field.tsx";
import { RichTextEditor } from "./rich_text_editor.tsx";
import type { BlockEditorProps } from "./types.ts";

export function TextImageEditor(
  { value, onChange, error, blockKey }: BlockEditorProps<"text-image">,
) {
  const { t } = useTranslation();
  const positionLabel = `text-image-position-${blockKey}`;
  return (
    <Stack gap="sm">
      <RichTextEditor
        id={`text-image-${blockKey}`}
        label={t("blocks.text.content")}
        value={value.text.html}
        onChange={(html) => onChange({ ...value, text: { ...value.text, html } })}
        characterLimit={value.text.characterLimit}
        error={error("text.html", t("blocks.text.content")) ??
          error("text", t("blocks.text.content"))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ImageField
          value={value.image}
          onChange={(image) => onChange({ ...value, image })}
          error={error("image", t("blocks.image.image"))}
        />
        <Stack gap="sm">
          <TextInput
            label={t("blocks.image.altText")}
            data-field="altText"
            value={value.altText}
            onChange={(e) => onChange({ ...value, altText: e.currentTarget.value })}
            error={error("altText", t("blocks.image.altText"))}
          />
          <Group gap="sm">
            <Text size="sm" fw={500} id={positionLabel}>{t("blocks.textImage.position")}</Text>
            <SegmentedControl
              aria-labelledby={positionLabel}
              value={value.imagePosition}
              onChange={(p) => onChange({ ...value, imagePosition: p as "left" | "right" })}
              data={[
                { value: "left", label: t("blocks.textImage.left") },
                { value: "right", label: t("blocks.textImage.right") },
              ]}
            />
          </Group>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
