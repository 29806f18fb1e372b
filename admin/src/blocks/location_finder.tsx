/** Location finder block: an introduction above the finder; the locations are their own pages. */
import { Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "./types.ts";

export function LocationFinderEditor(
  { value, onChange, error }: BlockEditorProps<"location-finder">,
) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Textarea
        label={t("blocks.locationFinder.intro")}
        description={t("blocks.locationFinder.introHint")}
        autosize
        minRows={2}
        maxLength={1000}
        value={value.intro}
        onChange={(e) => onChange({ ...value, intro: e.currentTarget.value })}
        error={error("intro", t("blocks.locationFinder.intro"))}
      />
      <Text size="sm" c="dimmed">{t("blocks.locationFinder.source")}</Text>
    </Stack>
  );
}
