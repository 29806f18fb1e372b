/**
 * Form block: which form template the page shows (chosen by name from the templates), with an
 * optional heading and introduction above the form. The fields themselves are edited on the
 * template (Forms screen), so one template can serve several pages.
 */
import { NumberInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_FORM_INTRO } from "../../../lib/content/blocks/form.ts";
import { request } from "../api/client.ts";
import type { BlockEditorProps } from "./types.ts";

interface TemplateName {
  id: number;
  name: string;
}

/** The form templates by name (anyone who may edit pages may list them). */
async function templateNames(signal: AbortSignal): Promise<TemplateName[]> {
  return (await request<{ templates: TemplateName[] }>("GET", "/forms/names", { signal }))
    .templates;
}

export function FormEditor({ value, onChange, error }: BlockEditorProps<"form">) {
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<TemplateName[] | null | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    templateNames(abort.signal).then(setTemplates).catch(() => {
      if (!abort.signal.aborted) setTemplates(null);
    });
    return () => abort.abort();
  }, []);

  const templateError = error("templateID", t("blocks.form.template"));
  return (
    <Stack gap="sm">
      {templates === null
        ? (
          // The names could not be listed (offline, an error): the id still works.
          <NumberInput
            label={t("blocks.form.templateID")}
            description={t("blocks.form.templateIDHint")}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={value.templateID || ""}
            onChange={(n) => onChange({ ...value, templateID: typeof n === "number" ? n : 0 })}
            error={templateError}
            required
          />
        )
        : (
          <Select
            label={t("blocks.form.template")}
            description={t("blocks.form.templateHint")}
            placeholder={templates === undefined
              ? t("blocks.form.loading")
              : t("blocks.form.choose")}
            data={(templates ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
            value={value.templateID ? String(value.templateID) : null}
            onChange={(id) => onChange({ ...value, templateID: id ? Number(id) : 0 })}
            nothingFoundMessage={t("blocks.form.none")}
            searchable
            error={templateError}
            required
          />
        )}
      <TextInput
        label={t("blocks.form.heading")}
        value={value.heading}
        onChange={(e) => onChange({ ...value, heading: e.currentTarget.value })}
        error={error("heading", t("blocks.form.heading"))}
      />
      <Textarea
        label={t("blocks.form.intro")}
        description={t("blocks.form.introHint")}
        autosize
        minRows={2}
        maxLength={MAX_FORM_INTRO}
        value={value.intro}
        onChange={(e) => onChange({ ...value, intro: e.currentTarget.value })}
        error={error("intro", t("blocks.form.intro"))}
      />
    </Stack>
  );
}
