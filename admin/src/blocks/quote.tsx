/** Quote block: the quotation, who said it and their role. */
import { Group, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "./types.ts";

export function QuoteEditor({ value, onChange, error }: BlockEditorProps<"quote">) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Textarea
        label={t("blocks.quote.text")}
        placeholder={t("blocks.placeholders.quote")}
        required
        autosize
        minRows={2}
        maxLength={2000}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        error={error("text", t("blocks.quote.text"))}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t("blocks.quote.author")}
          value={value.author}
          onChange={(e) => onChange({ ...value, author: e.currentTarget.value })}
          error={error("author", t("blocks.quote.author"))}
        />
        <TextInput
          label={t("blocks.quote.role")}
          value={value.role}
          onChange={(e) => onChange({ ...value, role: e.currentTarget.value })}
          error={error("role", t("blocks.quote.role"))}
        />
      </Group>
    </Stack>
  );
}
