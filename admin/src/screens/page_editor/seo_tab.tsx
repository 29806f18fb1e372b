/**
 * SEO Settings: title, description (with a length hint), keywords and at most one image, read
 * from and written to the editor's document. Over-long text is shown as an error, never cut.
 */
import { Paper, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ImageField } from "../../components/media/image_field.tsx";
import { useErrorText } from "../../i18n/index.ts";
import type { DocumentStore } from "./document_store.ts";
import { useDocumentValue } from "./use_document.ts";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../../../lib/content/checks/rules.ts";
import { ReadOnlyFieldset } from "../../components/read_only_fieldset.tsx";

// The advice is the checks' limit (lib/content/checks), so the hint and the check agree.
const DESCRIPTION_ADVICE = SEO_DESCRIPTION_MAX;
const TITLE_ADVICE = SEO_TITLE_MAX;
const TITLE_MAX = 254;
const DESCRIPTION_MAX = 1000;

export interface SeoTabProps {
  store: DocumentStore;
  errors: ApiErrorItem[];
  readOnly: boolean;
}

export function SeoTab({ store, errors, readOnly }: SeoTabProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const meta = useDocumentValue(store, (s) => s.meta());
  const onChange = store.setMeta.bind(store);
  const error = (field: string, label: string, max?: number) => {
    const value = meta[field as "seoTitle" | "seoDescription"];
    if (max && typeof value === "string" && [...value.trim()].length > max) {
      return errorText({ code: "V_11", property: label });
    }
    const item = errors.find((e) => e.property === field || e.property.startsWith(field + "."));
    return item ? errorText({ code: item.code, property: label }) : undefined;
  };
  const descriptionLength = [...meta.seoDescription].length;
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <ReadOnlyFieldset readOnly={readOnly}>
        <Stack gap="md">
          <TextInput
            label={t("editor.seo.title")}
            data-field="seoTitle"
            description={t("editor.seo.titleHint", { count: TITLE_ADVICE })}
            value={meta.seoTitle}
            onChange={(e) => onChange({ seoTitle: e.currentTarget.value })}
            error={error("seoTitle", t("editor.seo.title"), TITLE_MAX)}
          />
          <div>
            <Textarea
              label={t("editor.seo.description")}
              data-field="seoDescription"
              description={t("editor.seo.descriptionHint", { count: DESCRIPTION_ADVICE })}
              autosize
              minRows={3}
              value={meta.seoDescription}
              onChange={(e) => onChange({ seoDescription: e.currentTarget.value })}
              error={error("seoDescription", t("editor.seo.description"), DESCRIPTION_MAX)}
              aria-describedby="seo-description-length"
            />
            <Text
              id="seo-description-length"
              size="xs"
              mt={4}
              c={descriptionLength > DESCRIPTION_ADVICE ? "orange.9" : "dimmed"}
            >
              {t("editor.seo.length", { count: descriptionLength, advice: DESCRIPTION_ADVICE })}
            </Text>
          </div>
          <TagsInput
            label={t("editor.seo.keywords")}
            description={t("blocks.tagsHint")}
            value={meta.seoKeywords}
            onChange={(seoKeywords) => onChange({ seoKeywords: seoKeywords.slice(0, 50) })}
            error={error("seoKeywords", t("editor.seo.keywords"))}
            clearable
          />
          <ImageField
            value={meta.seoImage[0] ?? null}
            onChange={(image) => onChange({ seoImage: image ? [image] : [] })}
            label={t("editor.seo.image")}
            error={error("seoImage", t("editor.seo.image"))}
          />
        </Stack>
      </ReadOnlyFieldset>
    </Paper>
  );
}
