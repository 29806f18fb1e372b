import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The alternative text of a block's image (the image block, the hero's side image). */
export function AltTextField(
  { value, onChange, error }: {
    value: string;
    onChange(altText: string): void;
    /** The message for `altText`, given the field's label (the block editor's `error`). */
    error(property: string, label: string): string | undefined;
  },
) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("blocks.image.altText")}
      data-field="altText"
      description={t("blocks.image.altHint")}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error("altText", t("blocks.image.altText"))}
    />
  );
}
