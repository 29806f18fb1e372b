/** Image block: an image from the media library with its crop, alternative text and caption. */
import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ImageField } from "../components/media/image_field.tsx";
import type { BlockEditorProps } from "./types.ts";
import { AltTextField } from "./alt_text_field.tsx";

export function ImageEditor({ value, onChange, error }: BlockEditorProps<"image">) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ImageField
        value={value.image}
        onChange={(image) => onChange({ ...value, image })}
        error={error("image", t("blocks.image.image"))}
      />
      <AltTextField
        value={value.altText}
        onChange={(altText) => onChange({ ...value, altText })}
        error={error}
      />
      <TextInput
        label={t("blocks.image.caption")}
        value={value.caption}
        onChange={(e) => onChange({ ...value, caption: e.currentTarget.value })}
        error={error("caption", t("blocks.image.caption"))}
      />
    </Stack>
  );
}
