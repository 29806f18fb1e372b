/** Image block: the image (from the media library, later), its alternative text and caption. */
import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ImagePlaceholder } from "./image_placeholder.tsx";
import type { BlockEditorProps } from "./types.ts";

export function ImageEditor({ value, onChange, error }: BlockEditorProps<"image">) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ImagePlaceholder image={value.image} />
      <TextInput
        label={t("blocks.image.altText")}
        description={t("blocks.image.altHint")}
        value={value.altText}
        onChange={(e) => onChange({ ...value, altText: e.currentTarget.value })}
        error={error("altText")}
      />
      <TextInput
        label={t("blocks.image.caption")}
        value={value.caption}
        onChange={(e) => onChange({ ...value, caption: e.currentTarget.value })}
        error={error("caption")}
      />
    </Stack>
  );
}
