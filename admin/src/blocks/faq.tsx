/**
 * FAQ block: an optional heading and the category it shows, suggested from the categories the
 * FAQ pages of the page's locale name; empty shows every category.
 */
import { Autocomplete, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { faqCategories, faqPages } from "../api/faq.ts";
import type { BlockEditorProps } from "./types.ts";

export function FaqEditor({ value, onChange, error, locale }: BlockEditorProps<"faq">) {
  const { t } = useTranslation();
  const [categories, setCategories] = useState<string[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    faqPages(locale, abort.signal)
      .then((pages) => setCategories(faqCategories(pages)))
      .catch(() => {
        if (!abort.signal.aborted) setCategories([]);
      });
    return () => abort.abort();
  }, [locale]);

  return (
    <Stack gap="sm">
      <TextInput
        label={t("blocks.faq.heading")}
        description={t("blocks.faq.headingHint")}
        value={value.heading}
        onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
        error={error("heading", t("blocks.faq.heading"))}
      />
      <Autocomplete
        label={t("blocks.faq.category")}
        description={t("blocks.faq.categoryHint")}
        placeholder={t("blocks.faq.allCategories")}
        value={value.category}
        maxLength={100}
        data={categories}
        onChange={(category) => onChange({ ...value, category })}
        error={error("category", t("blocks.faq.category"))}
      />
    </Stack>
  );
}
