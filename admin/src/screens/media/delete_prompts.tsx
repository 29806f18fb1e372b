/**
 * Deleting in the media library, each step asked first: a file goes to the trash (naming the
 * pages that use it, if any), a file published pages still use is asked for again naming them,
 * and a folder is deleted only when empty (else the dialog says why not).
 */
import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { TRASH_DAYS } from "../../../../lib/content/media.ts";
import { baseName, parentOf } from "../../../../lib/content/media_paths.ts";
import { errorsOf } from "../../api/client.ts";
import {
  deleteDirectory,
  deleteFile,
  type FileInUse,
  fileInUse,
  listPagesByFile,
  type MediaFileJson,
  type PageUsingFile,
} from "../../api/media.ts";
import type { MediaFolder } from "../../components/media/use_media_folder.ts";
import { destructiveModal } from "../../lib/confirm.ts";
import { notifySuccess } from "../../lib/notify.ts";

export interface DeletePromptsOptions {
  folder: MediaFolder;
  canManage: boolean;
  setErrors(errors: ApiErrorItem[]): void;
  /** A file is gone: out of the selection and the ticked files. */
  onFileGone(file: MediaFileJson): void;
  /** A folder is gone: the tree draws again. */
  onFolderGone(): void;
}

export function useDeletePrompts(
  { folder, canManage, setErrors, onFileGone, onFolderGone }: DeletePromptsOptions,
) {
  const { t } = useTranslation();

  async function askDeleteFile(file: MediaFileJson) {
    if (!canManage) return;
    let usage: { items: PageUsingFile[]; totalItems: number } | null = null;
    try {
      usage = await listPagesByFile(file.id, {
        pageIndex: 0,
        pageSize: 10,
        searchTerm: "",
        columnToSort: "updated",
        sortOrder: "desc",
      });
    } catch {
      usage = null; // Unknown use: the general warning below still applies.
    }
    modals.openConfirmModal({
      title: t("media.delete.fileTitle"),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {t("media.delete.fileMessage", { name: file.name, days: TRASH_DAYS })}
          </Text>
          {usage && usage.totalItems > 0 && <UsedBy usage={usage} />}
        </Stack>
      ),
      ...destructiveModal(t, t("media.delete.toTrash")),
      // Pages shown as live here were seen: the server need not ask again for them.
      onConfirm: () => removeFile(file, !!usage?.items.some((p) => p.usedLive)),
    });
  }

  /** Deletes; a refusal because published pages use the file asks again, naming them. */
  async function removeFile(file: MediaFileJson, confirm: boolean) {
    setErrors([]);
    try {
      await deleteFile(file.id, { confirm });
      folder.removeFile(file.id);
      onFileGone(file);
      notifySuccess(t("media.delete.fileDone", { name: file.name }));
    } catch (err) {
      const inUse = fileInUse(err);
      if (inUse) askDeleteLiveFile(file, inUse);
      else setErrors(errorsOf(err));
    }
  }

  function askDeleteLiveFile(file: MediaFileJson, inUse: FileInUse) {
    modals.openConfirmModal({
      title: t("media.delete.liveTitle"),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t("media.delete.liveMessage", { name: file.name })}</Text>
          <List size="sm">
            {inUse.pages.map((p) => (
              <List.Item key={p.pageID}>
                {p.title || `/${p.slug}`} ({p.locale}, /{p.slug})
              </List.Item>
            ))}
          </List>
          {inUse.otherPages > 0 && (
            <Text size="xs" c="dimmed">
              {t("media.delete.liveOthers", { count: inUse.otherPages })}
            </Text>
          )}
        </Stack>
      ),
      ...destructiveModal(t, t("media.delete.deleteAnyway")),
      onConfirm: () => removeFile(file, true),
    });
  }

  function askDeleteFolder() {
    const path = folder.dir;
    const content = folder.content;
    const notEmpty = !!content && (content.files.length > 0 || content.directories.length > 0);
    if (notEmpty) {
      modals.open({
        title: t("media.delete.folderTitle"),
        closeButtonProps: { "aria-label": t("common.close") },
        children: (
          <Stack gap="md">
            <Text size="sm">{t("media.delete.notEmpty", { name: baseName(path) })}</Text>
            <Group justify="flex-end">
              <Button onClick={() => modals.closeAll()}>{t("common.close")}</Button>
            </Group>
          </Stack>
        ),
      });
      return;
    }
    modals.openConfirmModal({
      title: t("media.delete.folderTitle"),
      children: <Text size="sm">{t("media.delete.folderMessage", { name: baseName(path) })}</Text>,
      ...destructiveModal(t, t("common.delete")),
      onConfirm: async () => {
        setErrors([]);
        try {
          await deleteDirectory(path);
          notifySuccess(t("media.delete.folderDone", { name: baseName(path) }));
          onFolderGone();
          folder.open(parentOf(path));
        } catch (err) {
          const list = errorsOf(err);
          // Someone added something meanwhile: explain instead of the bare code.
          setErrors(
            list.some((e) => e.code === "ML_07") ? [{ property: "", code: "ML_07" }] : list,
          );
          if (list.some((e) => e.code === "ML_07")) folder.reload();
        }
      },
    });
  }

  return { askDeleteFile, askDeleteFolder };
}

/** The pages that use a file about to be trashed (the first ten, and how many more). */
function UsedBy({ usage }: { usage: { items: PageUsingFile[]; totalItems: number } }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t("media.delete.usedTitle")}
      // Orange text on the light orange ground is below WCAG AA; the title reads dark.
      styles={{ title: { color: "var(--mantine-color-dark-8)" } }}
    >
      <Text size="sm">{t("media.delete.used", { count: usage.totalItems })}</Text>
      <List size="sm" mt={4}>
        {usage.items.map((p) => (
          <List.Item key={p.id}>
            {p.title || `/${p.slug}`} ({p.locale}
            {p.usedLive ? `, ${t("media.links.live")}` : ""})
          </List.Item>
        ))}
      </List>
      {usage.totalItems > usage.items.length && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("media.delete.more", { count: usage.totalItems - usage.items.length })}
        </Text>
      )}
    </Alert>
  );
}
