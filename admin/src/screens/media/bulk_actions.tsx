/**
 * Bulk actions on the files ticked in the media library: move them to one folder, move them to
 * the trash (files that published pages use are named first, as for one file), or download them.
 * Downloads are one per file (the browser may ask once to allow several): the originals stream
 * from the server as they are, with nothing packed in the browser's memory.
 */
import { Button, Group, List, Modal, Paper, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconArrowsMove, IconDownload, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiErrorItem } from "../../../../lib/content/errors.ts";
import { TRASH_DAYS } from "../../../../lib/content/media.ts";
import { errorsOf } from "../../api/client.ts";
import {
  deleteFile,
  downloadUrl,
  type FileInUse,
  fileInUse,
  type MediaFileJson,
  moveFile,
} from "../../api/media.ts";
import { ErrorList } from "../../components/error_list.tsx";
import { destructiveModal } from "../../lib/confirm.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { FolderChooser } from "./dialogs.tsx";
import { IconTextButton } from "../../components/icon_text_button.tsx";

export interface BulkActionsProps {
  files: MediaFileJson[];
  folder: string;
  onClear(): void;
  /** Files moved (each as the server answered) or gone to the trash (ids). */
  onMoved(files: MediaFileJson[]): void;
  onTrashed(ids: number[]): void;
  onErrors(errors: ApiErrorItem[]): void;
}

export function BulkActions(props: BulkActionsProps) {
  const { t } = useTranslation();
  const { files } = props;
  const [moving, setMoving] = useState(false);
  const count = files.length;

  /** Trashes each file; those published pages use come back refused, to be confirmed together. */
  async function trash(list: MediaFileJson[], confirm: boolean) {
    const gone: number[] = [];
    const live: { file: MediaFileJson; inUse: FileInUse }[] = [];
    const errors: ApiErrorItem[] = [];
    for (const file of list) {
      try {
        await deleteFile(file.id, { confirm });
        gone.push(file.id);
      } catch (err) {
        const inUse = fileInUse(err);
        if (inUse) live.push({ file, inUse });
        else errors.push(...errorsOf(err));
      }
    }
    if (gone.length > 0) {
      props.onTrashed(gone);
      notifySuccess(t("media.bulk.deleted", { count: gone.length }));
    }
    if (errors.length > 0) props.onErrors(errors);
    if (live.length > 0) askLive(live);
  }

  function askLive(live: { file: MediaFileJson; inUse: FileInUse }[]) {
    modals.openConfirmModal({
      title: t("media.bulk.liveTitle"),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t("media.bulk.liveMessage")}</Text>
          <List size="sm">
            {live.map(({ file, inUse }) => (
              <List.Item key={file.id}>
                <Text span size="sm" fw={600}>{file.name}</Text>
                {": "}
                {inUse.pages.map((p) => p.title || `/${p.slug}`).join(", ")}
                {inUse.otherPages > 0
                  ? ` ${t("media.delete.liveOthers", { count: inUse.otherPages })}`
                  : ""}
              </List.Item>
            ))}
          </List>
        </Stack>
      ),
      ...destructiveModal(t, t("media.delete.deleteAnyway")),
      onConfirm: () => trash(live.map((l) => l.file), true),
    });
  }

  function askTrash() {
    modals.openConfirmModal({
      title: t("media.delete.fileTitle"),
      children: <Text size="sm">{t("media.bulk.deleteMessage", { count, days: TRASH_DAYS })}</Text>,
      ...destructiveModal(t, t("media.delete.toTrash")),
      onConfirm: () => trash(files, false),
    });
  }

  function download() {
    notifySuccess(t("media.bulk.downloading", { count }));
    // One anchor click per file, each a download of the original (same origin, session cookie).
    for (const file of files.filter((f) => !f.video)) {
      const a = document.createElement("a");
      a.href = downloadUrl(file.id);
      a.download = file.name;
      document.body.append(a);
      a.click();
      a.remove();
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-label={t("media.bulk.actions")}
      className="media-bulk-bar"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t("media.bulk.selected", { count })}
        </Text>
        <Group gap={4}>
          <IconTextButton
            icon={IconArrowsMove}
            size="compact-sm"
            variant="default"
            onClick={() => setMoving(true)}
          >
            {t("media.bulk.move")}
          </IconTextButton>
          <IconTextButton
            icon={IconDownload}
            size="compact-sm"
            variant="default"
            onClick={download}
          >
            {t("media.bulk.download")}
          </IconTextButton>
          <IconTextButton
            icon={IconTrash}
            size="compact-sm"
            variant="light"
            color="red"
            onClick={askTrash}
          >
            {t("media.bulk.delete")}
          </IconTextButton>
          <IconTextButton icon={IconX} size="compact-sm" variant="subtle" onClick={props.onClear}>
            {t("media.bulk.clear")}
          </IconTextButton>
        </Group>
      </Group>
      {moving && (
        <BulkMoveDialog
          files={files}
          from={props.folder}
          onClose={() => setMoving(false)}
          onMoved={props.onMoved}
        />
      )}
    </Paper>
  );
}

function BulkMoveDialog(
  { files, from, onClose, onMoved }: {
    files: MediaFileJson[];
    from: string;
    onClose(): void;
    onMoved(files: MediaFileJson[]): void;
  },
) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(from);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorItem[]>([]);

  async function move() {
    setBusy(true);
    setErrors([]);
    const moved: MediaFileJson[] = [];
    const failed: ApiErrorItem[] = [];
    // Each file keeps its name; one that clashes in the target stays put and is reported.
    for (const file of files) {
      try {
        moved.push(await moveFile(file.id, target, file.name));
      } catch (err) {
        failed.push(...errorsOf(err));
      }
    }
    setBusy(false);
    if (moved.length > 0) {
      onMoved(moved);
      notifySuccess(t("media.bulk.moved", { count: moved.length }));
    }
    if (failed.length > 0) setErrors(failed);
    else onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("media.bulk.moveTitle", { count: files.length })}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack gap="md">
        <FolderChooser value={target} onChange={setTarget} label={t("media.move.target")} />
        <ErrorList errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t("common.cancel")}</Button>
          <Button onClick={move} loading={busy} disabled={target === from}>
            {t("media.move.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
