/** Button block: label, style and a link of any kind. */
import { Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LinkField } from "./link_field.tsx";
import type { BlockEditorProps } from "./types.ts";

export function ButtonEditor(
  { value, onChange, error, blockKey, locale }: BlockEditorProps<"button">,
) {
  const { t } = useTranslation();
  const styleLabel = `button-style-${blockKey}`;
  // The value field is labelled for the link's kind ("Web address", "Page"…).
  const linkLabel = t(`blocks.link.values.${value.link.kind}`);
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t("blocks.button.label")}
          placeholder={t("blocks.placeholders.button")}
          data-field="label"
          required
          value={value.label}
          onChange={(e) => onChange({ ...value, label: e.currentTarget.value })}
          error={error("label", t("blocks.button.label"))}
          style={{ flex: "1 1 240px" }}
        />
        <div>
          <Text size="sm" fw={500} id={styleLabel} mb={4}>{t("blocks.button.style")}</Text>
          <SegmentedControl
            aria-labelledby={styleLabel}
            value={value.style}
            onChange={(style) => onChange({ ...value, style: style as "primary" | "secondary" })}
            data={[
              { value: "primary", label: t("blocks.button.primary") },
              { value: "secondary", label: t("blocks.button.secondary") },
            ]}
          />
        </div>
      </Group>
      <LinkField
        value={value.link}
        onChange={(link) => onChange({ ...value, link })}
        error={error("link.value", linkLabel) ?? error("link.kind", t("blocks.link.kind")) ??
          error("link", linkLabel)}
        locale={locale}
        idPrefix={`button-${blockKey}`}
      />
    </Stack>
  );
}
