/**
 * Site search (/cmsadmin/settings/search, manage-search; issue 11): the state of the search
 * index — pages indexed per locale, the last full rebuild — and the bulk actions "index all
 * pages" and "remove all pages", followed by a progress bar (idle → loading → success or error).
 */
import { Alert, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { IconRefresh, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "../components/error_list.tsx";
import { SearchRunProgress } from "../components/search_run_progress.tsx";
import { useSearchIndex } from "../hooks/use_search_index.ts";
import { destructiveModal } from "../lib/confirm.ts";
import { IconTextButton } from "../components/icon_text_button.tsx";
import { ScreenTitle } from "../components/screen_title.tsx";

export function SearchSettings() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(`${t("searchSettings.title")} | Ximblox`);
  const { status, errors, busy, indexAll, removeAll } = useSearchIndex();

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t("searchSettings.removeTitle"),
      children: <Text size="sm">{t("searchSettings.removeMessage")}</Text>,
      ...destructiveModal(t, t("searchSettings.removeAll")),
      onConfirm: removeAll,
    });

  const stateText = status && t(`searchSettings.state.${status.state}`, {
    done: status.done,
    total: status.total,
  });
  const locales = Object.entries(status?.indexedPages ?? {}).sort(([a], [b]) => a.localeCompare(b));

  return (
    <Stack gap="lg" maw={760}>
      <ScreenTitle title={t("searchSettings.title")} intro={t("searchSettings.intro")} />
      <ErrorList errors={errors} title={t("searchSettings.failed")} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group gap="sm">
            <IconTextButton icon={IconRefresh} onClick={indexAll} disabled={!status || busy}>
              {t("searchSettings.indexAll")}
            </IconTextButton>
            <IconTextButton
              icon={IconTrash}
              variant="default"
              color="red"
              onClick={confirmRemove}
              disabled={!status || busy}
            >
              {t("searchSettings.removeAll")}
            </IconTextButton>
          </Group>
          {status && status.state !== "idle" && (
            <div>
              <Text size="sm" mb={4} role="status">{stateText}</Text>
              <SearchRunProgress run={status} label={stateText ?? ""} />
            </div>
          )}
          {status?.state === "error" && (
            <Alert color="red" title={t("searchSettings.errorTitle")}>
              {t("searchSettings.errorText")}
            </Alert>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">{t("searchSettings.indexTitle")}</Title>
        <Text size="sm" mb="sm">
          {status?.lastRebuildAt
            ? t("searchSettings.lastRebuild", {
              date: new Date(status.lastRebuildAt).toLocaleString(i18n.language),
            })
            : t("searchSettings.neverRebuilt")}
        </Text>
        <Table aria-label={t("searchSettings.indexTitle")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("searchSettings.locale")}</Table.Th>
              <Table.Th>{t("searchSettings.pages")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locales.map(([locale, count]) => (
              <Table.Tr key={locale}>
                <Table.Td>{locale}</Table.Td>
                <Table.Td>{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
