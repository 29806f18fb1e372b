/**
 * Researches overview block: an optional heading. What it lists — every published lab test of
 * the page's locale, with the pricing tool — comes from the lab test pages.
 */
import { Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "./types.ts";

export function ResearchesOverviewEditor(
  { value, onChange, error }: BlockEditorProps<"researches-overview">,
) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t("blocks.researchesOverview.heading")}
        description={t("blocks.researchesOverview.headingHint")}
        value={value.heading}
        onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
        error={error("heading", t("blocks.researchesOverview.heading"))}
      />
      <Text size="sm" c="dimmed">{t("blocks.researchesOverview.source")}</Text>
    </Stack>
  );
}
