/**
 * The fields of an FAQ: the question, its category (suggested from the categories the other FAQ
 * pages of the locale name) and the answer, in the same rich text editor as the text block.
 */
import { Autocomplete, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { faq } from "../../../lib/content/page_types/faq.ts";
import { faqCategories, faqPages } from "../api/faq.ts";
import { RichTextEditor } from "../blocks/rich_text_editor.tsx";
import type { TypeDataEditorProps, TypeDataOf } from "./types.ts";

type Faq = TypeDataOf<typeof faq>;

export function FaqFields({ value, onChange, error }: TypeDataEditorProps<Faq>) {
  const { t } = useTranslation();
  const [categories, setCategories] = useState<string[]>([]);
  const set = <K extends keyof Faq>(key: K, v: Faq[K]) => onChange({ ...value, [key]: v });

  useEffect(() => {
    const abort = new AbortController();
    // Every locale's: an FAQ is mostly categorised like the others, whatever its language.
    faqPages(null, abort.signal)
      .then((pages) => setCategories(faqCategories(pages)))
      .catch(() => {
        if (!abort.signal.aborted) setCategories([]);
      });
    return () => abort.abort();
  }, []);

  return (
    <Stack gap="md">
      <TextInput
        label={t("typeData.faq.question")}
        description={t("typeData.faq.questionHint")}
        value={value.question}
        onChange={(e) => set("question", e.currentTarget.value)}
        error={error("question", t("typeData.faq.question"))}
      />
      <Autocomplete
        label={t("typeData.faq.category")}
        description={t("typeData.faq.categoryHint")}
        maxLength={100}
        data={categories}
        value={value.category}
        onChange={(category) => set("category", category)}
        error={error("category", t("typeData.faq.category"))}
      />
      <RichTextEditor
        id="faq-answer"
        label={t("typeData.faq.answer")}
        value={value.answer?.html ?? ""}
        onChange={(html) => set("answer", { ...value.answer, html })}
        error={error("answer", t("typeData.faq.answer"))}
      />
    </Stack>
  );
}
