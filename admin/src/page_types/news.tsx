/** The fields of a news article: author, date, summary and image. */
import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { news } from "../../../lib/content/page_types/news.ts";
import { ImageField } from "../components/media/image_field.tsx";
import type { TypeDataEditorProps, TypeDataOf } from "./types.ts";

type News = TypeDataOf<typeof news>;

export function NewsFields({ value, onChange, error }: TypeDataEditorProps<News>) {
  const { t } = useTranslation();
  const set = <K extends keyof News>(key: K, v: News[K]) => onChange({ ...value, [key]: v });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t("typeData.news.author")}
          value={value.author}
          onChange={(e) => set("author", e.currentTarget.value)}
          error={error("author", t("typeData.news.author"))}
        />
        <TextInput
          type="date"
          label={t("typeData.news.date")}
          description={t("typeData.news.dateHint")}
          value={value.date}
          onChange={(e) => set("date", e.currentTarget.value)}
          error={error("date", t("typeData.news.date"))}
        />
      </SimpleGrid>
      <Textarea
        label={t("typeData.news.summary")}
        description={t("typeData.news.summaryHint")}
        autosize
        minRows={2}
        value={value.summary}
        onChange={(e) => set("summary", e.currentTarget.value)}
        error={error("summary", t("typeData.news.summary"))}
      />
      <ImageField
        value={value.image}
        onChange={(image) => set("image", image)}
        label={t("typeData.news.image")}
        error={error("image", t("typeData.news.image"))}
      />
    </Stack>
  );
}
