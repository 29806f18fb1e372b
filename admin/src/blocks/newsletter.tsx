/**
 * Newsletter signup block: its heading (empty: the site's word for "newsletter") and a short
 * introduction. The form itself (name and e-mail address) is not configurable.
 */
import { Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "./types.ts";

export function NewsletterEditor({ value, onChange, error }: BlockEditorProps<"newsletter">) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t("blocks.newsletter.heading")}
        description={t("blocks.newsletter.headingHint")}
        maxLength={254}
        value={value.heading}
        onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
        error={error("heading", t("blocks.newsletter.heading"))}
      />
      <Textarea
        label={t("blocks.newsletter.intro")}
        description={t("blocks.newsletter.introHint")}
        autosize
        minRows={2}
        maxLength={500}
        value={value.intro}
        onChange={(e) => onChange({ ...value, intro: e.currentTarget.value })}
        error={error("intro", t("blocks.newsletter.intro"))}
      />
    </Stack>
  );
}
