/**
 * Translations: the page's siblings in other locales (get-sibling-slugs); locales without one
 * are shown as not translated yet. Creating translations arrives with the workflow issue.
 */
import { Badge, Group, Loader, Paper, Stack, Table, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { errorsOf } from "../../api/client.ts";
import { type PageJson, type Sibling, siblingSlugs } from "../../api/pages.ts";
import type { Settings } from "../../api/types.ts";
import { ErrorList } from "../../components/error_list.tsx";

export function TranslationsTab({ page, settings }: { page: PageJson; settings: Settings | null }) {
  const { t } = useTranslation();
  const [siblings, setSiblings] = useState<Sibling[] | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    siblingSlugs(page.id, controller.signal).then(
      setSiblings,
      (err) => !controller.signal.aborted && setErrors(errorsOf(err)),
    );
    return () => controller.abort();
  }, [page.id]);

  if (errors.length > 0) return <ErrorList errors={errors} />;
  if (!siblings || !settings) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t("app.loading")} />
      </Group>
    );
  }
  const locales = [...new Set([...settings.availableLocales, ...siblings.map((s) => s.locale)])];
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t("editor.translations.intro")}</Text>
        <Table aria-label={t("editor.tabs.translations")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("pages.columns.locale")}</Table.Th>
              <Table.Th>{t("pages.columns.slug")}</Table.Th>
              <Table.Th>{t("pages.columns.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locales.map((locale) => {
              const sibling = siblings.find((s) => s.locale === locale);
              const self = locale === page.locale;
              return (
                <Table.Tr key={locale}>
                  <Table.Td>{locale}</Table.Td>
                  <Table.Td>
                    {sibling ? `/${sibling.slug === "/" ? "" : sibling.slug}` : "—"}
                  </Table.Td>
                  <Table.Td>
                    {self
                      ? <Badge variant="light" tt="none">{t("editor.translations.thisPage")}</Badge>
                      : sibling
                      ? (
                        <Badge variant="light" color="green" tt="none">
                          {t("editor.translations.translated")}
                        </Badge>
                      )
                      : (
                        <Badge variant="light" color="gray" tt="none">
                          {t("editor.translations.notYet")}
                        </Badge>
                      )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
