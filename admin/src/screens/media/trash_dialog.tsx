/**
 * The media library's trash: files deleted in the last 30 days, each with when it goes for good
 * and a Restore button. A restored file keeps its id, so every page that used it shows it again.
 */
import { Loader, Modal, Stack, Table, Text } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { TRASH_DAYS } from "../../../../lib/content/media.ts";
import { ROOT } from "../../../../lib/content/media_paths.ts";
import { errorsOf } from "../../api/client.ts";
import {
  getTrash,
  type MediaFileJson,
  restoreFile,
  type TrashedFileJson,
} from "../../api/media.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { notifySuccess } from "../../lib/notify.ts";
import { DateTime } from "../../components/date_time.tsx";
import { IconTextButton } from "../../components/icon_text_button.tsx";

export function TrashDialog(
  { opened, onClose, onRestored }: {
    opened: boolean;
    onClose(): void;
    onRestored(file: MediaFileJson): void;
  },
) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<TrashedFileJson[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  useEffect(() => {
    if (!opened) return;
    const abort = new AbortController();
    setFiles(null);
    getTrash(abort.signal).then(setFiles, (err) => {
      if (!abort.signal.aborted) setErrors(errorsOf(err));
    });
    return () => abort.abort();
  }, [opened]);

  async function restore(file: TrashedFileJson) {
    setBusy(file.id);
    setErrors([]);
    try {
      const back = await restoreFile(file.id);
      setFiles((list) => list?.filter((f) => f.id !== file.id) ?? null);
      notifySuccess(
        back.name === file.name
          ? t("media.trash.restored", { name: back.name })
          : t("media.trash.restoredAs", { name: file.name, as: back.name }),
      );
      onRestored(back);
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("media.trash.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="sm">
        <Text size="sm">{t("media.trash.intro", { days: TRASH_DAYS })}</Text>
        <ErrorList errors={errors} />
        {files === null
          ? <Loader size="sm" aria-label={t("app.loading")} />
          : files.length === 0
          ? <Text c="dimmed" size="sm">{t("media.trash.empty")}</Text>
          : (
            <Table.ScrollContainer minWidth={300}>
              <Table aria-label={t("media.trash.list")} verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("media.trash.name")}</Table.Th>
                    <Table.Th visibleFrom="sm">{t("media.trash.deleted")}</Table.Th>
                    <Table.Th>{t("media.trash.purge")}</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">{t("media.trash.restore")}</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {files.map((f) => (
                    <Table.Tr key={f.id}>
                      <Table.Td>
                        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                          {f.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {f.path === ROOT ? t("media.root") : f.path}
                        </Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <DateTime value={f.trashedAt} />
                      </Table.Td>
                      <Table.Td>
                        <DateTime value={f.purgeAt} />
                      </Table.Td>
                      <Table.Td>
                        <IconTextButton
                          icon={IconRestore}
                          size="compact-sm"
                          variant="light"
                          aria-label={t("media.trash.restoreLabel", { name: f.name })}
                          loading={busy === f.id}
                          onClick={() => restore(f)}
                        >
                          {t("media.trash.restore")}
                        </IconTextButton>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
      </Stack>
    </Modal>
  );
}
