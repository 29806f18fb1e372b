/**
 * Details: the page type's own fields (a news article's author and date…), read from and written
 * to the editor's document like the SEO fields, so they are saved and published with the version.
 */
import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { useErrorText } from "../../i18n/index.ts";
import { typeDataEditors } from "../../page_types/index.ts";
import type { DocumentStore } from "./document_store.ts";
import { useDocumentValue } from "./use_document.ts";
import { ReadOnlyFieldset } from "../../components/read_only_fieldset.tsx";

export function hasDetails(pageType: string): boolean {
  return pageType in typeDataEditors;
}

export function DetailsTab(
  { store, pageType, errors, readOnly }: {
    store: DocumentStore;
    pageType: string;
    errors: ApiErrorItem[];
    readOnly: boolean;
  },
) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const typeData = useDocumentValue(store, (s) => s.meta().typeData);
  const Editor = typeDataEditors[pageType];
  if (!Editor) return null;
  const error = (field: string, label: string) => {
    const at = `typeData.${field}`;
    const item = errors.find((e) => e.property === at || e.property.startsWith(at + "."));
    return item ? errorText({ code: item.code, property: label }) : undefined;
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <ReadOnlyFieldset readOnly={readOnly}>
        <Stack gap="md">
          <Text c="dimmed" size="sm">{t("typeData.intro")}</Text>
          <Editor
            value={typeData}
            onChange={(next) => store.setMeta({ typeData: next })}
            error={error}
          />
        </Stack>
      </ReadOnlyFieldset>
    </Paper>
  );
}
