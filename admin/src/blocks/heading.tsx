/** Heading block: the text and its level (h1–h6). */
import { Group, NativeSelect, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "./types.ts";

export function HeadingEditor({ value, onChange, error }: BlockEditorProps<"heading">) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="wrap" gap="sm">
      <TextInput
        label={t("blocks.heading.text")}
        placeholder={t("blocks.placeholders.heading")}
        required
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        error={error("text", t("blocks.heading.text"))}
        style={{ flex: "1 1 280px" }}
      />
      {/* Native: a short fixed list, and no floating dropdown kept mounted per block (issue 23). */}
      <NativeSelect
        label={t("blocks.heading.level")}
        data-field="level"
        data={[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: `H${n}` }))}
        value={String(value.level)}
        onChange={(e) => onChange({ ...value, level: Number(e.currentTarget.value) })}
        error={error("level", t("blocks.heading.level"))}
        w={110}
      />
    </Group>
  );
}
