/** Text block: rich text and an optional character limit. */
import { NumberInput, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "./rich_text_editor.tsx";
import type { BlockEditorProps } from "./types.ts";

export function TextEditor({ value, onChange, error, blockKey }: BlockEditorProps<"text">) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <RichTextEditor
        id={`text-${blockKey}`}
        label={t("blocks.text.content")}
        value={value.html}
        onChange={(html) => onChange({ ...value, html })}
        characterLimit={value.characterLimit}
        error={error("html", t("blocks.text.content"))}
      />
      <NumberInput
        label={t("blocks.text.characterLimit")}
        description={t("blocks.text.characterLimitHint")}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        value={value.characterLimit ?? ""}
        onChange={(v) => {
          const n = typeof v === "number" ? v : parseInt(v, 10);
          const { characterLimit: _, ...rest } = value;
          onChange(Number.isFinite(n) && n > 0 ? { ...rest, characterLimit: n } : rest);
        }}
        error={error("characterLimit", t("blocks.text.characterLimit"))}
        w={220}
      />
    </Stack>
  );
}
