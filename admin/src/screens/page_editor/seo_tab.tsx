/** SEO Settings: title, description (with a length hint), keywords and at most one image. */
import { Paper, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { ImageField } from "../../components/media/image_field.tsx";
import { useErrorText } from "../../i18n/index.ts";
import type { Meta } from "./editor.tsx";

const DESCRIPTION_ADVICE = 160;
const TITLE_ADVICE = 60;

export interface SeoTabProps {
  meta: Meta;
  onChange(patch: Partial<Meta>): void;
  errors: ApiErrorItem[];
  readOnly: boolean;
}

export function SeoTab({ meta, onChange, errors, readOnly }: SeoTabProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = (field: string) => {
    const item = errors.find((e) => e.property === field || e.property.startsWith(field + "."));
    return item ? errorText({ code: item.code, property: field }) : undefined;
  };
  const descriptionLength = [...meta.seoDescription].length;
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <fieldset disabled={readOnly} className="block-fieldset">
        <Stack gap="md">
          <TextInput
            label={t("editor.seo.title")}
            description={t("editor.seo.titleHint", { count: TITLE_ADVICE })}
            value={meta.seoTitle}
            onChange={(e) => onChange({ seoTitle: e.currentTarget.value })}
            error={error("seoTitle")}
            maxLength={254}
          />
          <div>
            <Textarea
              label={t("editor.seo.description")}
              description={t("editor.seo.descriptionHint", { count: DESCRIPTION_ADVICE })}
              autosize
              minRows={3}
              maxLength={1000}
              value={meta.seoDescription}
              onChange={(e) => onChange({ seoDescription: e.currentTarget.value })}
              error={error("seoDescription")}
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
            error={error("seoKeywords")}
            clearable
          />
          <ImageField
            value={meta.seoImage[0] ?? null}
            onChange={(image) => onChange({ seoImage: image ? [image] : [] })}
            label={t("editor.seo.image")}
            error={error("seoImage")}
          />
        </Stack>
      </fieldset>
    </Paper>
  );
}
